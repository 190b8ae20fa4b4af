#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's List with Custom Cells ("Implementing Modern Collection Views"), written as
/// its `CustomCellListViewController` is: a view controller titled "List with Custom Cells"
/// whose plain list shows nine things, three categories of them. Each row is a
/// `CustomListCell`: a list cell subclass that carries its item in its configuration state
/// under a custom key and builds itself from that state in `updateConfiguration(using:)`,
/// a subtitle list content view on the leading side and the category's name and icon,
/// placed by constraints, on the trailing side, with a chevron. A tapped row is deselected
/// at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = CustomCellListViewController()
/// window.makeKeyAndVisible()  // nine subtitle rows
/// ```
public final class CustomCellListViewController: UIViewController {
  /// The one section.
  enum Section: Hashable {
    case main
  }

  // Port: the nested types and their properties are public, for the window tests.
  /// A thing's category: an icon and a name.
  public struct Category: Hashable, Sendable {
    /// The category's symbol.
    public let icon: UIImage?
    /// The category's name.
    public let name: String?

    static let music = Category(icon: UIImage(systemName: "music.mic"), name: "Music")
    static let transportation = Category(
      icon: UIImage(systemName: "car"), name: "Transportation")
    static let weather = Category(icon: UIImage(systemName: "cloud.rain"), name: "Weather")
  }

  /// A row: a thing with its category, symbol, name and description.
  public struct Item: Hashable, Sendable {
    /// The thing's category.
    public let category: Category
    /// The thing's symbol.
    public let image: UIImage?
    /// The thing's name.
    public let title: String?
    /// What the thing is.
    public let description: String?

    init(
      category: Category, imageName: String? = nil, title: String? = nil,
      description: String? = nil
    ) {
      self.category = category
      if let systemName = imageName {
        self.image = UIImage(systemName: systemName)
      } else {
        self.image = nil
      }
      self.title = title
      self.description = description
    }
    private let identifier = UUID()

    // Port: our own descriptions for the sample's, one of them (the tram's) short enough
    // to fit beside its category on one line.
    /// Every row, in the list's order.
    public static let all = [
      Item(
        category: .music, imageName: "headphones", title: "Headphones",
        description: "Two small speakers worn over the ears for listening alone."),
      Item(
        category: .music, imageName: "hifispeaker.fill", title: "Loudspeaker",
        description: "A box that turns an electrical signal into sound a whole room hears."),
      Item(
        category: .transportation, imageName: "airplane", title: "Plane",
        description: "A winged machine that carries people between far cities."),
      Item(
        category: .transportation, imageName: "tram.fill", title: "Tram",
        description: "A street railway car."),
      Item(
        category: .transportation, imageName: "car.fill", title: "Car",
        description: "A four-wheeled road vehicle for a handful of passengers."),
      Item(
        category: .weather, imageName: "hurricane", title: "Hurricane",
        description: "A huge spinning storm born over warm sea water."),
      Item(
        category: .weather, imageName: "tornado", title: "Tornado",
        description: "A narrow column of air turning fast between a cloud and the ground."),
      Item(
        category: .weather, imageName: "tropicalstorm", title: "Tropical Storm",
        description: "A strong rotating storm of the tropics, short of hurricane force."),
      Item(
        category: .weather, imageName: "snow", title: "Snow",
        description: "Frozen water that falls from the sky as soft white flakes."),
    ]
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the list, once the view is loaded.
  var dataSource: UICollectionViewDiffableDataSource<Section, Item>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The list, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the list and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "List with Custom Cells"
    configureHierarchy()
    configureDataSource()
  }
}

extension CustomCellListViewController {
  private func createLayout() -> UICollectionViewLayout {
    let config = UICollectionLayoutListConfiguration(appearance: .plain)
    return UICollectionViewCompositionalLayout.list(using: config)
  }
}

extension CustomCellListViewController {
  private func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    collectionView.delegate = self
    self.collectionView = collectionView
  }

  private func configureDataSource() {
    // Port: the view is optional; it is always there once configureHierarchy() ran.
    guard let collectionView else { return }

    let cellRegistration = UICollectionView.CellRegistration<CustomListCell, Item> {
      (cell, indexPath, item) in
      cell.updateWithItem(item)
      cell.accessories = [.disclosureIndicator()]
    }

    // Port: built in a constant, the property being optional.
    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell?
      in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item)
    }
    self.dataSource = dataSource

    // The rows, in the order of the table above.
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Item.all)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension CustomCellListViewController: UICollectionViewDelegate {
  /// Deselects a tapped row at once: the screen opens nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}

extension UIConfigurationStateCustomKey {
  /// The key under which an ``ItemListCell`` keeps its item in its state.
  fileprivate static let item = UIConfigurationStateCustomKey(
    "com.example.ItemListCell.item")
}

extension UICellConfigurationState {
  /// The item of an ``ItemListCell``'s state, typed.
  fileprivate var item: CustomCellListViewController.Item? {
    set { self[.item] = newValue }
    get { return self[.item] as? CustomCellListViewController.Item }
  }
}

// Port: public, as the public cell below inherits from it.
/// A list cell that keeps the item it shows and puts it in its configuration state, so
/// subclasses configure themselves from the state alone.
public class ItemListCell: UICollectionViewListCell {
  private var item: CustomCellListViewController.Item? = nil

  /// Shows `newItem`: the configuration is updated only when the item changed.
  func updateWithItem(_ newItem: CustomCellListViewController.Item) {
    guard item != newItem else { return }
    item = newItem
    setNeedsUpdateConfiguration()
  }

  /// The cell's state, with the item it shows under the item key.
  public override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.item = self.item
    return state
  }
}

