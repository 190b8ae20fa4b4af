// swift-tools-version:6.0
import PackageDescription

/// One row per module: its name and the modules it builds on.
/// Every row becomes a target at `Packages/<name>` and a test target at `Tests/<name>Tests`;
/// every row but a hidden one is also a library product.
struct Module {
  let name: String
  let dependencies: [String]
  /// Extra dependencies of the module's test target (shared test helpers).
  var testDependencies: [String] = []
  /// Folders of the test target that hold data rather than sources (golden files).
  var testExclude: [String] = []
  /// A hidden module has no product: other packages cannot depend on it, and its `package`
  /// declarations are shared by the modules of this package only (the swift-collections
  /// pattern for internals).
  var isHidden = false
}

let modules: [Module] = [
  Module(name: "_LayoutInternals", dependencies: [], isHidden: true),
  Module(name: "LayoutGeometry", dependencies: []),
  Module(
    name: "LayoutResolution", dependencies: ["LayoutGeometry", "_LayoutInternals"],
    testDependencies: ["LayoutTestSupport", "_LayoutInternals"]),
  Module(
    name: "ScrollSimulation",
    dependencies: ["LayoutGeometry", "LayoutResolution", "_LayoutInternals"],
    testDependencies: ["LayoutTestSupport", "_LayoutInternals"]),
  Module(
    name: "LayoutLists", dependencies: ["LayoutGeometry", "LayoutResolution"],
    testDependencies: ["DiffableDataSources", "DataSourceHosting"]),
  Module(
    name: "SectionProviders", dependencies: ["LayoutGeometry", "LayoutResolution", "LayoutLists"],
    testDependencies: ["DiffableDataSources"]),
  Module(
    name: "LayoutRendering", dependencies: ["LayoutGeometry", "LayoutResolution"],
    testExclude: ["Golden"]),
  Module(
    name: "DiffableDataSources", dependencies: ["_LayoutInternals"],
    testDependencies: ["_LayoutInternals"]),
  Module(
    name: "DataSourceHosting",
    dependencies: ["LayoutGeometry", "LayoutResolution", "DiffableDataSources"],
    testDependencies: ["LayoutGeometry", "LayoutResolution", "DiffableDataSources"]),
  Module(
    name: "CompositionalLayout",
    dependencies: [
      "LayoutGeometry", "LayoutResolution", "LayoutLists", "ScrollSimulation",
      "SectionProviders", "LayoutRendering", "DiffableDataSources", "DataSourceHosting",
    ]),
  Module(
    name: "UIKitCompatLayout",
    dependencies: ["LayoutGeometry", "LayoutResolution", "LayoutLists", "DiffableDataSources"],
    testDependencies: ["UIKitCompatTestSupport"]),
  Module(
    name: "UIKitCompatViews",
    dependencies: [
      "UIKitCompatLayout", "LayoutGeometry", "LayoutResolution", "LayoutLists",
      "ScrollSimulation", "DiffableDataSources", "DataSourceHosting",
    ],
    testDependencies: ["UIKitCompatLayout", "UIKitCompatTestSupport"]),
  Module(
    name: "UIKitCompat", dependencies: ["UIKitCompatLayout", "UIKitCompatViews"],
    testDependencies: [
      "UIKitCompatTestSupport", "LayoutTestSupport", "Examples", "SampleSupport",
    ]),
  // AppKit's spellings over UIKitCompat's runtime: an `NSCollectionView` shows its items
  // through a `UICollectionView` it keeps, so both spellings share one host, display pass,
  // selection and scrolling.
  Module(
    name: "AppKitCompat",
    dependencies: [
      "UIKitCompatLayout", "UIKitCompatViews", "LayoutResolution", "DiffableDataSources",
    ],
    testDependencies: ["UIKitCompat", "MacExamples", "SampleSupport"]),
]

/// Executables under `Tools/<product>`; `module` is the Swift module name tests import.
struct Tool {
  let product: String
  let module: String
  let dependencies: [String]
  var hasTests = false
}

let tools: [Tool] = [
  Tool(
    product: "adaptive-demo", module: "AdaptiveDemo",
    dependencies: ["CompositionalLayout", "CommandLineOptions"], hasTests: true),
  Tool(
    product: "layout-benchmarks", module: "LayoutBenchmarks",
    dependencies: [
      "CompositionalLayout", "HeapUsage", "_LayoutInternals", "GalleryKit", "CommandLineOptions",
    ]),
  Tool(product: "gallery", module: "Gallery", dependencies: ["GalleryKit"]),
]

/// `Double.rounded()` calls the C math library, which a program that never imports
/// Foundation does not link on Linux; every library module links it for its users.
let mathLibrary: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux, .android]))]

