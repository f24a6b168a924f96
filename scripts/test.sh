#!/usr/bin/env bash
# `npm test`: the whole suite — static checks, unit tests, API tests on PGlite and on PostgreSQL, the short soak,
# browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts, in seconds since the suite began, so a slow run shows where its time went.
step() { printf '\n\033[1m== %s\033[0m (at %ss)\n' "$1" "$SECONDS"; }
trap 'printf "\n== suite ended after %ss\n" "$SECONDS"' EXIT

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
step 'API tests on PGlite'
npm run --silent test:api
step 'API tests on PostgreSQL'
bash scripts/ensure-postgres.sh
npm run --silent test:api:pg
step 'soak (short): mixed load, a database outage and SIGTERM; exact rows afterwards'
npm run --silent soak -- --ci
step 'browser tests (Playwright + Chromium)'
npm run --silent test:e2e