// Port: public, with the views a window test reads.
/// The screen's row: a subtitle list content view on the leading side, the category's
/// name and icon on the trailing side, styled after a value cell's secondary text.
public final class CustomListCell: ItemListCell {
  private func defaultListContentConfiguration() -> UIListContentConfiguration {
    return .subtitleCell()
  }
  /// The item's symbol, name and description.
  public private(set) lazy var listContentView = UIListContentView(
    configuration: defaultListContentConfiguration())

  /// The category's icon, at the trailing edge.
  public let categoryIconView = UIImageView()
  /// The category's name, before the icon.
  public let categoryLabel = UILabel()
  private var customViewConstraints:
    (
      categoryLabelLeading: NSLayoutConstraint,
      categoryLabelTrailing: NSLayoutConstraint,
      categoryIconTrailing: NSLayoutConstraint
    )?

  private func setupViewsIfNeeded() {
    // The views and constraints are made once, on the first update.
    guard customViewConstraints == nil else { return }

    contentView.addSubview(listContentView)
    contentView.addSubview(categoryLabel)
    contentView.addSubview(categoryIconView)
    listContentView.translatesAutoresizingMaskIntoConstraints = false
    // The list content gives way first when a long description meets the category.
    let defaultHorizontalCompressionResistance =
      listContentView.contentCompressionResistancePriority(for: .horizontal)
    listContentView.setContentCompressionResistancePriority(
      defaultHorizontalCompressionResistance - 1, for: .horizontal)
    categoryLabel.translatesAutoresizingMaskIntoConstraints = false
    categoryIconView.translatesAutoresizingMaskIntoConstraints = false
    let constraints = (
      categoryLabelLeading: categoryLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: listContentView.trailingAnchor),
      categoryLabelTrailing: categoryIconView.leadingAnchor.constraint(
        equalTo: categoryLabel.trailingAnchor),
      categoryIconTrailing: contentView.trailingAnchor.constraint(
        equalTo: categoryIconView.trailingAnchor)
    )
    NSLayoutConstraint.activate([
      listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
      listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      categoryLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      categoryIconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      constraints.categoryLabelLeading,
      constraints.categoryLabelTrailing,
      constraints.categoryIconTrailing,
    ])
    customViewConstraints = constraints
  }

  private var separatorConstraint: NSLayoutConstraint?

  /// Starts the separator where the list content view's text starts, once there is text.
  private func updateSeparatorConstraint() {
    guard let textLayoutGuide = listContentView.textLayoutGuide else { return }
    if let existingConstraint = separatorConstraint, existingConstraint.isActive {
      return
    }
    let constraint = separatorLayoutGuide.leadingAnchor.constraint(
      equalTo: textLayoutGuide.leadingAnchor)
    constraint.isActive = true
    separatorConstraint = constraint
  }

  /// Configures the list content view and the category from the item in `state`.
  public override func updateConfiguration(using state: UICellConfigurationState) {
    setupViewsIfNeeded()

    // The item's symbol, name and description, in the list content view.
    var content = defaultListContentConfiguration().updated(for: state)
    content.imageProperties.preferredSymbolConfiguration = .init(
      font: content.textProperties.font, scale: .large)
    content.image = state.item?.image
    content.text = state.item?.title
    content.secondaryText = state.item?.description
    content.axesPreservingSuperviewLayoutMargins = []
    listContentView.configuration = content

    // A value cell's look for this state: the category copies its secondary text's.
    let valueConfiguration = UIListContentConfiguration.valueCell().updated(for: state)

    categoryIconView.image = state.item?.category.icon
    categoryIconView.tintColor = valueConfiguration.imageProperties.resolvedTintColor(
      for: tintColor)
    categoryIconView.preferredSymbolConfiguration = .init(
      font: valueConfiguration.secondaryTextProperties.font, scale: .small)

    categoryLabel.text = state.item?.category.name
    categoryLabel.textColor = valueConfiguration.secondaryTextProperties.resolvedColor()
    categoryLabel.font = valueConfiguration.secondaryTextProperties.font
    categoryLabel.adjustsFontForContentSizeCategory =
      valueConfiguration.secondaryTextProperties.adjustsFontForContentSizeCategory

    // The gaps between the custom views follow the configurations' margins.
    customViewConstraints?.categoryLabelLeading.constant = content.directionalLayoutMargins.trailing
    customViewConstraints?.categoryLabelTrailing.constant =
      valueConfiguration.textToSecondaryTextHorizontalPadding
    customViewConstraints?.categoryIconTrailing.constant = content.directionalLayoutMargins.trailing
    updateSeparatorConstraint()
  }
}
#endif
