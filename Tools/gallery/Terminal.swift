#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal in the gallery's hands: raw mode, the alternate screen, a hidden cursor and
/// wheel reports while it runs, all undone by ``restore()``, which every way out calls (a
/// return, a thrown error, q, Ctrl-C, SIGINT, SIGTERM).
final class Terminal {
  /// Why the terminal could not be taken.
  struct Failure: Error {
    let message: String
  }

  private var original = termios()
  private var isRaw = false

  /// Takes the terminal: raw mode, the alternate screen, the cursor hidden, SGR wheel
  /// reports on.
  init() throws(Failure) {
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw Failure(message: "standard input is not a terminal")
    }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw Failure(message: "cannot put the terminal in raw mode")
    }
    isRaw = true
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J")
  }

  /// Gives the terminal back as it was: wheel reports off, the cursor shown, the main
  /// screen, cooked mode. Calling it again does nothing.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write("\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  deinit {
    restore()
  }

  /// The window's size in characters, or 80 × 24 when the terminal does not say.
  var size: (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return (80, 24) }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Writes `text` to standard output at once.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        writeBytes(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }
}
/// The C library's `write`, by the name each platform's module gives it.
func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.write(descriptor, bytes, count)
  #else
  Darwin.write(descriptor, bytes, count)
  #endif
}
#endif
