#!/usr/bin/env bash
# Compile checks of the concurrency model: every file in must-fail/ must be rejected by the
# Swift 6 compiler with the text of its `// expected-error:` line, and every file in
# must-compile/ must be accepted. Region-based isolation is checked on SIL, so the files go
# through -emit-sil, not -typecheck. Run after `swift build` (it reads the built modules).
set -euo pipefail
cd "$(dirname "$0")/../.."
modules="$(swift build --show-bin-path)/Modules"
status=0
compile() {
  swiftc -emit-sil -o /dev/null -swift-version 6 -I "$modules" "$1" 2>&1
}
for file in Tools/compile-checks/must-fail/*.swift; do
  expected=$(sed -n 's|^// expected-error: ||p' "$file" | head -1)
  if output=$(compile "$file"); then
    echo "compile check: $file compiled, but must not" >&2
    status=1
  elif ! grep "error:" <<<"$output" | grep -qF "$expected"; then
    echo "compile check: $file failed without 'error: $expected':" >&2
    echo "$output" | grep "error:" | head -5 >&2
    status=1
  else
    echo "compile check: $file rejected as expected"
  fi
done
for file in Tools/compile-checks/must-compile/*.swift; do
  if output=$(compile "$file"); then
    echo "compile check: $file compiles"
  else
    echo "compile check: $file must compile:" >&2
    echo "$output" | grep "error:" | head -5 >&2
    status=1
  fi
done
exit $status
