/// The names read from each object of one decoding, so that the ones never read can be
/// reported. A class because every container of the decoding shares it; it lives only as
/// long as one call of ``ProviderDecoders/provider(for:)``.
final class ParameterReads {
  private var unread: [String: (path: [any CodingKey], names: Set<String>)] = [:]

  /// Notes an object opened at `path`: its names are unread until read.
  func open(_ object: [String: ParameterValue], at path: [any CodingKey]) {
    let place = ParameterDecoder.path(path)
    if unread[place] == nil { unread[place] = (path, Set(object.keys)) }
  }

  /// Notes `name` read from the object at `path`.
  func read(_ name: String, at path: [any CodingKey]) {
    unread[ParameterDecoder.path(path)]?.names.remove(name)
  }

  /// The first name no one read, as a path such as `rows[0].heigth`, or `nil`.
  ///
  /// - Complexity: O(n) in the number of unread names.
  var firstUnread: String? {
    unread.values.flatMap { entry in
      entry.names.map { ParameterDecoder.path(entry.path + [ParameterKey(name: $0)]) }
    }.min()
  }
}