let moduleTargets: [Target] = modules.flatMap { module in
  [
    .target(
      name: module.name,
      dependencies: module.dependencies.map { .target(name: $0) },
      path: "Packages/\(module.name)",
      linkerSettings: mathLibrary),
    .testTarget(
      name: "\(module.name)Tests",
      dependencies: ([module.name] + module.testDependencies).map { .target(name: $0) },
      path: "Tests/\(module.name)Tests", exclude: module.testExclude),
  ]
}

let toolTargets: [Target] = tools.flatMap { tool -> [Target] in
  let executable = Target.executableTarget(
    name: tool.module,
    dependencies: tool.dependencies.map { .target(name: $0) },
    path: "Tools/\(tool.product)")
  guard tool.hasTests else { return [executable] }
  return [
    executable,
    .testTarget(
      name: "\(tool.module)Tests",
      dependencies: [.target(name: tool.module)],
      path: "Tests/\(tool.module)Tests"),
  ]
}

let supportTargets: [Target] = [
  // A few lines of C: the benchmarks ask the C allocator how much a solved layout retains.
  .target(name: "HeapUsage", path: "Tools/heap-usage"),
  // The command-line tools' options as tables, which parse and print the help alike.
  .target(name: "CommandLineOptions", path: "Tools/command-line-options"),
  .testTarget(
    name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions"],
    path: "Tests/CommandLineOptionsTests"),
  // The eager reference solver and seeded random layouts the differential tests use.
  .target(
    name: "LayoutTestSupport",
    dependencies: ["LayoutGeometry", "LayoutResolution", "_LayoutInternals"],
    path: "Tests/LayoutTestSupport"),
  // The sample layouts, expected frames and cell readers the UIKit spelling modules' tests
  // share.
  .target(
    name: "UIKitCompatTestSupport", dependencies: ["UIKitCompatLayout", "UIKitCompatViews"],
    path: "Tests/UIKitCompatTestSupport"),
  .testTarget(
    name: "LayoutTestSupportTests",
    dependencies: ["LayoutTestSupport", "LayoutGeometry", "LayoutResolution"],
    path: "Tests/LayoutTestSupportTests"),
  // What the sample's iOS and Mac apps each carry a copy of (the insertion sort's rows, the
  // mountains' table) and the seeded generator the ports draw from, written once for both
  // example targets, in neither UIKit's nor AppKit's spellings.
  .target(name: "SampleSupport", dependencies: ["_LayoutInternals"], path: "Tools/sample-support"),
  // The seeds' screens of Apple's sample and their data, written once with UIKit's
  // spellings: the ported-screen tests assert on them, the gallery shows them.
  .target(
    name: "Examples", dependencies: ["UIKitCompat", "SampleSupport"], path: "Tools/examples"),
  // The Mac sample's window controllers, ported with AppKit's spellings: the AppKitCompat
  // tests drive them as a Mac user would.
  .target(
    name: "MacExamples", dependencies: ["AppKitCompat", "SampleSupport"],
    path: "Tools/mac-examples"),
  // The gallery's engine and examples, a library so that the benchmarks draw its frames
  // and its tests run every interaction without a terminal.
  .target(
    name: "GalleryKit",
    dependencies: ["UIKitCompat", "Examples", "LayoutRendering", "CommandLineOptions"],
    path: "Tools/gallery-kit"),
  .testTarget(
    name: "GalleryKitTests", dependencies: ["GalleryKit", "UIKitCompat"],
    path: "Tests/GalleryKitTests"),
  // Frames real iOS rendered (fixtures made by Tools/ground-truth) against the engine's.
  .testTarget(
    name: "GroundTruthTests", dependencies: ["UIKitCompat"], path: "Tests/GroundTruthTests",
    exclude: ["Fixtures"]),
  // README and CONTRIBUTING checked against the code: snippets, quoted output, module tables.
  .testTarget(
    name: "ReadmeTests",
    dependencies: ["CompositionalLayout", "UIKitCompat", "AdaptiveDemo", "GalleryKit"],
    path: "Tests/ReadmeTests"),
]

let package = Package(
  name: "compositional-layout",
  // The tools time themselves with ContinuousClock; SwiftPM sets one minimum per package.
  // Linux has none. See docs/platforms.md.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: modules.filter { !$0.isHidden }.map { .library(name: $0.name, targets: [$0.name]) }
    + tools.map { .executable(name: $0.product, targets: [$0.module]) },
  dependencies: [],
  targets: moduleTargets + toolTargets + supportTargets,
  swiftLanguageModes: [.v6]
)
