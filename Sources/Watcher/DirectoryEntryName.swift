import Glibc

extension UnsafeMutablePointer<dirent> {
    /// The name of the entry `readdir` returned, read in place. An entry is only as long
    /// as its name needs (`d_reclen`); reading `pointee.d_name` copies all 256 bytes of
    /// the field, past the end of the last entry in `readdir`'s buffer.
    var entryName: String {
        String(cString: (UnsafeRawPointer(self) + MemoryLayout<dirent>.offset(of: \.d_name)!).assumingMemoryBound(to: CChar.self))
    }
}
