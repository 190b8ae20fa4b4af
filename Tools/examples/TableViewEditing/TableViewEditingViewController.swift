#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/*
See LICENSE folder for this sample’s licensing information.

Abstract:
Sample demonstrating UITableViewDiffableDataSource using editing, reordering and header/footer titles support
*/

// Port: the sample's LICENSE folder is not copied; its notice, which the license asks every
// copy to include, follows.
/*
Copyright © 2021 Apple Inc.

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
*/

import Foundation
import UIKitCompat

class TableViewEditingViewController: UIViewController {

  let reuseIdentifier = "reuse-id"

  enum Section: Int {
    case visited = 0, bucketList
    func description() -> String {
      switch self {
      case .visited:
        return "Visited"
      case .bucketList:
        return "Bucket List"
      }
    }
    func secondaryDescription() -> String {
      switch self {
      case .visited:
        return "Trips I've made!"
      case .bucketList:
        return "Need to do this before I go!"
      }
    }
  }

  typealias SectionType = Section
  typealias ItemType = MountainsController.Mountain

  // Subclassing our data source to supply various UITableViewDataSource methods

  class DataSource: UITableViewDiffableDataSource<SectionType, ItemType> {

    // MARK: header/footer titles support

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      let sectionKind = Section(rawValue: section)
      return sectionKind?.description()
    }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      let sectionKind = Section(rawValue: section)
      return sectionKind?.secondaryDescription()
    }

    // MARK: reordering support

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      return true
    }

    override func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let sourceIdentifier = itemIdentifier(for: sourceIndexPath) else { return }
      guard sourceIndexPath != destinationIndexPath else { return }
      let destinationIdentifier = itemIdentifier(for: destinationIndexPath)

      var snapshot = self.snapshot()

      if let destinationIdentifier = destinationIdentifier {
        if let sourceIndex = snapshot.indexOfItem(sourceIdentifier),
          let destinationIndex = snapshot.indexOfItem(destinationIdentifier)
        {
          let isAfter =
            destinationIndex > sourceIndex
            && snapshot.sectionIdentifier(containingItem: sourceIdentifier)
              == snapshot.sectionIdentifier(containingItem: destinationIdentifier)
          snapshot.deleteItems([sourceIdentifier])
          if isAfter {
            snapshot.insertItems([sourceIdentifier], afterItem: destinationIdentifier)
          } else {
            snapshot.insertItems([sourceIdentifier], beforeItem: destinationIdentifier)
          }
        }
      } else {
        let destinationSectionIdentifier = snapshot.sectionIdentifiers[
          destinationIndexPath.section]
        snapshot.deleteItems([sourceIdentifier])
        snapshot.appendItems([sourceIdentifier], toSection: destinationSectionIdentifier)
      }
      apply(snapshot, animatingDifferences: false)
    }

    // MARK: editing support

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      return true
    }

    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      if editingStyle == .delete {
        if let identifierToDelete = itemIdentifier(for: indexPath) {
          var snapshot = self.snapshot()
          snapshot.deleteItems([identifierToDelete])
          apply(snapshot)
        }
      }
    }
  }

  // Port: lint refuses implicitly unwrapped optionals; nil until configureDataSource().
  var dataSource: DataSource?
  // Port: lint refuses implicitly unwrapped optionals; a table until configureHierarchy().
  var tableView = UITableView(frame: .zero, style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
    configureNavigationItem()
  }
}

extension TableViewEditingViewController {

  func configureHierarchy() {
    tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
  }

  func configureDataSource() {
    let formatter = NumberFormatter()
    formatter.groupingSize = 3
    formatter.usesGroupingSeparator = true

    // data source

    // Port: the identifier captured, not `self`: the data source the screen keeps would keep
    // the screen, a cycle ASan's leak check reports once a test lets the screen go.
    dataSource = DataSource(tableView: tableView) {
      [reuseIdentifier] (tableView, indexPath, mountain) -> UITableViewCell? in
      let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = mountain.name
      if let formattedHeight = formatter.string(from: NSNumber(value: mountain.height)) {
        content.secondaryText = "\(formattedHeight)M"
      }
      cell.contentConfiguration = content
      return cell
    }

    // initial data

    let snapshot = initialSnapshot()
    // Port: the data source is optional; it was made just above.
    dataSource?.apply(snapshot, animatingDifferences: false)
  }

  func initialSnapshot() -> NSDiffableDataSourceSnapshot<SectionType, ItemType> {
    let mountainsController = MountainsController()
    let limit = 8
    let mountains = mountainsController.filteredMountains(limit: limit)
    let bucketList = Array(mountains[0..<limit / 2])
    let visited = Array(mountains[limit / 2..<limit])

    var snapshot = NSDiffableDataSourceSnapshot<SectionType, ItemType>()
    snapshot.appendSections([.visited])
    snapshot.appendItems(visited)
    snapshot.appendSections([.bucketList])
    snapshot.appendItems(bucketList)
    return snapshot
  }

  func configureNavigationItem() {
    navigationItem.title = "UITableView: Editing"
    // Port: no #selector or target-action; a UIAction of the button's title calls
    // toggleEditing(), holding the screen weakly, as the button is the screen's.
    let editingItem = UIBarButtonItem(
      primaryAction: UIAction(title: tableView.isEditing ? "Done" : "Edit") { [weak self] _ in
        self?.toggleEditing()
      })
    navigationItem.rightBarButtonItems = [editingItem]
  }

  // Port: no @objc; the button's action calls it.
  func toggleEditing() {
    tableView.setEditing(!tableView.isEditing, animated: true)
    configureNavigationItem()
  }
}
#endif
