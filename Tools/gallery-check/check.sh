#!/usr/bin/env bash
# Runs the real gallery binary in tmux, as a person would, and asserts what the screen shows
# after each category's keys: rows scrolled, a page turned, the search narrowing the list, a
# sort step changing the order, Wi-Fi off hiding the networks, an outline expanded, a swipe
# revealing its action, the column count changing with a window resize; and the terminal
# given back (cooked mode, cursor shown, alternate screen left) after q, Ctrl-C and SIGTERM.
# Installs Debian's tmux when missing.
#
#   bash Tools/gallery-check/check.sh BIN_DIR
set -uo pipefail

bin="${1:?usage: check.sh BIN_DIR}/gallery"
[ -x "$bin" ] || { echo "gallery-check: no gallery at $bin" >&2; exit 1; }

if ! command -v tmux >/dev/null 2>&1; then
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  echo "gallery-check: installing Debian's tmux"
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q tmux >/dev/null
fi

# A tmux server per run of the gallery, so that one ending never races the next starting.
run=0
socket="gallery-check-$$-$run"
failures=0
tmux_() { tmux -L "$socket" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true' EXIT

# Starts the gallery with ARGS in a WIDTHxHEIGHT window; the shell around it reports
# whether the terminal's modes came back as they were.
start() {
  local size="$1"
  shift
  tmux_ kill-server 2>/dev/null || true
  run=$((run + 1))
  socket="gallery-check-$$-$run"
  tmux_ new-session -d -s gallery -x "${size%x*}" -y "${size#*x}" \
    "before=\$(stty -g); $bin $*; status=\$?; after=\$(stty -g);
     [ \"\$before\" = \"\$after\" ] && echo MODES-RESTORED; echo EXITED \$status; sleep 60"
  tmux_ set-option -t gallery status off >/dev/null
  settle
}

settle() { sleep "${1:-0.8}"; }
# Sends each key after the last one's motion settled, as a person reading the screen would.
keys() {
  local key
  for key in "$@"; do
    tmux_ send-keys -t gallery "$key"
    settle 0.5
  done
}
screen() { tmux_ capture-pane -p -t gallery; }
# The screen with its colours, as escape sequences.
colors() { tmux_ capture-pane -e -p -t gallery; }

expect() {
  local what="$1" pattern="$2"
  if screen | grep -qE -- "$pattern"; then
    echo "ok: $what"
  else
    echo "FAIL: $what (no /$pattern/ on screen)" >&2
    screen >&2
    failures=$((failures + 1))
  fi
}

refute() {
  local what="$1" pattern="$2"
  if screen | grep -qE -- "$pattern"; then
    echo "FAIL: $what (/$pattern/ still on screen)" >&2
    screen >&2
    failures=$((failures + 1))
  else
    echo "ok: $what"
  fi
}

# The terminal after the gallery ended: modes restored, alternate screen left, cursor shown.
expect_restored() {
  local how="$1"
  settle
  expect "$how: the shell saw its terminal modes back" "MODES-RESTORED"
  expect "$how: the gallery ended" "EXITED"
  if [ "$(tmux_ display-message -p -t gallery '#{alternate_on}')" = 0 ]; then
    echo "ok: $how: the alternate screen was left"
  else
    echo "FAIL: $how: still on the alternate screen" >&2
    failures=$((failures + 1))
  fi
  if [ "$(tmux_ display-message -p -t gallery '#{cursor_flag}')" = 1 ]; then
    echo "ok: $how: the cursor is shown"
  else
    echo "FAIL: $how: the cursor is hidden" >&2
    failures=$((failures + 1))
  fi
}

echo "== home screen and compositional layout"
start 80x24
expect "the home screen lists the categories" "Compositional Layout +▾"
keys Down Down Enter
expect "Enter opens Grid" "Gallery › Grid"
expect "the grid shows its first row" "│ +0 +│"
keys PageDown
refute "a page down turned the page" "│ +0 +│"
tmux_ send-keys -t gallery j j
settle 1.5
expect "j j, pressed quickly, flung further" "│ +[3-9][0-9] +│"
keys Escape
expect "Esc goes back home" "Compositional Layout"
keys q
expect_restored "q"

echo "== adaptive sections follow a resize"
start 40x30 adaptive-sections
keys j j j
# The items on the line that shows the second section's first item, 10: narrow cells are
# too short for a box at 26 pt a line, so count their numbers.
narrow=$(screen | grep -m1 ' 10 ' | grep -oE '[0-9]+' | wc -l)
tmux_ resize-window -t gallery -x 120 -y 30
settle
keys j
wide=$(screen | grep -m1 ' 10 ' | grep -oE '[0-9]+' | wc -l)
if [ "$narrow" -eq 5 ] && [ "$wide" -eq 10 ]; then
  echo "ok: five columns at 40 characters, ten at 120 after the resize"
else
  echo "FAIL: columns $narrow at 40 and $wide at 120 (wanted 5 and 10)" >&2
  failures=$((failures + 1))
fi
tmux_ resize-window -t gallery -x 15 -y 8
settle
expect "a window smaller than 20 × 10 shows a message" "^Window too"
tmux_ send-keys -t gallery C-c
expect_restored "Ctrl-C"

echo "== orthogonal section behaviors"
start 60x30 orthogonal-section-behaviors
# The sample's third section pages; its cells read "section, item".
keys Tab Tab Tab
expect "Tab focused the paging row" "row 2 \\(paging\\)"
expect "the paging row starts at item 0" "│ +2, 0 +│"
keys Right
settle
refute "→ turned the page" "│ +2, 0 +│"
tmux_ kill-session -t gallery 2>/dev/null || true

echo "== diffable data source"
start 60x20 mountains-search
# The sample's grid shows names alone, sorted by name.
expect "every mountain at first" "Aconcagua"
tmux_ send-keys -t gallery / K 2
settle
expect "the search shows K2" "^ +K2 *$"
refute "the search hid Aconcagua" "Aconcagua"
keys Escape q
start 60x20 insertion-sort
# The sample's nodes are cells filled with their colour and no text: the order shows only in
# the colours, so these captures keep them.
before=$(colors)
keys s s s
after=$(colors)
if [ "$before" != "$after" ]; then
  echo "ok: sort steps changed the order"
else
  echo "FAIL: the order did not change after s s s" >&2
  failures=$((failures + 1))
fi
keys S
# Sorted, every row shows the same background colours in the same order (tmux repeats the
# foreground on some lines only, so that is left out); fresh rows follow a second later on
# the gallery's clock, so the screen is polled for it.
sorted=0
for _ in $(seq 1 40); do
  rows=$(colors | grep '▏' | sed -E $'s/\x1b\\[(38;5;[0-9]+|39)m//g' | sort -u | wc -l)
  if [ "$rows" -eq 1 ]; then
    sorted=1
    break
  fi
  sleep 0.25
done
if [ "$sorted" -eq 1 ]; then
  echo "ok: S sorted every row"
else
  echo "FAIL: S did not sort every row" >&2
  failures=$((failures + 1))
fi
keys q
# Scans run every 2 s on the real clock, so the checks name no network that a scan may take.
start 60x40 settings-wifi
expect "Wi-Fi lists the networks in range" "Networks"
expect "the switch reads on" "Wi-Fi +\\[on \\]"
keys Space
expect "space turned the switch off" "Wi-Fi +\\[off\\]"
refute "Wi-Fi off hiding the networks" "Networks|ⓘ ›|✓"
keys Space
expect "space again brought the networks back" "Networks"
before=$(screen | grep 'ⓘ ›')
keys r
after=$(screen | grep 'ⓘ ›')
if [ -n "$before" ] && [ "$before" != "$after" ]; then
  echo "ok: r rescanned and changed the networks"
else
  echo "FAIL: the networks did not change after r" >&2
  failures=$((failures + 1))
fi
keys Down Down Down Enter
expect "Enter joined a network, the former one listed again" "Home Network +ⓘ ›"
refute "the checkmark left Home Network" "Home Network +✓"
keys q

echo "== outlines and swipes"
start 60x30 emoji-explorer
expect "the outline starts collapsed" "Smileys +▸"
keys Down Down Enter
expect "↓ left the recents row and Enter expanded a category" "Smileys +▾"
keys End Down Right
expect "→ revealed the favourite action" "★ Star"
keys Enter
expect "Enter starred the row" "[a-z] +★ *$"
keys Home
tmux_ kill-session -t gallery 2>/dev/null || true
start 60x30 list-appearances
keys Down Enter
expect "Enter collapsed the outline" "Section 0 +▸"
keys Enter
expect "Enter expanded it again" "Section 0 +▾"
keys Space
# The sample's appearance button goes plain, sidebarPlain, sidebar, grouped, insetGrouped.
expect "space turned to the next appearance" "List Appearances: sidebarPlain"
pid=$(tmux_ display-message -p -t gallery '#{pane_pid}')
pkill -TERM -P "$pid" -x gallery || true
expect_restored "SIGTERM"

echo "== articles"
start 60x16 quickcell
keys Tab Right
settle 3
expect "→ rested the next group at the leading edge, ◀ ▶ marking the row" "^◀ │ +2 +│.*▶$"
keys q

if [ "$failures" -gt 0 ]; then
  echo "gallery-check: $failures failed" >&2
  exit 1
fi
echo "gallery-check: every check passed"
