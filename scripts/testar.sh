#!/usr/bin/env bash
# npm test in two lanes at once. The browser journeys spend most of their time waiting for the
# page, so on two cores they leave a core mostly idle: the build and the journeys run beside the
# type check, the lint and the Vitest projects, which keep the cores busy. Every wait in the tests
# is for an event, so the shared cores slow them without making them fail. The journeys' output
# is printed after the first lane's, whole, so the two logs do not interleave. The server tests run
# twice, on SQLite and on PostgreSQL (test:vitest calls ensure-postgres.sh first, as test:e2e calls
# ensure-chromium.sh).
set -u
cd "$(dirname "$0")/.."

# Both lanes use PostgreSQL: found or installed once, here, so two apt-get runs never race for
# dpkg's lock (each lane's own call then finds it answering).
bash scripts/ensure-postgres.sh || exit 1

log_navegador=$(mktemp)
trap 'rm -f "$log_navegador"' EXIT
npm run --silent test:e2e >"$log_navegador" 2>&1 &
navegador_pid=$!

npm run --silent typecheck && npm run --silent lint && npm run --silent test:vitest
verificacoes=$?

wait "$navegador_pid"
navegador=$?
echo
echo '=== testes de navegador (rodaram ao lado) ==='
cat "$log_navegador"

[ "$verificacoes" -eq 0 ] || echo "FALHOU: verificação de tipos, lint ou Vitest (saída $verificacoes)" >&2
[ "$navegador" -eq 0 ] || echo "FALHOU: build ou testes de navegador (saída $navegador)" >&2
[ "$verificacoes" -eq 0 ] && [ "$navegador" -eq 0 ]
