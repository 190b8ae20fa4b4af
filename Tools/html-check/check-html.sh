#!/usr/bin/env bash
# Opens an HTML page written by HTMLPageRenderer in headless Chromium at several widths
# (`#width=W` in the URL) and checks the DOM the browser rendered.
#
# Usage: check-html.sh PAGE WIDTH[=EXPECTED] WIDTH[=EXPECTED] [...]
#        check-html.sh --screen PAGE TEXT [...]
#   WIDTH      the width asked for in the URL hash (`#width=WIDTH`)
#   EXPECTED   the width step the page should show (the nearest step); defaults to WIDTH
#   TEXT       text the picture of a screen must show
#
# For each width it checks that `<body data-width>` and `#width-value` show EXPECTED, that
# `#providers` lists at least one section, that `#layout` holds at least one `<rect`, and
# that the page's script threw no uncaught error. With --screen (a page of one screen, as
# `gallery EXAMPLE --html` writes) it loads the page once and checks that it has a heading
# and the "Show frames" switch but no width slider, that `#layout` shows each TEXT in a
# `<text>`, and that the script threw no uncaught error.
#
# Environment: HTML_CHECK_BROWSER (a browser binary to use instead of searching PATH),
# HTML_CHECK_TIMEOUT (seconds per page load, default 60).
# Exit status: 0 all checks pass, 1 a check failed, 2 no browser found, 64 bad usage.
set -euo pipefail

usage() {
  echo "usage: $(basename "$0") PAGE WIDTH[=EXPECTED] WIDTH[=EXPECTED] [...]" >&2
  echo "       $(basename "$0") --screen PAGE TEXT [...]" >&2
  echo "  e.g. $(basename "$0") page.html 375 1024 1000=1024" >&2
  exit 64
}

