/// The sort of `sorted()`, `sorted(by:)`, `sort()` and `sort(by:)`: the algorithm of
/// Swift's standard library (a Timsort that merges through a buffer), step for step.
///
/// Any stable sort gives the same order for a strict weak ordering. Following Swift's
/// steps also gives Swift's order when the comparator is not one (`by: { $0 <= $1 }`,
/// which puts equal elements in some order of its own, or a comparator that looks at a
/// counter), and calls the comparator with the same pairs in the same order, so that a
/// comparator which prints prints what Swift prints.
struct StableSort {
    /// The comparator: whether its first argument goes before its second.
    let areInIncreasingOrder: (Value, Value) throws(ScriptError) -> Bool

    /// Sorts `elements` in place.
    func sort(_ elements: inout [Value]) throws(ScriptError) {
        let count = elements.count
        guard count > 1 else { return }
        let minimumRunLength = StableSort.minimumRunLength(count)
        if count <= minimumRunLength {
            try insertionSort(&elements, within: 0..<count, sortedEnd: 1)
            return
        }
        var buffer: [Value] = []
        buffer.reserveCapacity(count / 2)
        var runs: [Range<Int>] = []
        var start = 0
        while start < count {
            var (end, ascending) = try nextRun(in: elements, from: start)
            if !ascending { elements[start..<end].reverse() }
            // A short run is extended to the minimum length by insertion.
            if end < count && end - start < minimumRunLength {
                let newEnd = min(count, start + minimumRunLength)
                try insertionSort(&elements, within: start..<newEnd, sortedEnd: end)
                end = newEnd
            }
            runs.append(start..<end)
            try mergeTopRuns(&elements, &runs, &buffer)
            start = end
        }
        while runs.count > 1 {
            try mergeRuns(&elements, &runs, at: runs.count - 1, &buffer)
        }
    }

    /// Swift's minimum run: the count itself up to 64, otherwise a value in 32...64 that
    /// makes count / run a power of two or a little less.
    static func minimumRunLength(_ count: Int) -> Int {
        let bitsToUse = 6
        if count < 1 << bitsToUse { return count }
        let offset = (Int.bitWidth - bitsToUse) - count.leadingZeroBitCount
        let mask = (1 << offset) - 1
        return count >> offset + (count & mask == 0 ? 0 : 1)
    }

    /// Sorts `range`, of which `range.lowerBound..<sortedEnd` is already in order, moving
    /// each further element back while it goes before its neighbour.
    private func insertionSort(_ elements: inout [Value], within range: Range<Int>, sortedEnd: Int) throws(ScriptError) {
        var sortedEnd = sortedEnd
        while sortedEnd != range.upperBound {
            var i = sortedEnd
            repeat {
                let j = i - 1
                if try !areInIncreasingOrder(elements[i], elements[j]) { break }
                elements.swapAt(i, j)
                i = j
            } while i != range.lowerBound
            sortedEnd += 1
        }
    }

    /// The end of the run that starts at `start`, and whether it ascends. A descending run
    /// is strictly descending (it is reversed, and equal elements would swap).
    private func nextRun(in elements: [Value], from start: Int) throws(ScriptError) -> (end: Int, ascending: Bool) {
        var next = start
        guard next < elements.count else { return (next, true) }
        var current = next
        next += 1
        if next < elements.count, try areInIncreasingOrder(elements[next], elements[current]) {
            // Strictly descending.
            while true {
                current = next
                next += 1
                guard next < elements.count, try areInIncreasingOrder(elements[next], elements[current]) else { break }
            }
            return (next, false)
        } else if next < elements.count {
            // Ascending, equal elements included.
            while true {
                current = next
                next += 1
                guard next < elements.count, try !areInIncreasingOrder(elements[next], elements[current]) else { break }
            }
        }
        return (next, true)
    }

    /// Merges the top runs until their lengths keep Timsort's invariants.
    private func mergeTopRuns(_ elements: inout [Value], _ runs: inout [Range<Int>], _ buffer: inout [Value]) throws(ScriptError) {
        while runs.count > 1 {
            var lastIndex = runs.count - 1
            if lastIndex >= 3 && runs[lastIndex - 3].count <= runs[lastIndex - 2].count + runs[lastIndex - 1].count {
                if runs[lastIndex - 2].count < runs[lastIndex].count { lastIndex -= 1 }
            } else if lastIndex >= 2 && runs[lastIndex - 2].count <= runs[lastIndex - 1].count + runs[lastIndex].count {
                if runs[lastIndex - 2].count < runs[lastIndex].count { lastIndex -= 1 }
            } else if runs[lastIndex - 1].count <= runs[lastIndex].count {
                // Merge the last two.
            } else {
                break
            }
            try mergeRuns(&elements, &runs, at: lastIndex, &buffer)
        }
    }

    /// Merges `runs[i - 1]` and `runs[i]` into one run.
    private func mergeRuns(_ elements: inout [Value], _ runs: inout [Range<Int>], at i: Int, _ buffer: inout [Value]) throws(ScriptError) {
        let low = runs[i - 1].lowerBound
        let middle = runs[i].lowerBound
        let high = runs[i].upperBound
        try merge(&elements, low: low, middle: middle, high: high, &buffer)
        runs[i - 1] = low..<high
        runs.remove(at: i)
    }

    /// Merges `low..<middle` and `middle..<high`, the shorter of the two copied out first
    /// (as Swift does: from the front when the lower one is shorter, else from the back),
    /// taking the lower run's element when the two are equal.
    private func merge(_ elements: inout [Value], low: Int, middle: Int, high: Int, _ buffer: inout [Value]) throws(ScriptError) {
        buffer.removeAll(keepingCapacity: true)
        if middle - low < high - middle {
            buffer.append(contentsOf: elements[low..<middle])
            var destination = low
            var bufferLow = 0
            var source = middle
            // The elements left in the buffer go at the end, even when the comparator throws.
            defer {
                for index in bufferLow..<buffer.count {
                    elements[destination] = buffer[index]
                    destination += 1
                }
            }
            while bufferLow < buffer.count && source < high {
                if try areInIncreasingOrder(elements[source], buffer[bufferLow]) {
                    elements[destination] = elements[source]
                    source += 1
                } else {
                    elements[destination] = buffer[bufferLow]
                    bufferLow += 1
                }
                destination += 1
            }
        } else {
            buffer.append(contentsOf: elements[middle..<high])
            var bufferHigh = buffer.count
            var destinationHigh = high
            var sourceHigh = middle
            defer {
                // What is left of the buffer goes right above what is left of the lower run.
                for index in 0..<bufferHigh { elements[sourceHigh + index] = buffer[index] }
            }
            while bufferHigh > 0 && sourceHigh > low {
                destinationHigh -= 1
                if try areInIncreasingOrder(buffer[bufferHigh - 1], elements[sourceHigh - 1]) {
                    sourceHigh -= 1
                    elements[destinationHigh] = elements[sourceHigh]
                } else {
                    bufferHigh -= 1
                    elements[destinationHigh] = buffer[bufferHigh]
                }
            }
        }
    }
}
