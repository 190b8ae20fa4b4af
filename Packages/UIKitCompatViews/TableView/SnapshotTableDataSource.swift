#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// A table data source whose snapshot drives the table: told of a row the user moved, it
/// updates the table itself by applying a snapshot, so the table must not move the row as
/// well (rule 41). A ``UITableViewDiffableDataSource``; a plain data source only changes its
/// data, and the table then moves the row.
protocol SnapshotTableDataSource: AnyObject {}
#endif
