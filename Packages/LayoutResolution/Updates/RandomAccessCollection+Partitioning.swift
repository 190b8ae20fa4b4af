extension RandomAccessCollection {
  /// The index of the first element for which `belongsInSecondPartition` holds, or
  /// `endIndex` if none does, for a collection already partitioned by it: every element for
  /// which it fails comes before every element for which it holds.
  ///
  /// - Complexity: O(log n) calls of the predicate.
  func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if belongsInSecondPartition(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
