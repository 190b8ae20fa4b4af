#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing

/// The module tables of README and CONTRIBUTING say what `swift package describe` says, so
/// the documentation cannot drift from the manifest.
@Suite struct PackageDescriptionTests {
  /// A library module of the package: a target under `Packages/`.
  struct Module: Equatable {
    var name: String
    var dependencies: Set<String>
    var isHidden: Bool { name.hasPrefix("_") }
  }

  /// The library modules, as `swift package describe --type json` reports them.
  static func describedModules() throws -> [Module] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // A scratch path of its own: describing only reads the manifest, and must not wait
    // for the lock of the build that runs these tests.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-tests-describe").path
    process.arguments = [
      "swift", "package", "--package-path", RepositoryFile.root.path, "--scratch-path", scratch,
      "describe", "--type", "json",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    let description = try JSONDecoder().decode(PackageJSON.self, from: data)
    return description.targets.filter { $0.path.hasPrefix("Packages/") }.map {
      Module(name: $0.name, dependencies: Set($0.targetDependencies ?? []))
    }
  }

  /// The part of `swift package describe --type json` these tests read.
  struct PackageJSON: Decodable {
    struct Target: Decodable {
      var name: String
      var path: String
      var targetDependencies: [String]?

      enum CodingKeys: String, CodingKey {
        case name, path
        case targetDependencies = "target_dependencies"
      }
    }
    var targets: [Target]
  }

  /// The dependency names of a table cell: backquoted names, `—` for none, or "all of the
  /// above" for every module of the rows before.
  static func dependencies(in cell: String, above: [String]) -> Set<String> {
    cell.contains("all of the above") ? Set(above) : Set(Markdown.codeSpans(in: cell))
  }
}

extension PackageDescriptionTests {
  @Test func readmeTableListsEveryProductModuleWithItsDependencies() throws {
    let described = try Self.describedModules().filter { !$0.isHidden }
    let rows = Markdown(text: try RepositoryFile.text("README.md"))
      .tableRows(underHeader: "module")
    var above: [String] = []
    var documented: [Module] = []
    for row in rows {
      let name = try #require(Markdown.codeSpans(in: row[0]).first)
      documented.append(
        Module(name: name, dependencies: Self.dependencies(in: row[2], above: above)))
      above.append(name)
    }
    // README speaks to users: the hidden internals module is not theirs to depend on.
    let visible = described.map {
      Module(name: $0.name, dependencies: $0.dependencies.filter { !$0.hasPrefix("_") })
    }
    #expect(documented.map(\.name).sorted() == visible.map(\.name).sorted())
    for module in visible {
      #expect(documented.first { $0.name == module.name } == module)
    }
  }

  @Test func contributingTableListsEveryModuleWithItsDependencies() throws {
    let described = try Self.describedModules()
    let rows = Markdown(text: try RepositoryFile.text("CONTRIBUTING.md"))
      .tableRows(underHeader: "target")
    let documented = try rows.map { row in
      Module(
        name: try #require(Markdown.codeSpans(in: row[0]).first),
        dependencies: Self.dependencies(in: row[1], above: []))
    }
    #expect(documented.map(\.name).sorted() == described.map(\.name).sorted())
    for module in described {
      #expect(documented.first { $0.name == module.name } == module)
    }
  }

  /// The core's umbrella and the one UIKit ports import.
  @Test(arguments: ["CompositionalLayout", "UIKitCompat"])
  func theUmbrellaOnlyReExports(_ umbrella: String) throws {
    let source = try RepositoryFile.text("Packages/\(umbrella)/Exports.swift")
    let code = source.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
    #expect(!code.isEmpty)
    #expect(code.allSatisfy { $0.hasPrefix("@_exported import ") })
    let files = try FileManager.default.contentsOfDirectory(
      atPath: RepositoryFile.root.appendingPathComponent("Packages/\(umbrella)").path)
    #expect(files.filter { $0.hasSuffix(".swift") } == ["Exports.swift"])
  }
}
#endif
