#!/usr/bin/env bash
# FX exchange benchmark on PostgreSQL: starts a throwaway cluster (Debian's
# PostgreSQL; as the postgres user when run as root), Meridian on it, and
# bench/cmd/fxbench, which drives POST /v1/fx beside a raw SQL baseline.
#
#   bench/fx.sh [exchanges per run, default 3000] [clients, default 8,32]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-3000}
CLIENTS=${2:-8,32}
bindir=$(ls -d /usr/lib/postgresql/*/bin | tail -1)
work=$(mktemp -d /tmp/meridian-fxbench-XXXX)
chmod 755 "$work"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$work"
port=$((20000 + RANDOM % 20000))
as_pg "$bindir/initdb" --no-sync -A trust -U postgres -D "$work/data" >/dev/null
as_pg "$bindir/pg_ctl" -w -D "$work/data" -l "$work/pg.log" \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work -c max_connections=300 -c shared_buffers=256MB -c synchronous_commit=off" start >/dev/null
cleanup() {
  [ -n "${spid:-}" ] && kill "$spid" 2>/dev/null && wait "$spid" 2>/dev/null
  as_pg "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
url="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
go build -o "$work/benchserver" ./bench/cmd/benchserver
go build -o "$work/fxbench" ./bench/cmd/fxbench
"$work/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$url" &
spid=$!
for _ in $(seq 100); do curl -s -o /dev/null http://127.0.0.1:18080/healthz && break; sleep 0.1; done
"$work/fxbench" -database "$url" -server http://127.0.0.1:18080 -n "$N" -clients "$CLIENTS"
echo "(synchronous_commit=off for both sides; the server and the load share $(nproc) cores with PostgreSQL)"
