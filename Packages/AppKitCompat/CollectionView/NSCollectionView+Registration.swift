#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
import UIKitCompatViews

/// What makes a registered item: its class, or a nib holding one.
enum ItemSource {
  case itemClass(NSCollectionViewItem.Type)
  case nib(NSNib)

  /// A new item, or `nil` when a nib's objects are not exactly one item.
  func make() -> NSCollectionViewItem? {
    switch self {
    case .itemClass(let type): return type.init()
    case .nib(let nib):
      let items = nib.instantiatedTopLevelObjects().compactMap { $0 as? NSCollectionViewItem }
      return items.count == 1 ? items[0] : nil
    }
  }
}

/// What makes a registered supplementary view: its class, or a nib holding one.
enum ElementSource {
  case viewClass(NSView.Type)
  case nib(NSNib)

  /// A new view, or `nil` when it does not adopt `NSCollectionViewElement` or a nib's
  /// objects are not exactly one such view.
  func make() -> (any NSView & NSCollectionViewElement)? {
    switch self {
    case .viewClass(let type):
      return type.init(frame: .zero) as? any NSView & NSCollectionViewElement
    case .nib(let nib):
      let views = nib.instantiatedTopLevelObjects().compactMap {
        $0 as? any NSView & NSCollectionViewElement
      }
      return views.count == 1 ? views[0] : nil
    }
  }
}

