#!/usr/bin/env bash
# The E2E suite drives Debian's Chromium, never a downloaded browser build.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
  exit 0
fi
echo "E2E tests need Chromium at $CHROMIUM. Install it with: sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to another Chromium binary)" >&2
exit 1
