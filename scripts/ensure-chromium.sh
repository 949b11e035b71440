#!/usr/bin/env bash
# The browser tests drive Debian's Chromium through playwright-core; nothing downloads a browser.
# Installs the package when it is missing and we are root, otherwise says exactly what to run.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium não encontrado em $CHROMIUM: instalando o pacote Debian 'chromium'..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Os testes de navegador precisam do Chromium do Debian em $CHROMIUM." >&2
echo "Instale com: sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
