/// An `ArraySlice`: some of an array's elements, which keep the array's indices (`a[2...]`
/// starts at index 2, as in Swift). Everything but indexing treats it as the array of its
/// elements (see `ArraySlices`).
public final class SliceStorage {
    /// The elements, from the first.
    let elements: [Value]
    /// The index of the first element in the array it was sliced from.
    let startIndex: Int

    init(_ elements: [Value], startIndex: Int) {
        self.elements = elements
        self.startIndex = startIndex
    }

    /// One past the last element's index.
    var endIndex: Int { startIndex + elements.count }

    /// Where the element at `index` is in `elements`, or nil when the slice has no such index.
    func offset(of index: Int) -> Int? {
        let offset = index &- startIndex
        return offset >= 0 && offset < elements.count ? offset : nil
    }
}

extension Value {
    /// The elements of an array or of a slice of one (nil for any other value): what the
    /// operations that do not depend on indices (printing, `==`, `+`, iteration, the
    /// sequence methods) read.
    public var arrayOrSliceElements: [Value]? {
        switch self {
        case .array(let elements): return elements
        case .slice(let slice): return slice.elements
        default: return nil
        }
    }
}
