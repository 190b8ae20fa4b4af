// The umbrella module: importing CompositionalLayout imports every library module. It holds
// nothing of its own.
@_exported import DataSourceHosting
@_exported import DiffableDataSources
@_exported import LayoutGeometry
@_exported import LayoutLists
@_exported import LayoutRendering
@_exported import LayoutResolution
@_exported import ScrollSimulation
@_exported import SectionProviders
