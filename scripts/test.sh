#!/usr/bin/env bash
# `npm test`: the whole suite — static checks, unit tests, the AI agreement gates, the short soak, then the browser
# tests in the background while the API tests run on PGlite and on PostgreSQL. The browser tests spend much of their
# time waiting on the browser and leave a core mostly idle; the API tests' 30 s and 60 s limits leave room for
# sharing the cores, the unit tests' 5 s limits and the soak's timed checks do not, so those run alone first.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts, in seconds since the suite began, so a slow run shows where its time went.
step() { printf '\n\033[1m== %s\033[0m (at %ss)\n' "$1" "$SECONDS"; }
e2e_pid=''
e2e_log="$(mktemp -t talvio-e2e.XXXXXX)"
finish() {
  # A step that failed ends the suite: the browser tests still running are stopped, and what they had said is shown.
  if [ -n "$e2e_pid" ] && kill -0 "$e2e_pid" 2>/dev/null; then
    # Interrupted, Playwright stops its own server (started in a group of its own) before it exits.
    kill -INT "$e2e_pid" 2>/dev/null || true
    for _ in $(seq 1 30); do
      kill -0 "$e2e_pid" 2>/dev/null || break
      sleep 1
    done
    kill -- "-$e2e_pid" 2>/dev/null || true
    printf '\n== browser tests stopped with the suite; their output so far:\n'
    cat "$e2e_log"
  fi
  rm -f "$e2e_log"
  printf "\n== suite ended after %ss\n" "$SECONDS"
}
trap finish EXIT

step 'typecheck'
npm run --silent typecheck
step 'lint (Biome + import rules)'
npm run --silent lint
step 'production dependency advisories (npm audit --omit=dev)'
bash scripts/audit.sh
step 'unit tests'
npm run --silent test:unit
step 'interview evaluation agreement (labelled answers; fails on a regression below what the engine reached)'
npm run --silent eval:interviews -- --bar floor
step 'talent ranking against recruiters (labelled jobs and profiles; fails on a regression below what the engine reached)'
npm run --silent eval:ranking -- --bar floor
step 'résumé parsing agreement on the held-out résumés (generated with Chromium; fails on a regression)'
bash scripts/ensure-chromium.sh
# The gate is the held-out figure; the ten dev splits (about 3.5 min more) are for tuning: `npm run eval:resumes`.
npm run --silent eval:resumes -- --split holdout --bar floor
step 'soak (short): mixed load, a database outage and SIGTERM; exact rows afterwards'
bash scripts/ensure-postgres.sh
npm run --silent soak -- --ci

step 'browser tests (Playwright + Chromium): build the web app, then run them in the background'
npm run --silent build
# The runner itself (not npx), in a process group of its own, so a failure elsewhere can stop it and its browser.
set -m
node_modules/.bin/playwright test -c apps/web/playwright.config.ts >"$e2e_log" 2>&1 &
e2e_pid=$!
set +m

step 'API tests on PGlite (beside the browser tests)'
npm run --silent test:api
step 'API tests on PostgreSQL (beside the browser tests)'
npm run --silent test:api:pg
step 'browser tests: waiting for the run started above'
set +e
wait "$e2e_pid"
e2e_status=$?
set -e
e2e_pid=''
cat "$e2e_log"
exit "$e2e_status"
