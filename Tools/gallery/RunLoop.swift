#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Dispatch
import Foundation
import GalleryKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive loop: reads keys, runs time on at about 60 Hz while something moves,
/// draws the frames' changes. Signals (SIGWINCH, SIGINT, SIGTERM) reach it through a pipe
/// that `poll` watches with standard input.
enum RunLoop {
  /// Why the loop could not run.
  struct Failure: Error {
    let message: String
  }

  /// The signals the loop listens for, each written to the pipe as its number.
  static let signals = [SIGWINCH, SIGINT, SIGTERM, SIGHUP]

  /// Runs the gallery in the terminal until q, Ctrl-C or a signal to stop.
  static func run(options: GalleryOptions, usesColor: Bool) throws(Failure) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw Failure(message: "cannot make a pipe") }
    let signalWriter = pipeEnds[1]
    var sources: [DispatchSourceSignal] = []
    for number in signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        var byte = UInt8(truncatingIfNeeded: number)
        _ = writeBytes(signalWriter, &byte, 1)
      }
      source.resume()
      sources.append(source)
    }
    defer {
      for source in sources { source.cancel() }
      close(pipeEnds[0])
      close(pipeEnds[1])
    }
    let terminal: Terminal
    do {
      terminal = try Terminal()
    } catch {
      throw Failure(message: error.message)
    }
    defer { terminal.restore() }
    let size = terminal.size
    let session = GallerySession(
      columns: size.columns, rows: size.rows,
      scale: GalleryScale(pointsPerColumn: options.scale), example: options.example)
    var writer = FrameWriter(usesColor: usesColor)
    var decoder = KeyDecoder()
    var last = ContinuousClock.now
    terminal.write(writer.frame(session.draw()))
    while !session.wantsToQuit {
      var descriptors = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0),
      ]
      let wasAnimating = session.isAnimating
      _ = poll(&descriptors, 2, wasAnimating ? 16 : 1_000)
      let now = ContinuousClock.now
      let elapsed = now - last
      last = now
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      // Time passes before the keys that ended the wait are handled. A moving frame takes at
      // most 0.1 s, so that a stall does not make motion jump; an idle one moves nothing but
      // the screens' timers (the Wi-Fi scans), which follow the whole wait.
      session.advance(by: wasAnimating ? min(seconds, 0.1) : seconds)
      if descriptors[1].revents & Int16(POLLIN) != 0 {
        var byte: UInt8 = 0
        _ = read(pipeEnds[0], &byte, 1)
        if Int32(byte) == SIGWINCH {
          let size = terminal.size
          session.handle(.resize(columns: size.columns, rows: size.rows))
        } else {
          return
        }
      }
      if descriptors[0].revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count <= 0 { return }
        for key in decoder.decode(Array(buffer[0..<count])) {
          session.handle(key)
        }
      } else if descriptors[0].revents & Int16(POLLHUP) != 0 {
        return
      }
      terminal.write(writer.frame(session.draw()))
    }
  }
}
#endif
