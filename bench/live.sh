#!/usr/bin/env bash
# Live checks beside the flows: the same workflow (passport, selfie, face
# match) through Meridian on PostgreSQL, decided in live mode by the builtin
# drivers (Tesseract and the face networks, in the server's process) and
# in test mode by the mocks, with bench/cmd/livebench. Each mode has a
# server of its own (bootstrapped with a live or a test key).
#
#   bench/live.sh [flows per level, default 40] [clients, default 1,2]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
FLOWS=${1:-40}
CLIENTS=${2:-1,2}
bin=$(mktemp -d)
trap 'kill ${spid:-} 2>/dev/null || true; wait ${spid:-} 2>/dev/null || true; pg_stop; rm -rf "$bin"' EXIT
go build -pgo="${PGO:-cmd/meridian/default.pgo}" -o "$bin/benchserver" ./bench/cmd/benchserver
go build -o "$bin/livebench" ./bench/cmd/livebench
pg_start
for key in sk_live_benchbenchbenchbench sk_test_benchbenchbenchbench; do
  "$bin/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$PG_URL" -key $key &
  spid=$!
  healthy http://127.0.0.1:18080 $spid
  "$bin/livebench" -server http://127.0.0.1:18080 -key $key -pid $spid -flows "$FLOWS" -clients "$CLIENTS"
  kill $spid; wait $spid 2>/dev/null || true
done
echo "(the server, the load generator and PostgreSQL share $(nproc) cores)"
