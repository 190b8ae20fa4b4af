#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import Testing

/// The headless views a Mac port builds its windows from.
@Suite struct HeadlessViewTests {
  final class LoadingController: NSWindowController {
    var calls: [String] = []
    override func windowWillLoad() { calls.append("willLoad") }
    override func loadWindow() {
      calls.append("load")
      window = NSWindow(
        contentRect: NSRect(x: 0, y: 0, width: 320, height: 600), styleMask: [.titled],
        backing: .buffered, defer: false)
    }
    override func windowDidLoad() { calls.append("didLoad") }
  }

  @Test func aWindowLoadsOnceWhenFirstReadAndAGivenWindowNeverLoads() throws {
    let controller = LoadingController(windowNibName: "Window")
    #expect(!controller.isWindowLoaded)
    controller.showWindow(nil)
    _ = controller.window
    #expect(controller.calls == ["willLoad", "load", "didLoad"])
    #expect(try #require(controller.window).isVisible)
    let given = LoadingController(
      window: NSWindow(contentRect: .zero, styleMask: [], backing: .buffered, defer: false))
    _ = given.window
    #expect(given.calls.isEmpty)
    #expect(NSWindowController(windowNibName: "Missing").window == nil)
  }

  @Test func resizingAWindowStretchesTheViewsThatStretch() throws {
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 400, height: 600), styleMask: [.resizable],
      backing: .buffered, defer: false)
    let content = try #require(window.contentView)
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 400, height: 550))
    scrollView.autoresizingMask = [.width, .height]
    let field = NSSearchField(frame: NSRect(x: 20, y: 558, width: 360, height: 22))
    field.autoresizingMask = [.width]
    content.addSubview(scrollView)
    content.addSubview(field)
    window.setContentSize(NSSize(width: 900, height: 700))
    #expect(scrollView.frame == NSRect(x: 0, y: 0, width: 900, height: 650))
    #expect(scrollView.contentView.frame.size == NSSize(width: 900, height: 650))
    #expect(field.frame == NSRect(x: 20, y: 558, width: 860, height: 22))
    window.setContentSize(NSSize(width: CGFloat.nan, height: 10))
    #expect(content.frame.size == NSSize(width: 900, height: 700))
  }

  @Test func theChangeIsSharedEvenlyAmongTheFlexibleParts() {
    let content = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 600))
    // Unflipped: a field 20 pt under the top keeps to the top with a flexible bottom margin.
    let field = NSSearchField(frame: NSRect(x: 20, y: 558, width: 360, height: 22))
    field.autoresizingMask = [.width, .minYMargin]
    let centred = NSView(frame: NSRect(x: 100, y: 100, width: 200, height: 50))
    centred.autoresizingMask = [.minXMargin, .maxXMargin]
    let fixed = NSView(frame: NSRect(x: 10, y: 10, width: 10, height: 10))
    for view in [field, centred, fixed] { content.addSubview(view) }
    content.frame.size = NSSize(width: 500, height: 700)
    #expect(field.frame == NSRect(x: 20, y: 658, width: 460, height: 22))
    #expect(centred.frame == NSRect(x: 150, y: 100, width: 200, height: 50))
    #expect(fixed.frame == NSRect(x: 10, y: 10, width: 10, height: 10))
  }

  @Test func aSearchFieldTellsItsDelegateOfEveryCharacter() {
    final class Listener: NSSearchFieldDelegate {
      var texts: [String] = []
      func controlTextDidChange(_ obj: Notification) {
        texts.append((obj.object as? NSSearchField)?.stringValue ?? "?")
      }
    }
    let field = NSSearchField(frame: .zero)
    let listener = Listener()
    field.delegate = listener
    field.type("mo")
    field.deleteBackward(count: 3)
    #expect(listener.texts == ["m", "mo", "m", ""])
    #expect(field.stringValue.isEmpty)
  }

  @Test func aCheckBoxTogglesThenSendsItsAction() {
    let checkBox = NSButton(checkboxWithTitle: "Wi-Fi", target: nil, action: nil)
    var states: [NSControl.StateValue] = []
    checkBox.actionHandler = { states.append(($0 as? NSButton)?.state ?? .mixed) }
    checkBox.performClick(nil)
    checkBox.performClick(nil)
    checkBox.isEnabled = false
    checkBox.performClick(nil)
    #expect(states == [.on, .off])
    let push = NSButton(title: "Sort", target: nil, action: nil)
    push.performClick(nil)
    #expect(push.state == .off)
  }

  @Test func viewsKeepTheirHierarchyAndRefuseFramesThatAreNotFinite() {
    let box = NSBox(frame: NSRect(x: 0, y: 0, width: 60, height: 40))
    let label = NSTextField(labelWithString: "7")
    box.contentView?.addSubview(label)
    #expect(box.contentView?.subviews.first === label)
    #expect(label.superview === box.contentView)
    #expect(!label.isEditable)
    box.frame = NSRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
    #expect(box.frame == NSRect(x: 0, y: 0, width: 60, height: 40))
    label.removeFromSuperview()
    #expect(box.contentView?.subviews.isEmpty == true)
    #expect(NSView().isFlipped == false)
    #expect(NSCollectionView(frame: .zero).isFlipped)
  }

  @Test func coloursAreNamedOrKeepTheirComponents() {
    #expect(NSColor.labelColor.description == "labelColor")
    #expect(NSColor.labelColor == NSColor.labelColor)
    #expect(NSColor(white: 1, alpha: 2) == NSColor.white)
    let shadow = NSShadow()
    #expect(shadow.shadowColor == NSColor.black.withAlphaComponent(1 / 3))
    #expect(NSImage(named: "") == nil)
    #expect(NSImage(systemSymbolName: "wifi", accessibilityDescription: nil)?.isSymbolImage == true)
  }
}
#endif
