#!/bin/sh
# Make sure Debian's Chromium is installed for the browser tests (tests/browser).
# Idempotent: exits at once when /usr/bin/chromium exists. Uses sudo only when not root.
# The tests drive this browser through Playwright; never `playwright install`.
set -eu

if [ -x /usr/bin/chromium ]; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "ensure-chromium: /usr/bin/chromium is missing and this is not root (no sudo either)." >&2
    echo "ensure-chromium: install it with: apt-get update && apt-get install -y chromium" >&2
    exit 1
fi

echo "ensure-chromium: installing Debian's chromium package" >&2
$SUDO apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium

if [ ! -x /usr/bin/chromium ]; then
    echo "ensure-chromium: apt finished but /usr/bin/chromium is still missing" >&2
    exit 1
fi
