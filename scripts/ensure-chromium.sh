#!/usr/bin/env bash
# The end-to-end tests use Debian's Chromium (browsers are never downloaded by npm packages here).
# Installs it with apt-get when it is missing and we may; otherwise says exactly what to do.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
      echo "Chromium is missing: run 'apt-get install chromium' as root, or set CHROMIUM_PATH." >&2; exit 1
    fi
  fi
  echo "Installing Chromium (Debian package) for the end-to-end tests..."
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing: install it with your package manager, or set CHROMIUM_PATH to a Chromium/Chrome binary." >&2
exit 1
