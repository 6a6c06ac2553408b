#!/usr/bin/env bash
# The console overview's queries on PostgreSQL: starts a throwaway cluster,
# Meridian on it, and bench/cmd/overviewbench, which seeds an organization
# with a year of history (1,000,000 sessions, 1,000,000 ledger entries) and
# times each overview query beside the plain viewer query, then prints the
# server's CPU profile of the whole overview at the last client count.
#
#   bench/overview.sh [requests per query, default 300] [clients, default 1,8]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
bin=$(mktemp -d)
trap 'kill ${spid:-} 2>/dev/null || true; wait ${spid:-} 2>/dev/null || true; pg_stop; rm -rf "$bin"' EXIT
pg_start
go build -pgo="${PGO:-cmd/meridian/default.pgo}" -o "$bin/benchserver" ./bench/cmd/benchserver
go build -o "$bin/overviewbench" ./bench/cmd/overviewbench
"$bin/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$PG_URL" -pprof 127.0.0.1:18090 &
spid=$!
healthy http://127.0.0.1:18080 $spid
"$bin/overviewbench" -database "$PG_URL" -server http://127.0.0.1:18080 -n "${1:-300}" -clients "${2:-1,8}" \
  -debug http://127.0.0.1:18090 -profile "$bin/overview.pprof"
echo "(synchronous_commit=off; the server and the load share $(nproc) cores with PostgreSQL)"
go tool pprof -top -nodecount="${TOP:-20}" "$bin/benchserver" "$bin/overview.pprof" 2>/dev/null | sed -n '/flat%/,$p' || true
