#!/usr/bin/env bash
# npm test in two lanes at once. The browser journeys spend most of their time waiting for the
# page, so on two cores they leave a core mostly idle: the build and the journeys run beside the
# Vitest projects, which keep the cores busy. Every wait in the tests
# is for an event, so the shared cores slow them without making them fail. The journeys' output
# is printed after the first lane's, whole, so the two logs do not interleave. The server tests run
# twice: on SQLite in the first lane, on PostgreSQL in the second (`npm run test:vitest` runs all the
# Vitest projects in one go, for use on its own).
set -u
cd "$(dirname "$0")/.."

# Both lanes use one PostgreSQL, started (or installed) once, here, so two apt-get runs never race
# for dpkg's lock: a throwaway in-memory cluster of this run's own when the binaries are here
# (scripts/postgres-de-teste.sh says why), its URL handed to every test through TEST_DATABASE_URL.
postgres=$(bash scripts/postgres-de-teste.sh) || exit 1
TEST_DATABASE_URL=$(sed -n 1p <<<"$postgres")
dados_postgres=$(sed -n 2p <<<"$postgres")
export TEST_DATABASE_URL

log_navegador=$(mktemp)
log_verificacoes=$(mktemp)
trap 'rm -f "$log_navegador" "$log_verificacoes"; bash scripts/postgres-de-teste.sh --parar "$dados_postgres"' EXIT
# The second lane also takes the server tests on PostgreSQL once the journeys are done (the first
# lane's Vitest runs one file at a time, and without this the second core sat idle for its last
# six minutes), then the type check and the lint: with the PostgreSQL tests on a cluster in memory
# the second lane ended first, and these two moved there even the lanes out (docs/benchmarks.md,
# 'The test suite's time').
(
  npm run --silent test:e2e
  e2e=$?
  npx vitest run --project server-pg
  pg=$?
  npm run --silent typecheck && npm run --silent lint
  estatico=$?
  [ "$e2e" -eq 0 ] && [ "$pg" -eq 0 ] && [ "$estatico" -eq 0 ]
) >"$log_navegador" 2>&1 &
navegador_pid=$!

# The first lane's output is also kept, so a failure in it can be named again at the very end,
# where a reader of a long log (or of its tail only) looks.
npx vitest run --project unit --project server --project panel 2>&1 | tee "$log_verificacoes"
verificacoes=${PIPESTATUS[0]}

wait "$navegador_pid"
navegador=$?
echo
echo '=== testes de navegador, do servidor no PostgreSQL, tipos e lint (rodaram ao lado) ==='
cat "$log_navegador"

# What failed, in a few lines: Vitest's FAIL and × lines, TypeScript's errors and ESLint's, and
# from Vitest's error sections (Failed Suites: a file that could not load or whose beforeAll
# failed; Failed Tests; Unhandled Errors) each failure's message, the test line it stopped at and
# a journey's 'waiting for' locator (a CI log may be read by its tail only; the errors that passing
# tests log stay out: a section ends at the run's own summary, 'Test Files').
resumir_falhas() {
  sed -e 's/\x1b\[[0-9;]*m//g' "$1" |
    awk '/Failed (Suites|Tests) [0-9]+|Unhandled Errors/ { secao = 1 }
      /^ *Test Files / { secao = 0 }
      /^ *(FAIL|×) |error TS[0-9]+|^ +[0-9]+:[0-9]+ +error / { print; next }
      secao && /^[A-Za-z]*(Error|Exception)[A-Za-z]*: |❯ tests\/[^ ]+:[0-9]+|^ +- waiting for / { print }' |
    sed -E 's/^(.{400}).+/\1…/' | head -60
}
if [ "$verificacoes" -ne 0 ] || [ "$navegador" -ne 0 ]; then
  echo
  echo '=== resumo das falhas ==='
  resumir_falhas "$log_verificacoes"
  resumir_falhas "$log_navegador"
fi
[ "$verificacoes" -eq 0 ] || echo "FALHOU: testes unitários, do servidor no SQLite ou do painel (saída $verificacoes)" >&2
[ "$navegador" -eq 0 ] || echo "FALHOU: build, testes de navegador, do servidor no PostgreSQL, verificação de tipos ou lint (saída $navegador)" >&2
[ "$verificacoes" -eq 0 ] && [ "$navegador" -eq 0 ]
