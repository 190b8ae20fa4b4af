#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own whose stack has an explicit size, as a task or a
/// background queue gives less stack than the main thread: a test of recursion depth runs
/// there so that an overflow shows at the depth a user's thread would reach.
public enum SmallStackThread {
  /// What `body` returned, run to completion on a new thread with a stack of `stackSize`
  /// bytes, and the stack size that thread reports having (the test checks it, so that a
  /// platform ignoring the request cannot make a depth test pass).
  public static func run<Result: Sendable>(
    stackSize: Int, _ body: @escaping @Sendable () -> Result
  ) -> (result: Result, stackSize: Int) {
    let box = Box<Result>()
    let reported = run(stackSize: stackSize, Work { box.value = body() })
    guard let value = box.value else { preconditionFailure("the thread ended without a result") }
    return (value, reported)
  }

  /// Runs `work` on a new thread with a stack of `stackSize` bytes and waits for it;
  /// returns the stack size the thread reported.
  private static func run(stackSize: Int, _ work: Work) -> Int {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    precondition(pthread_attr_setstacksize(&attributes, stackSize) == 0, "stack size refused")
    let argument = Unmanaged.passRetained(work).toOpaque()
    #if canImport(Darwin)
    let thread = UnsafeMutablePointer<pthread_t?>.allocate(capacity: 1)
    #else
    let thread = UnsafeMutablePointer<pthread_t>.allocate(capacity: 1)
    #endif
    defer { thread.deallocate() }
    let status = pthread_create(thread, &attributes, threadEntry, argument)
    precondition(status == 0, "pthread_create failed: \(status)")
    #if canImport(Darwin)
    guard let created = thread.pointee else { preconditionFailure("no thread was made") }
    pthread_join(created, nil)
    #else
    pthread_join(thread.pointee, nil)
    #endif
    return work.stackSize
  }

  /// The new thread's entry: records its stack size, then runs the work.
  fileprivate static func start(_ argument: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
    work.stackSize = currentStackSize()
    work.body()
    return nil
  }

  /// The size of the calling thread's stack, as the threads library reports it.
  private static func currentStackSize() -> Int {
    #if canImport(Darwin)
    return pthread_get_stacksize_np(pthread_self())
    #else
    // Glibc's module map leaves out this GNU extension; the C library has it.
    typealias GetAttributes =
      @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    guard let symbol = dlsym(nil, "pthread_getattr_np") else { return -1 }
    let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
    var attributes = pthread_attr_t()
    guard getAttributes(pthread_self(), &attributes) == 0 else { return -1 }
    defer { pthread_attr_destroy(&attributes) }
    var size = 0
    pthread_attr_getstacksize(&attributes, &size)
    return size
    #endif
  }
}

/// The new thread's entry point, as the C library calls it.
#if canImport(Darwin)
private let threadEntry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? =
  { SmallStackThread.start($0) }
#else
private let threadEntry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? =
  { argument in argument.flatMap(SmallStackThread.start) }
#endif

/// The work handed to the thread and the stack size it reports; the creating thread reads
/// the field only after joining it, so no two threads touch it at once.
private final class Work: @unchecked Sendable {
  let body: @Sendable () -> Void
  var stackSize = 0

  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// A result written by the thread and read after it was joined.
private final class Box<Value>: @unchecked Sendable {
  var value: Value?
}
