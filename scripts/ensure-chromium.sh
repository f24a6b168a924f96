#!/usr/bin/env bash
# Browser tests use the system Chromium (no browser download from npm). Installs Debian's package when missing.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Chromium is not installed; installing Debian's chromium package…"
SUDO=''
if [ "$(id -u)" -ne 0 ]; then SUDO='sudo'; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
command -v chromium >/dev/null
