#!/usr/bin/env bash
# The PostgreSQL API tests need the server at TEST_DATABASE_URL (default: the local service). Start it if it is down.
set -euo pipefail
url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if pg_isready -d "$url" -q 2>/dev/null; then exit 0; fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  echo "PostgreSQL is not answering; starting the local cluster…"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  for _ in $(seq 1 30); do pg_isready -d "$url" -q && exit 0; sleep 1; done
fi
echo "PostgreSQL is not reachable at $url (set TEST_DATABASE_URL)." >&2
exit 1
