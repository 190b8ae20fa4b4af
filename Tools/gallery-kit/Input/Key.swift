#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// One thing a person did at the keyboard or with the mouse, decoded from the terminal's
/// bytes (``KeyDecoder``) or read from a `--keys` script (``KeyScript``).
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case pageUp, pageDown, home, end
  case tab, backTab, enter, escape, backspace
  /// The mouse wheel turned away from the person: the content moves down.
  case wheelUp
  /// The mouse wheel turned towards the person: the content moves up.
  case wheelDown
  /// Ctrl-C, read as a byte while the terminal is raw.
  case interrupt
  /// A printable character, space included.
  case character(Character)
  /// The window took a new size, in characters (scripts only; a terminal sends SIGWINCH).
  case resize(columns: Int, rows: Int)
  /// Simulated time passing, in seconds (scripts only).
  case wait(seconds: Double)
  /// A key held down: pressed `times` times at a terminal's key-repeat rate, 30 a second,
  /// without waiting in between (scripts only).
  indirect case held(Key, times: Int)
}
#endif
