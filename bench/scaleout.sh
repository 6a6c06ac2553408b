#!/usr/bin/env bash
# Scale-out: Meridian as one process and as two processes on one
# PostgreSQL, each time behind the same round-robin proxy (bench/cmd/rrproxy,
# loopback only), driven by the verification flows (kycbench) and the FX
# exchanges (fxbench). A flow's steps alternate between the processes, so
# each step may find another process's copy of its session stale; an
# exchange's quote may be made in one process and taken in the other. At
# the end it checks that nothing was lost: every flow's session approved,
# every exchange's ledger transaction balanced (fxbench verifies the
# ledger).
#
#   bench/scaleout.sh [flows and exchanges per level, default 600] [clients, default 8,32]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
N=${1:-600}
CLIENTS=${2:-8,32}
bin=$(mktemp -d)
blobs=$(mktemp -d)
pids=()
trap 'kill ${pids[@]:-} 2>/dev/null || true; wait ${pids[@]:-} 2>/dev/null || true; pg_stop; rm -rf "$bin" "$blobs"' EXIT
go build -pgo="${PGO:-cmd/meridian/default.pgo}" -o "$bin/benchserver" ./bench/cmd/benchserver
for cmd in rrproxy kycbench fxbench; do go build -o "$bin/$cmd" "./bench/cmd/$cmd"; done
pg_start
# The processes share the database, the blob store and the master key, as
# a deployment's would share PostgreSQL, object storage and its secrets.
MERIDIAN_ENCRYPTION_KEY=$(head -c 32 /dev/urandom | base64)
export MERIDIAN_ENCRYPTION_KEY
"$bin/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$PG_URL" -blobs "$blobs" & a=$!; pids+=($a)
healthy http://127.0.0.1:18080
"$bin/benchserver" -kind meridian -addr 127.0.0.1:18081 -database "$PG_URL" -blobs "$blobs" & pids+=($!)
healthy http://127.0.0.1:18081
flows=0
for backends in http://127.0.0.1:18080 http://127.0.0.1:18080,http://127.0.0.1:18081; do
  procs=$(tr ',' '\n' <<<"$backends" | wc -l)
  "$bin/rrproxy" -addr 127.0.0.1:18088 -backends "$backends" & proxy=$!; pids+=($proxy)
  healthy http://127.0.0.1:18088
  echo "== $procs Meridian process(es) behind the proxy"
  "$bin/kycbench" -server http://127.0.0.1:18088 -pid $a -flows "$N" -clients "$CLIENTS" -db "postgres, $procs process(es)" -big=false
  flows=$((flows + N * $(tr ',' '\n' <<<"$CLIENTS" | wc -l)))
  "$bin/fxbench" -database "$PG_URL" -server http://127.0.0.1:18088 -n "$N" -clients "$CLIENTS" -statements 0
  kill $proxy; wait $proxy 2>/dev/null || true
done
approved=$(pg_as "$PG_BIN/psql" "$PG_URL" -Atc "SELECT count(*) FROM sessions WHERE status = 'approved'")
echo "sessions approved: $approved of $flows flows"
[ "$approved" = "$flows" ] || { echo "flows were lost"; exit 1; }
echo "(the processes, the proxy, the load generators and PostgreSQL share $(nproc) cores; synchronous_commit=off;"
echo " CPU per flow is the first process's alone)"