extension NSCollectionView {
  /// Registers `itemClass`, an `NSCollectionViewItem` subclass, to make the items of
  /// `identifier`; `nil` removes the registration: AppKit's
  /// `register(_:forItemWithIdentifier:)`.
  ///
  /// A class that is not an item, or an empty identifier, is refused with
  /// `invalidRegistration` in ``lastError`` and changes nothing.
  public func register(
    _ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {
    guard let itemClass else { return unregisterItem(identifier) }
    guard !identifier.rawValue.isEmpty, let type = itemClass as? NSCollectionViewItem.Type else {
      lastError = .invalidRegistration(identifier)
      return
    }
    registerItem(.itemClass(type), identifier)
  }

  /// Registers `nib`, which must hold exactly one item, to make the items of `identifier`;
  /// `nil` removes the registration: AppKit's `register(_:forItemWithIdentifier:)`. The
  /// nib is checked now: one that does not hold exactly one item is refused with
  /// `invalidRegistration` and changes nothing.
  public func register(
    _ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {
    guard let nib else { return unregisterItem(identifier) }
    guard !identifier.rawValue.isEmpty, ItemSource.nib(nib).make() != nil else {
      lastError = .invalidRegistration(identifier)
      return
    }
    registerItem(.nib(nib), identifier)
  }

  /// Registers `viewClass`, an `NSView` subclass adopting `NSCollectionViewElement`, to
  /// make the supplementary views of `kind` and `identifier`; `nil` removes the
  /// registration: AppKit's `register(_:forSupplementaryViewOfKind:withIdentifier:)`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: SupplementaryElementKind,
    withIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {
    let key = ElementKey(kind: kind, identifier: identifier)
    guard let viewClass else { return unregisterElement(key) }
    guard !identifier.rawValue.isEmpty, !kind.isEmpty, let type = viewClass as? NSView.Type,
      ElementSource.viewClass(type).make() != nil
    else {
      lastError = .invalidRegistration(identifier)
      return
    }
    registerElement(.viewClass(type), key)
  }

  /// Registers `nib`, which must hold exactly one view adopting `NSCollectionViewElement`,
  /// to make the supplementary views of `kind` and `identifier`; `nil` removes the
  /// registration: AppKit's `register(_:forSupplementaryViewOfKind:withIdentifier:)`.
  public func register(
    _ nib: NSNib?, forSupplementaryViewOfKind kind: SupplementaryElementKind,
    withIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {
    let key = ElementKey(kind: kind, identifier: identifier)
    guard let nib else { return unregisterElement(key) }
    guard !identifier.rawValue.isEmpty, !kind.isEmpty, ElementSource.nib(nib).make() != nil else {
      lastError = .invalidRegistration(identifier)
      return
    }
    registerElement(.nib(nib), key)
  }

  /// An item for the item at `indexPath`, reused from one no longer shown or made from the
  /// registration of `identifier`: AppKit's `makeItem(withIdentifier:for:)`.
  ///
  /// An identifier nothing is registered for is kept in lastError
  /// (`itemIdentifierNotRegistered`), and a fresh, empty item comes back, where AppKit raises.
  ///
  /// - Complexity: O(1), plus the item's `init` and `loadView()` when one is made.
  public func makeItem(
    withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
  ) -> NSCollectionViewItem {
    guard let source = itemSources[identifier] else {
      lastError = .itemIdentifierNotRegistered(identifier)
      return hostedItem(NSCollectionViewItem(), at: indexPath)
    }
    let cell = onRuntime {
      $0.dequeueReusableCell(withReuseIdentifier: identifier.rawValue, for: indexPath)
    }
    guard let cell = cell as? ItemCell else {
      return hostedItem(NSCollectionViewItem(), at: indexPath)
    }
    if let item = cell.item { return item }
    let item = source.make() ?? NSCollectionViewItem()
    item.identifier = identifier
    item.collectionView = self
    _ = item.view
    cell.host(item)
    madeHosts.append(cell)
    return item
  }

  /// A supplementary view for `kind` at `indexPath`, reused or made from the registration
  /// of `kind` and `identifier`: AppKit's `makeSupplementaryView(ofKind:withIdentifier:for:)`.
  ///
  /// A kind and identifier nothing is registered for is kept in lastError
  /// (`supplementaryIdentifierNotRegistered`), and a fresh, empty view comes back.
  ///
  /// - Complexity: O(1), plus the view's `init` when one is made.
  public func makeSupplementaryView(
    ofKind kind: SupplementaryElementKind, withIdentifier identifier: NSUserInterfaceItemIdentifier,
    for indexPath: IndexPath
  ) -> NSView {
    let key = ElementKey(kind: kind, identifier: identifier)
    guard let source = elementSources[key] else {
      lastError = .supplementaryIdentifierNotRegistered(kind: kind, identifier: identifier)
      return PlainElement(frame: .zero)
    }
    let view = onRuntime {
      $0.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier.rawValue, for: indexPath)
    }
    guard let host = view as? ElementHostView else { return PlainElement(frame: .zero) }
    if let element = host.element { return element }
    let element = source.make() ?? PlainElement(frame: .zero)
    element.identifier = identifier
    host.host(element)
    madeHosts.append(host)
    return element
  }

  /// `item` in a cell of its own, for an item the data source did not make with
  /// ``makeItem(withIdentifier:for:)``.
  func hostedItem(_ item: NSCollectionViewItem, at indexPath: IndexPath) -> NSCollectionViewItem {
    let cell = runtime.dequeueReusableCell(
      withReuseIdentifier: Self.unregisteredIdentifier, for: indexPath)
    item.collectionView = self
    guard let cell = cell as? ItemCell else { return item }
    if cell.item == nil { madeHosts.append(cell) }
    cell.host(item)
    return item
  }

  private func registerItem(_ source: ItemSource, _ identifier: NSUserInterfaceItemIdentifier) {
    itemSources[identifier] = source
    runtime.register(ItemCell.self, forCellWithReuseIdentifier: identifier.rawValue)
  }

  private func unregisterItem(_ identifier: NSUserInterfaceItemIdentifier) {
    itemSources[identifier] = nil
    runtime.register(nil as AnyClass?, forCellWithReuseIdentifier: identifier.rawValue)
  }

  private func registerElement(_ source: ElementSource, _ key: ElementKey) {
    elementSources[key] = source
    runtime.register(
      ElementHostView.self, forSupplementaryViewOfKind: key.kind,
      withReuseIdentifier: key.identifier.rawValue)
  }

  private func unregisterElement(_ key: ElementKey) {
    elementSources[key] = nil
    runtime.register(
      nil as AnyClass?, forSupplementaryViewOfKind: key.kind,
      withReuseIdentifier: key.identifier.rawValue)
  }
}

/// The supplementary view handed back where none could be made: empty.
final class PlainElement: NSView, NSCollectionViewElement {}
#endif
