#!/usr/bin/env bash
# Installs Debian's headless-capable Chromium when no browser that check-html.sh can use
# is on PATH; does nothing when one is. Needs root (or sudo) and Debian's package archive.
# Usage: install-browser.sh
set -euo pipefail

for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then
    echo "install-browser: $candidate is already installed ($(command -v "$candidate"))"
    exit 0
  fi
done

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-browser: no browser found and no apt-get to install one" >&2
  exit 1
fi

sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
  else
    echo "install-browser: no browser found; installing chromium needs root (or sudo)" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "install-browser: installing Debian's chromium"
if ! "${sudo_cmd[@]}" apt-get update -q >"$log" 2>&1; then
  echo "install-browser: apt-get update failed:" >&2
  tail -n 20 "$log" >&2
  exit 1
fi
if ! "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends chromium >"$log" 2>&1; then
  echo "install-browser: apt-get install chromium failed:" >&2
  tail -n 20 "$log" >&2
  exit 1
fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "install-browser: chromium installed but not on PATH" >&2
  exit 1
fi
echo "install-browser: installed $(chromium --version 2>/dev/null || echo chromium)"
