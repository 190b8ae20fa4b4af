import DiffableDataSources
import _LayoutInternals

/// Builds random pairs of array models: an old one, and a new one reached by deleting,
/// inserting and moving sections and items (within and across sections, including items
/// leaving deleted sections), with optional reload and reconfigure marks.
struct RandomSnapshotPairs {
  var generator: SeededGenerator
  var sectioned: Bool
  var marks: Bool
  private var nextIdentifier = 0

  init(seed: UInt64, sectioned: Bool, marks: Bool) {
    generator = SeededGenerator(seed: seed)
    self.sectioned = sectioned
    self.marks = marks
  }

  private mutating func fresh() -> Int {
    nextIdentifier += 1
    return nextIdentifier
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }

  mutating func next() -> (old: ArraySnapshotModel, new: ArraySnapshotModel) {
    var old = ArraySnapshotModel()
    let sectionCount = sectioned ? Int.random(in: 1...6, using: &generator) : 1
    for _ in 0..<sectionCount {
      old.sections.append(fresh())
      old.items.append((0..<Int.random(in: 0...25, using: &generator)).map { _ in fresh() })
    }
    var sections = Array(zip(old.sections, old.items))
    var orphans: [Int] = []
    if sectioned {
      sections.removeAll { section in
        guard chance(0.15) else { return false }
        orphans += section.1.filter { _ in chance(0.3) }
        return true
      }
      for _ in 0..<Int.random(in: 0...2, using: &generator) {
        let items = (0..<Int.random(in: 0...6, using: &generator)).map { _ in fresh() }
        sections.insert((fresh(), items), at: Int.random(in: 0...sections.count, using: &generator))
      }
      for _ in 0..<Int.random(in: 0...2, using: &generator) where sections.count > 1 {
        let moving = sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
        sections.insert(moving, at: Int.random(in: 0...sections.count, using: &generator))
      }
    }
    guard !sections.isEmpty else { return (old, ArraySnapshotModel()) }
    var travellers = orphans
    for index in sections.indices {
      sections[index].1.removeAll { _ in chance(0.15) }
      sections[index].1.removeAll { item in
        guard chance(0.12) else { return false }
        travellers.append(item)
        return true
      }
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let position = Int.random(in: 0...sections[index].1.count, using: &generator)
        sections[index].1.insert(fresh(), at: position)
      }
    }
    for item in travellers {
      let target = Int.random(in: 0..<sections.count, using: &generator)
      let position = Int.random(in: 0...sections[target].1.count, using: &generator)
      sections[target].1.insert(item, at: position)
    }
    var new = ArraySnapshotModel(sections: sections.map(\.0), items: sections.map(\.1))
    if marks {
      let all = new.allItems
      new.reloadedItems = Set(all.filter { _ in chance(0.1) })
      new.reconfiguredItems = Set(all.filter { _ in chance(0.1) })
      new.reloadedSections = Set(new.sections.filter { _ in chance(0.1) })
    }
    return (old, new)
  }
}
