import LayoutModel

/// A buffer of output bytes that hands full chunks to an ``OutputTarget``.
///
/// Appending is a bounds check and a copy into preallocated memory: no per-write allocation and
/// no `String` building, which is what lets a million resolved elements stream in a fraction of a
/// second. Call ``flush()`` when done; a stream that is dropped without it loses its tail.
///
/// The stream is a value that owns its buffer: use it through one variable (`inout`), never
/// through copies, as copies would share the buffer.
public struct ByteStream: TextOutputStream {
    /// Owns the memory, so it is freed when the last copy of the stream goes away.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    /// Bytes buffered before a chunk is handed on.
    public static let defaultCapacity = 1 << 20

    private let storage: Storage
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    /// Where full chunks go.
    public let target: OutputTarget

    public init(to target: OutputTarget, capacity: Int = ByteStream.defaultCapacity) {
        storage = Storage(capacity: max(capacity, 256))
        base = storage.base
        self.capacity = storage.capacity
        self.target = target
    }

    /// Hands everything buffered to the target.
    public mutating func flush() {
        guard count > 0 else { return }
        target.take(UnsafeRawBufferPointer(start: base, count: count))
        count = 0
    }

    /// Makes room for `needed` more bytes (flushing when the buffer would overflow).
    @inline(__always)
    mutating func reserve(_ needed: Int) {
        if count &+ needed > capacity { flush() }
    }

    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if count == capacity { flush() }
        base[count] = byte
        count &+= 1
    }

    /// Appends raw bytes; a run longer than half the buffer goes straight to the target.
    @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if bytes.count > capacity / 2 {
            flush()
            target.take(UnsafeRawBufferPointer(bytes))
            return
        }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends `count` copies of a byte (padding).
    @inline(__always)
    public mutating func append(repeating byte: UInt8, count: Int) {
        var left = max(0, count)
        while left > 0 {
            if self.count == capacity { flush() }
            let run = min(left, capacity - self.count)
            (base + self.count).update(repeating: byte, count: run)
            self.count &+= run
            left -= run
        }
    }

    /// Appends a string literal's bytes.
    @inline(__always)
    public mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        // Short literals (keys, punctuation) are copied byte by byte: cheaper than a call to
        // memmove for a few bytes, and they are written once per element of a long listing.
        if length <= 48 {
            reserve(length)
            let source = text.utf8Start
            for offset in 0..<length { base[count &+ offset] = source[offset] }
            count &+= length
        } else {
            append(UnsafeBufferPointer(start: text.utf8Start, count: length))
        }
    }

    /// Appends `.` and the `digits` lowest decimal digits of `fraction`, zero-padded on the left
    /// (`fraction` 5 with 3 digits is `.005`).
    @inline(__always)
    mutating func appendFraction(_ fraction: UInt, digits: Int) {
        reserve(digits &+ 1)
        base[count] = UInt8(ascii: ".")
        var rest = fraction
        var index = count &+ digits
        while index > count {
            base[index] = UInt8(truncatingIfNeeded: rest % 10) &+ 48
            rest /= 10
            index &-= 1
        }
        count &+= digits &+ 1
    }

    /// Appends text as UTF-8.
    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends a whole number in decimal.
    @inline(__always)
    public mutating func append(integer value: Int) {
        reserve(24)
        var magnitude = value.magnitude
        if value < 0 {
            base[count] = UInt8(ascii: "-")
            count &+= 1
        }
        // Digits are produced backwards; count them first so they can be written in place.
        var digits = 1
        var probe = magnitude / 10
        while probe > 0 {
            digits &+= 1
            probe /= 10
        }
        var index = count &+ digits
        repeat {
            index &-= 1
            base[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 48
            magnitude /= 10
        } while magnitude > 0
        count &+= digits
    }

    /// Appends a number by ``NumberText``'s rule with `places` decimals.
    @inline(__always)
    public mutating func append(number value: Double, places: Int) {
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            append(integer: Int(value))
            return
        }
        DecimalText.withDigits(value, places: places) { append($0) }
    }
}
