extension Array {
    /// A new array holding exactly the elements of `slice`, in storage of its own and of
    /// its size. The parsers gather lists in reusable scratch buffers and copy each list
    /// out once it is complete, instead of growing one array per list element by element.
    init(exactly slice: ArraySlice<Element>) {
        guard !slice.isEmpty else {
            self = []
            return
        }
        self.init(unsafeUninitializedCapacity: slice.count) { buffer, count in
            _ = buffer.initialize(from: slice)
            count = slice.count
        }
    }
}
