#!/usr/bin/env bash
# FX exchange benchmark on PostgreSQL: starts a throwaway cluster, Meridian
# on it, and bench/cmd/fxbench, which drives POST /v1/fx beside a raw SQL
# baseline.
#
#   bench/fx.sh [exchanges per run, default 3000] [clients, default 8,32]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
N=${1:-3000}
CLIENTS=${2:-8,32}
bin=$(mktemp -d)
trap 'kill ${spid:-} 2>/dev/null || true; wait ${spid:-} 2>/dev/null || true; pg_stop; rm -rf "$bin"' EXIT
pg_start
go build -o "$bin/benchserver" ./bench/cmd/benchserver
go build -o "$bin/fxbench" ./bench/cmd/fxbench
"$bin/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$PG_URL" &
spid=$!
for _ in $(seq 100); do curl -s -o /dev/null http://127.0.0.1:18080/healthz && break; sleep 0.1; done
"$bin/fxbench" -database "$PG_URL" -server http://127.0.0.1:18080 -n "$N" -clients "$CLIENTS"
echo "(synchronous_commit=off for both sides; the server and the load share $(nproc) cores with PostgreSQL)"
