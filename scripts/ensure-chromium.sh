#!/usr/bin/env bash
# Browser tests use the system Chromium (no browser download from npm): Debian's chromium, and its headless shell,
# which the browser tests prefer (no window system or GPU process: journeys run faster on a small machine).
# Installs whichever of the two is missing.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]}…"
SUDO=''
if [ "$(id -u)" -ne 0 ]; then SUDO='sudo'; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
command -v chromium >/dev/null
command -v chromium-headless-shell >/dev/null
