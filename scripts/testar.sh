#!/usr/bin/env bash
# npm test in three streams at once, on two cores (docs/benchmarks.md, 'The test suite's time').
# The panel's tests (jsdom, whole screens rendered by React) are the longest piece of CPU work and
# run alone on one worker: a second worker slowed them (their imports go through Vitest's one main
# process) and the whole run with them. Beside them, one stream runs the unit tests and the server
# tests on SQLite, the build, then the browser journeys (three files at once, each with a server of
# its own); another runs the server tests on PostgreSQL, which wait on the database more than they
# compute, the journeys on PostgreSQL once the build is there, then the type check and the lint.
# (The journeys first, beside the server tests, measured slower: 10m38 against 9m25.)
# Every wait in the tests is for an event, so the shared cores slow them without making them fail.
# Each step's output is kept whole and printed after the panel's, so the logs do not interleave.
# `npm run test:vitest` runs all the Vitest projects in one go, for use on its own.
set -u
cd "$(dirname "$0")/.."

# Both lanes use one PostgreSQL, started (or installed) once, here, so two apt-get runs never race
# for dpkg's lock: a throwaway in-memory cluster of this run's own when the binaries are here
# (scripts/postgres-de-teste.sh says why), its URL handed to every test through TEST_DATABASE_URL.
# It serves the streams beside the panel's tests, so it runs at their priority (nice 10, below).
postgres=$(nice -n 10 bash scripts/postgres-de-teste.sh) || exit 1
TEST_DATABASE_URL=$(sed -n 1p <<<"$postgres")
dados_postgres=$(sed -n 2p <<<"$postgres")
export TEST_DATABASE_URL

logs=$(mktemp -d)
trap 'rm -rf "$logs"; bash scripts/postgres-de-teste.sh --parar "$dados_postgres"' EXIT
# Interrupted (Ctrl-C, or a CI's timeout), the whole run stops: the streams in the background
# ignore Ctrl-C by themselves and would go on against a stopped PostgreSQL.
trap "trap '' INT TERM; kill 0 2>/dev/null; exit 130" INT TERM
# Each step of the streams beside the panel writes its own log, and its exit code in a file beside
# it, written whole (a reader never sees it half-written).
passo() {
  local nome=$1 rc
  shift
  "$@" >"$logs/$nome.log" 2>&1
  rc=$?
  echo "$rc" >"$logs/$nome.rc.tmp" && mv "$logs/$nome.rc.tmp" "$logs/$nome.rc"
}
# A step passed only if its exit code on record is 0 (an empty or missing one is no pass).
passou() { [ "$(cat "$logs/$1.rc" 2>/dev/null)" = 0 ]; }
# The other streams run at a lower priority: the panel's tests are the longest part and use one
# core, so they get it whenever they can, and the rest (which waits on pages and databases much of
# the time) fills what they leave; at the same priority the panel's run grew by a good part
# (docs/benchmarks.md, 'The test suite's time').
# Chromium would raise itself back above it as root: tests/e2e/chromium-sem-prioridade.sh.
(
  renice -n 10 -p "$BASHPID" >/dev/null
  (
    passo servidor npx vitest run --project unit --project unit-isolated --project server
    passo preparo bash -c 'bash scripts/ensure-chromium.sh && npx vite build'
    if passou preparo; then passo jornadas npx vitest run --project e2e; fi
  ) &
  primeira=$!
  passo servidor-pg npx vitest run --project server-pg
  # the journeys on PostgreSQL need the build: they wait for it here (the other stream is longer)
  while [ ! -f "$logs/preparo.rc" ] && kill -0 "$primeira" 2>/dev/null; do sleep 1; done
  if passou preparo; then passo jornadas-pg npx vitest run --project e2e-pg; fi
  passo estatico bash -c 'npm run --silent typecheck && npm run --silent lint && npm run --silent deps'
  wait
) &
segunda_pid=$!

# The panel's output is shown as it comes and also kept, so a failure in it can be named again at
# the very end, where a reader of a long log (or of its tail only) looks. It runs in the background
# and is waited for, so an interruption is handled at once, not at its end.
set -o pipefail
npx vitest run --project panel --project panel-isolated 2>&1 | tee "$logs/painel.log" &
wait $!
painel=$?

wait "$segunda_pid"
PASSOS=(servidor preparo jornadas servidor-pg jornadas-pg estatico)
declare -A TITULOS=(
  [servidor]='testes unitários e do servidor no SQLite'
  [preparo]='Chromium e build do painel'
  [jornadas]='testes de navegador'
  [servidor-pg]='testes do servidor no PostgreSQL'
  [jornadas-pg]='testes de navegador no PostgreSQL'
  [estatico]='verificação de tipos, lint e dependências'
)
for p in "${PASSOS[@]}"; do
  [ -f "$logs/$p.log" ] || continue
  echo
  echo "=== ${TITULOS[$p]} (rodaram ao lado do painel) ==="
  cat "$logs/$p.log"
done

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
falhou=()
[ "$painel" -eq 0 ] || falhou+=("testes do painel (saída $painel)")
# A step that left no exit code did not finish. The journeys run only after a good build (a failed
# build is itself the failure named).
esperados=(servidor preparo servidor-pg estatico)
passou preparo && esperados+=(jornadas jornadas-pg)
for p in "${PASSOS[@]}"; do
  [[ " ${esperados[*]} " == *" $p "* ]] || continue
  if [ ! -f "$logs/$p.rc" ]; then
    falhou+=("${TITULOS[$p]} (não terminaram)")
  elif ! passou "$p"; then
    falhou+=("${TITULOS[$p]} (saída $(cat "$logs/$p.rc"))")
  fi
done
if [ "${#falhou[@]}" -gt 0 ]; then
  echo
  echo '=== resumo das falhas ==='
  resumir_falhas "$logs/painel.log"
  for p in "${PASSOS[@]}"; do
    [ -f "$logs/$p.log" ] && resumir_falhas "$logs/$p.log"
  done
  for f in "${falhou[@]}"; do echo "FALHOU: $f" >&2; done
  exit 1
fi
