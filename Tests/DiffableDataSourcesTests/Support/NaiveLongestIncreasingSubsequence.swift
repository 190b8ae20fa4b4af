/// The length of the longest strictly increasing subsequence, by the textbook O(n²) dynamic
/// programme: an independent check of the diff's move count.
func naiveLongestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
  var lengths = Array(repeating: 1, count: values.count)
  for end in values.indices {
    for start in 0..<end where values[start] < values[end] {
      lengths[end] = max(lengths[end], lengths[start] + 1)
    }
  }
  return lengths.max() ?? 0
}
