#!/usr/bin/env bash
# Feeds the built command-line tools fuzzed argv and config files, and checks how each run
# ends: status 0, 1 or 2, never a signal (128 and up); on failure exactly one line on
# standard error and nothing on standard output; on success nothing on standard error.
#
#   bash Tools/cli-fuzz/cli-fuzz.sh BIN_DIR [RUNS] [SEED]
#
# BIN_DIR holds adaptive-demo, layout-benchmarks and gallery (a build's bin path; CI passes the
# debug build's).
# Each of RUNS rounds (200 by default) runs each tool once; SEED (1 by default) makes the rounds
# repeatable. Outputs (--svg, --html) go to a scratch folder. layout-benchmarks always gets
# --help or an unknown argument, so that no round starts measuring. Issue 15's reproducer
# (a waterfall of 9223372036854775807 columns) and its near-Int.max twin run first.
set -uo pipefail

bin="${1:?usage: cli-fuzz.sh BIN_DIR [RUNS] [SEED]}"
runs="${2:-200}"
RANDOM="${3:-1}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failures=0

# Config files: valid ones, issue 15's reproducers, extremes, broken JSON, binary noise.
configs=()
add_config() {
  local path="$scratch/config-${#configs[@]}.json"
  printf '%s' "$1" > "$path"
  configs+=("$path")
}
add_config '{"entries":[{"kind":"pins","provider":{"waterfall":{"columns":9223372036854775807,"itemHeights":[1]}}}]}'
add_config '{"entries":[{"kind":"pins","provider":{"waterfall":{"columns":9223372036854774784,"itemHeights":[1]}}}]}'
add_config '{"entries":[{"kind":"pins","provider":{"waterfall":{"columns":1000000000,"itemHeights":[1]}}}]}'
add_config '{"entries":[{"kind":"photos","provider":{"grid":{"columns":9223372036854774784}}}]}'
add_config '{"entries":[{"kind":"photos","provider":{"adaptiveGrid":{"minimumItemWidth":5e-324,"spacing":1e308}}}]}'
add_config '{"entries":[{"kind":"highlights","provider":{"carousel":{"groupWidthFraction":1e308}}}]}'
add_config '{"entries":[{"kind":"pins","provider":{"waterfall":{"minimumColumnWidth":1e-300,"itemHeights":[1e308,0,-0]}}}]}'
add_config '{"entries":[{"kind":"stories","minimumWidth":1e300,"provider":{"storyRing":{"diameter":1e300}}}]}'
add_config '{"entries":[{"kind":"stories","minimumWidth":-1e308,"provider":{"storyRing":{"diameter":5e-324}}}]}'
add_config '{"entries":[{"kind":"a\nb","provider":{"sparkle\u2028":{}}}]}'
add_config '{"entries":[{"kind":"inbox","provider":{"list":{"appearance":"insetGrouped"}}},{"kind":"photos","provider":{"grid":{"columns":3,"spacing":2}}},{"kind":"featured","provider":{"mosaic":{}}}]}'
add_config '{"entries": '
add_config "$(python3 -c 'print("{\"entries\":" + "[" * 100000 + "]" * 100000 + "}")')"
add_config ''
head -c 4096 /dev/urandom > "$scratch/noise.json"
configs+=("$scratch/noise.json" /dev/null /dev/zero / "$scratch/missing.json")

tokens=(--width --svg --html --config --list-providers --help -h --only -- - --width=375
  375 768 1024 1e5 100001 0 -1 nan inf 0x10 1e-300 9223372036854775807 grid diff snapshot
  selfsizing.1e9 "" " " $'a\nb' $'\u2028' $'\t' '%s%n' 'é́́')

pick() { local -n list=$1; printf '%s' "${list[RANDOM % ${#list[@]}]}"; }

