#!/usr/bin/env bash
# The server tests run on PostgreSQL too (the server-pg Vitest project). They use
# TEST_DATABASE_URL when set; else a server on 127.0.0.1:5432 that lets user postgres in without
# a password. When none answers there and we are root, installs Debian's 'postgresql' package and
# starts a throwaway cluster on that port with trust authentication; otherwise says exactly what
# to run. Like ensure-chromium.sh, nothing is downloaded but through apt.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exit 0
fi
PORTA=5432
responde() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -q -h 127.0.0.1 -p "$PORTA" -U postgres
  else
    (exec 3<>"/dev/tcp/127.0.0.1/$PORTA") 2>/dev/null
  fi
}
if responde; then
  exit 0
fi
DADOS="${POSTGRES_TESTE_DIR:-/tmp/retaguarda-postgres}"
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "PostgreSQL não encontrado: instalando o pacote Debian 'postgresql'..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
  fi
  BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
  # A cluster of its own, owned by the 'postgres' system user the package creates, with trust
  # authentication on loopback: it exists only for the tests and is thrown away with /tmp.
  if [ ! -f "$DADOS/PG_VERSION" ]; then
    mkdir -p "$DADOS"
    chown postgres:postgres "$DADOS"
    su postgres -c "$BIN/initdb -D '$DADOS' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8" >/dev/null
  fi
  su postgres -c "$BIN/pg_ctl -D '$DADOS' -l '$DADOS/log' -w -o '-p $PORTA -k /tmp -c listen_addresses=127.0.0.1' start" >/dev/null
  responde && exit 0
  echo "O PostgreSQL instalado não subiu; veja $DADOS/log" >&2
  exit 1
fi
echo "Os testes do servidor rodam também no PostgreSQL, e nenhum responde em 127.0.0.1:$PORTA." >&2
echo "Aponte TEST_DATABASE_URL=postgres://usuario:senha@host:porta/banco para um servidor seu, ou instale e suba um local:" >&2
echo "  sudo apt-get update && sudo apt-get install -y postgresql" >&2
echo "  sudo -u postgres /usr/lib/postgresql/*/bin/initdb -D /tmp/retaguarda-postgres -U postgres --auth=trust" >&2
echo "  sudo -u postgres /usr/lib/postgresql/*/bin/pg_ctl -D /tmp/retaguarda-postgres -l /tmp/retaguarda-postgres/log -o '-p $PORTA -k /tmp -c listen_addresses=127.0.0.1' start" >&2
exit 1
