/// A key of a parameter object or an index of a list.
struct ParameterKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(name: String) {
    stringValue = name
    intValue = nil
  }

  init(index: Int) {
    stringValue = "\(index)"
    intValue = index
  }

  init?(stringValue: String) { self.init(name: stringValue) }
  init?(intValue: Int) { self.init(index: intValue) }
}