# The gallery's words: examples, flags, key scripts good and bad, sizes at the edges.
gallery_tokens=(grid mountains-search emoji-explorer insertion-sort list-appearances quickcell
  "Emoji Explorer" nowhere --list --help --ascii --no-color --width --height --scale --keys
  --wireframe settings-wifi custom-cell-list item-badges
  0 1 19 20 200 1000 1001 -5 nan 0.5 100 "down /K2 enter" "tab right <resize 30x12> pgdn"
  "<hold j 50> S s end" "<resize 0x0>" "<wait 99999999>" "<hold>" "/" "q" $'\e[A' "" " ")

gallery_exports=(--svg --html)

# A random argv for the gallery; it runs headless, as standard output is never a terminal.
make_gallery_argv() {
  argv=()
  local count=$((RANDOM % 7))
  for ((i = 0; i < count; i++)); do
    case $((RANDOM % 6)) in
      0 | 1 | 2) argv+=("$(pick gallery_tokens)") ;;
      3) argv+=(--keys "$(pick gallery_tokens) $(pick gallery_tokens)") ;;
      4) argv+=(--width "$((RANDOM % 300 - 20))" --height "$((RANDOM % 100 - 5))") ;;
      5) argv+=("$(pick gallery_exports)" "$scratch/gallery-$i.out") ;;
    esac
  done
}

# A random argv: tokens, config paths, output paths in the scratch folder, noise.
make_argv() {
  argv=()
  local count=$((RANDOM % 6))
  for ((i = 0; i < count; i++)); do
    case $((RANDOM % 8)) in
      0 | 1 | 2) argv+=("$(pick tokens)") ;;
      3) argv+=(--config "$(pick configs)") ;;
      4) argv+=(--width "$((RANDOM % 2000 - 100))") ;;
      5) argv+=("$(pick tokens)" "$(pick tokens)") ;;
      6) argv+=("$(head -c $((RANDOM % 12 + 1)) /dev/urandom | tr -d '\0')") ;;
      7) argv+=("$(pick tokens)") ;;
    esac
  done
  # Whatever follows --svg or --html names the scratch folder.
  for ((i = 0; i < ${#argv[@]} - 1; i++)); do
    if [ "${argv[i]}" = --svg ] || [ "${argv[i]}" = --html ]; then
      argv[i + 1]="$scratch/out-$i"
    fi
  done
}

# Runs one tool and checks how it ended.
check() {
  local tool="$1"
  shift
  timeout 60 "$bin/$tool" "$@" > "$scratch/stdout" 2> "$scratch/stderr" < /dev/null
  local status=$?
  local lines
  lines=$(wc -l < "$scratch/stderr")
  local problem=""
  if [ "$status" -ge 124 ]; then
    problem="ended with status $status"
  elif [ "$status" -ne 0 ] && [ "$status" -ne 1 ] && [ "$status" -ne 2 ]; then
    problem="ended with status $status"
  elif [ "$status" -ne 0 ] && { [ "$lines" -ne 1 ] || [ -s "$scratch/stdout" ]; }; then
    problem="failed with $lines lines on standard error"
  elif [ "$status" -eq 0 ] && [ -s "$scratch/stderr" ]; then
    problem="succeeded with output on standard error"
  fi
  if [ -n "$problem" ]; then
    failures=$((failures + 1))
    printf '%s %s: %s\n' "$tool" "$(printf '%q ' "$@")" "$problem" >&2
    head -c 600 "$scratch/stderr" >&2
  fi
}

# Issue 15's reproducers first, then the random rounds.
check adaptive-demo --config "${configs[0]}"
check adaptive-demo --config "${configs[1]}" --width 375
for ((round = 0; round < runs; round++)); do
  make_argv
  check adaptive-demo "${argv[@]}"
  make_argv
  if [ $((RANDOM % 2)) -eq 0 ]; then argv+=(--help); else argv+=("--bogus-$RANDOM"); fi
  check layout-benchmarks "${argv[@]}"
  make_gallery_argv
  check gallery "${argv[@]}"
done
echo "cli-fuzz: $((3 * runs + 2)) runs, $failures failed"
[ "$failures" -eq 0 ]
