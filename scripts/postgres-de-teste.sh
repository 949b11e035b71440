#!/usr/bin/env bash
# Prints the admin URL of the PostgreSQL that one `npm test` run uses, and on the second line the
# data directory to stop it with at the end, `postgres-de-teste.sh --parar <dir>` (empty when there
# is nothing to stop).
#
# With TEST_DATABASE_URL set, that server. Else a throwaway cluster of the run's own, started from
# the installed PostgreSQL binaries, in memory (/dev/shm) and without durability (fsync,
# synchronous_commit and full_page_writes off): every server test app gets a database copied from
# the run's seeded model, and on a durable server each copy and drop waits for the disk, most of
# a server test's time (docs/benchmarks.md, 'The test suite's time'). The data is thrown away with the run, so nothing
# is lost by not writing it safely. Without the binaries (a server in a container, say), the
# server on 127.0.0.1:5432 as scripts/ensure-postgres.sh finds or installs it.
set -euo pipefail
cd "$(dirname "$0")/.."

binarios() { ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1; }
# root cannot run PostgreSQL: the package's 'postgres' user does
como() {
  if [ "$(id -u)" = "0" ]; then su postgres -c "$1"; else bash -c "$1"; fi
}

if [ "${1:-}" = "--parar" ]; then
  DADOS=${2:-}
  [ -n "$DADOS" ] && [ -f "$DADOS/PG_VERSION" ] || exit 0
  como "'$(dirname "$(binarios)")/pg_ctl' -D '$DADOS' -m immediate stop" >/dev/null 2>&1
  rm -rf "$DADOS"
  exit 0
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  printf '%s\n\n' "$TEST_DATABASE_URL"
  exit 0
fi
if [ -z "$(binarios)" ]; then
  # installs Debian's package when nothing answers on 5432 (and we are root)
  bash scripts/ensure-postgres.sh >&2
fi
INITDB=$(binarios)
if [ -z "$INITDB" ]; then
  printf '%s\n\n' 'postgres://postgres@127.0.0.1:5432/postgres'
  exit 0
fi
BIN=$(dirname "$INITDB")

# /dev/shm when it has room (a container's is often 64 MB; a run holds the model and a few copies
# of 32 MB each, more while the journeys run), else the temporary folder on disk
BASE=/dev/shm
livre_kb=$(df -Pk "$BASE" 2>/dev/null | awk 'NR == 2 { print $4 }')
if [ ! -w "$BASE" ] || [ "${livre_kb:-0}" -lt 2097152 ]; then BASE=${TMPDIR:-/tmp}; fi
DADOS=$(mktemp -d "$BASE/retaguarda-pg-teste.XXXXXX")
[ "$(id -u)" = "0" ] && chown postgres:postgres "$DADOS"
como "'$BIN/initdb' -D '$DADOS' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync" >/dev/null

livre() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORTA=55432
while ! livre "$PORTA"; do PORTA=$((PORTA + 1)); done
como "'$BIN/pg_ctl' -D '$DADOS' -l '$DADOS/log' -w -o \"-p $PORTA -k '$DADOS' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null \
  || { echo "O PostgreSQL de teste não subiu; veja $DADOS/log" >&2; exit 1; }
printf 'postgres://postgres@127.0.0.1:%s/postgres\n%s\n' "$PORTA" "$DADOS"
