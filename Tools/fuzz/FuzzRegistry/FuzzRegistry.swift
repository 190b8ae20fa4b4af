import Foundation
import LayoutGeometry
import LayoutResolution
import SectionProviders

/// libFuzzer's entry point: the input up to its first zero byte is a registry in JSON, read
/// as `adaptive-demo --config` reads one; the bytes after it choose widths and item counts
/// for a host laid out with the registry.
///
/// Properties: decoding and registering either succeed or throw a named error; a
/// registration that throws leaves the registry as it was; a JSON round trip of a decoded
/// description decodes to the same description; and a host laid out with the registry
/// answers its queries with frames that are numbers.
///
/// - Returns: 0; a broken property traps with a message naming it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegistry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
  let json = Data(bytes[..<split])
  var input = FuzzInput(Array(bytes[split...].dropFirst()))
  guard let description = try? JSONDecoder().decode(RegistryDescription.self, from: json) else {
    return 0
  }
  checkRoundTrip(description)
  var registry = SectionProviderRegistry()
  for entry in description.entries {
    let before = summary(of: registry)
    do {
      try registry.register(entry)
    } catch {
      guard summary(of: registry) == before else {
        fatalError("a failed registration changed the registry: \(error)")
      }
      _ = error.description
    }
  }
  layOut(registry, kinds: description.entries.map(\.kind), input: &input)
  return 0
}

/// What a registry holds, as text: its kinds and each kind's bands and provider names.
func summary(of registry: SectionProviderRegistry) -> [String] {
  registry.kinds.map { kind in
    kind + ": "
      + registry.registrations(forKind: kind).map { "\($0.band.minimumWidth) \($0.name)" }
      .joined(separator: ", ")
  }
}

/// A description written to JSON and read back is the same description (when JSON can
/// hold its numbers: a non-finite one is an encoding error, not a crash).
func checkRoundTrip(_ description: RegistryDescription) {
  guard let encoded = try? JSONEncoder().encode(description) else { return }
  guard let decoded = try? JSONDecoder().decode(RegistryDescription.self, from: encoded) else {
    fatalError(
      "a description's own JSON does not decode: \(String(decoding: encoded, as: UTF8.self))")
  }
  guard decoded == description else {
    fatalError("the JSON round trip changed \(description) into \(decoded)")
  }
}

/// A host of the registry's kinds at a few widths; its visible frames must be numbers.
func layOut(_ registry: SectionProviderRegistry, kinds: [String], input: inout FuzzInput) {
  let sectionKinds = kinds.isEmpty ? ["none"] : Array(kinds.prefix(6))
  let itemCounts = sectionKinds.map { _ in input.count() }
  for _ in 0..<(1 + input.below(3)) {
    let width = input.bool() ? input.pick([320.0, 375, 768, 1024, 1366]) : input.length()
    let host = LayoutHost(
      layout: .composed(registry: registry, sectionKinds: sectionKinds),
      size: LayoutSize(width: width, height: 800), itemCounts: itemCounts)
    for error in host.errors { _ = "\(error)" }
    host.contentOffset = LayoutPoint(x: 0, y: input.length())
    guard
      let visible = host.solvedLayout.attributesForElements(
        in: host.visibleRect, contentOffset: host.contentOffset, limit: 20_000)
    else { continue }
    for attributes in visible
    where attributes.frame.minX.isNaN || attributes.frame.minY.isNaN
      || attributes.frame.width.isNaN || attributes.frame.height.isNaN
    {
      fatalError("\(attributes) has a NaN frame at width \(width)")
    }
  }
}
