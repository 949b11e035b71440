#!/usr/bin/env bash
# Stops and removes the throwaway cluster scripts/postgres-de-teste.sh started (its data
# directory is the argument; nothing to do when empty).
set -u
DADOS=${1:-}
[ -n "$DADOS" ] && [ -f "$DADOS/PG_VERSION" ] || exit 0
BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")
if [ "$(id -u)" = "0" ]; then
  su postgres -c "'$BIN/pg_ctl' -D '$DADOS' -m immediate stop" >/dev/null 2>&1
else
  "$BIN/pg_ctl" -D "$DADOS" -m immediate stop >/dev/null 2>&1
fi
rm -rf "$DADOS"
