/// A timer waiting in the loop.
struct ScheduledTimer {
    let id: Int
    var deadline: Double
    var sequence: Int
    /// Repeat period in ms for intervals.
    let interval: Double?
    let job: () -> Void

    func precedes(_ other: ScheduledTimer) -> Bool {
        deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
    }
}

/// A binary min-heap of timers ordered by (deadline, sequence), with lazy
/// removal of cancelled ids so `cancel` is O(1).
struct TimerQueue {
    private var heap: [ScheduledTimer] = []
    private var cancelled = Set<Int>()
    private var live = Set<Int>()

    var isEmpty: Bool { live.isEmpty }
    /// The timers waiting (cancelled ones not counted).
    var count: Int { live.count }

    var first: ScheduledTimer? {
        mutating get {
            dropCancelledHead()
            return heap.first
        }
    }

    mutating func insert(_ timer: ScheduledTimer) {
        live.insert(timer.id)
        cancelled.remove(timer.id)
        heap.append(timer)
        siftUp(heap.count - 1)
    }

    mutating func remove(id: Int) {
        if live.remove(id) != nil { cancelled.insert(id) }
    }

    /// Cancels every waiting timer whose id is `first` or later.
    mutating func remove(idsFrom first: Int) {
        for id in live where id >= first { remove(id: id) }
    }

    mutating func popFirst() -> ScheduledTimer? {
        dropCancelledHead()
        guard !heap.isEmpty else { return nil }
        let top = removeTop()
        live.remove(top.id)
        return top
    }

    private mutating func dropCancelledHead() {
        while let head = heap.first, cancelled.contains(head.id) {
            cancelled.remove(head.id)
            _ = removeTop()
        }
    }

    private mutating func removeTop() -> ScheduledTimer {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return top
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
