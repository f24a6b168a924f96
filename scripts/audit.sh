#!/usr/bin/env bash
# Production dependencies must have no high or critical advisories (`npm audit --omit=dev`).
# When the registry offers no advisory service (offline mirrors answer 405), say so plainly instead of passing
# silently or failing for a reason that is not ours.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(npm audit --omit=dev --audit-level=high --json 2>/dev/null)
code=$?
if [ $code -eq 0 ]; then
  echo "npm audit: no high or critical advisories in production dependencies"
  exit 0
fi
if printf '%s' "$out" | grep -q '"vulnerabilities"'; then
  npm audit --omit=dev --audit-level=high
  exit 1
fi
reason=$(printf '%s' "$out" | grep -m1 '"message"' | sed 's/.*"message": *"\(.*\)".*/\1/')
echo "npm audit: NOT CHECKED — the registry's advisory service is unavailable (${reason:-no answer})."
exit 0
