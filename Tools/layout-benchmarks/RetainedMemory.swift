import HeapUsage

/// Heap bytes in use, from the C allocator where it can tell (glibc's `mallinfo2`).
enum RetainedMemory {
  /// Bytes currently allocated on the heap, or `nil` where the platform cannot say.
  static func allocatedBytes() -> Int? {
    let bytes = heap_usage_allocated_bytes()
    return bytes < 0 ? nil : Int(bytes)
  }

  /// The heap bytes one result of `make` keeps alive.
  ///
  /// glibc counts chunks parked in its per-thread cache as in use, so one allocation can
  /// hide inside memory already counted; holding `copies` results at once and dividing
  /// makes that error negligible.
  static func bytesRetained<T>(copies: Int = 1_000, by make: () -> T) -> Double? {
    guard let before = allocatedBytes() else { return nil }
    let values = (0..<copies).map { _ in make() }
    let after = allocatedBytes() ?? before
    let arrayBytes = MemoryLayout<T>.stride * copies
    return withExtendedLifetime(values) {
      Double(max(0, after - before - arrayBytes)) / Double(copies)
    }
  }
}