screen=false
if [[ ${1:-} == --screen ]]; then
  screen=true
  shift
  [[ $# -ge 2 ]] || usage
elif [[ $# -lt 3 ]]; then
  usage
fi

page=$1
shift
if [[ ! -f $page || ! -r $page ]]; then
  echo "check-html: no readable page at $page" >&2
  exit 64
fi

number='^[0-9]+([.][0-9]+)?$'
$screen || for spec in "$@"; do
  if [[ ! ${spec%%=*} =~ $number || ! ${spec#*=} =~ $number ]]; then
    echo "check-html: '$spec' is not WIDTH or WIDTH=EXPECTED (non-negative numbers)" >&2
    usage
  fi
done

browser=${HTML_CHECK_BROWSER:-}
if [[ -z $browser ]]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
      browser=$candidate
      break
    fi
  done
fi
if [[ -z $browser ]] || ! command -v "$browser" >/dev/null 2>&1; then
  echo "check-html: no headless browser (chromium, chromium-browser, google-chrome);" \
    "run Tools/html-check/install-browser.sh" >&2
  exit 2
fi

timeout_seconds=${HTML_CHECK_TIMEOUT:-60}

# file:// URL of the page's absolute path, with the characters a URL path cannot hold as is
# percent-encoded.
absolute="$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
encoded=${absolute//%/%25}
encoded=${encoded// /%20}
encoded=${encoded//#/%23}
encoded=${encoded//\?/%3F}
url="file://$encoded"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
  echo "FAIL $*"
  exit 1
}

# Loads URL into DOM, the browser's messages into LOG, and fails LABEL when the browser
# fails, dumps nothing, or the page's script throws.
load() {
  local url=$1 dom=$2 log=$3 label=$4 profile=$5
  # A fresh profile per load: no first-run state, no lock left behind by an earlier load.
  local status=0
  timeout --kill-after=5 "$timeout_seconds" "$browser" \
    --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage \
    --no-first-run --no-default-browser-check --disable-extensions --disable-sync \
    --user-data-dir="$profile" --window-size=1400,1000 \
    --virtual-time-budget=5000 --enable-logging=stderr --v=0 \
    --dump-dom "$url" >"$dom" 2>"$log" || status=$?
  if [[ $status -ne 0 ]]; then
    echo "FAIL $label: $browser exited with status $status$([[ $status -eq 124 ]] &&
      echo " (timed out after ${timeout_seconds}s)"); its last messages:"
    grep -v -e dbus -e 'unexpected operator' "$log" | tail -n 10 || true
    exit 1
  fi
  if [[ ! -s $dom ]]; then
    fail "$label: $browser dumped no DOM"
  fi

  # The page's script must not have thrown: Chromium logs uncaught errors as CONSOLE lines.
  if grep -q 'CONSOLE.*Uncaught' "$log"; then
    fail "$label: the page's script threw: $(grep -m 1 'CONSOLE.*Uncaught' "$log" |
      sed 's/^.*CONSOLE[^"]*//')"
  fi
}

if $screen; then
  load "$url" "$work/dom.html" "$work/log.txt" "screen" "$work/profile"
  text=$(tr '\n' ' ' <"$work/dom.html")
  [[ $text == *'<h1>'* ]] || fail "screen: no <h1> heading"
  [[ $text == *'id="show-frames"'* ]] || fail "screen: no #show-frames switch"
  [[ $text != *'id="width-slider"'* ]] || fail "screen: a width slider on a page of one width"
  layout=${text#*id=\"layout\"}
  layout=${layout%%</svg>*}
  for shown in "$@"; do
    [[ $layout == *">$shown</text>"* ]] || fail "screen: #layout does not show \"$shown\""
  done
  echo "ok screen: a heading, the frames switch, no slider, $# text(s) shown in #layout"
  exit 0
fi

for spec in "$@"; do
  width=${spec%%=*}
  expected=${spec#*=}
  label="width=$width"
  if [[ $expected != "$width" ]]; then
    label="$label (nearest step $expected)"
  fi
  dom="$work/dom-$width.html"
  log="$work/log-$width.txt"

  load "$url#width=$width" "$dom" "$log" "$label" "$work/profile-$width"

  # One line, so that elements spread over several lines match.
  text=$(tr '\n' ' ' <"$dom")

  body_pattern='<body[^>]*[[:space:]]data-width="([^"]*)"'
  if [[ ! $text =~ $body_pattern ]]; then
    fail "$label: <body> has no data-width attribute"
  fi
  shown=${BASH_REMATCH[1]}
  if [[ $shown != "$expected" ]]; then
    fail "$label: <body data-width=\"$shown\">, expected \"$expected\"" \
      "(did the page's script run?)"
  fi

  value_pattern='<[a-z]+[^>]*[[:space:]]id="width-value"[^>]*>([^<]*)<'
  if [[ ! $text =~ $value_pattern ]]; then
    fail "$label: no #width-value element"
  fi
  value=${BASH_REMATCH[1]}
  if [[ $value != "$expected" ]]; then
    fail "$label: #width-value shows \"$value\", expected \"$expected\""
  fi

  if [[ $text != *'id="providers"'* ]]; then
    fail "$label: no #providers element"
  fi
  providers=${text#*id=\"providers\"}
  providers=${providers%%</ol>*}
  sections=$(grep -o '<li[ >][^<]*' <<<"$providers" | grep -c 'section' || true)
  if [[ $sections -lt 1 ]]; then
    fail "$label: #providers lists no section"
  fi
  item_pattern='<li[^>]*>([^<]*)'
  first_provider=""
  if [[ $providers =~ $item_pattern ]]; then
    first_provider=${BASH_REMATCH[1]}
  fi

  if [[ $text != *'id="layout"'* ]]; then
    fail "$label: no #layout element"
  fi
  layout=${text#*id=\"layout\"}
  layout=${layout%%</svg>*}
  rects=$(grep -o '<rect[[:space:]>]' <<<"$layout" | wc -l || true)
  if [[ $rects -lt 1 ]]; then
    fail "$label: #layout contains no <rect>"
  fi

  echo "ok $label: data-width=$shown, #width-value=$value," \
    "$sections section(s) in #providers ($first_provider, ...), $rects <rect> in #layout"
done
