#!/usr/bin/env bash
# Subscription benchmark on PostgreSQL: Meridian on a throwaway cluster and
# bench/cmd/subbench with N verdictUpdated subscriptions.
#
#   bench/subscriptions.sh [subscriptions, default 5000] [status changes, default 300] [subscriptions per connection, default 1,50]
#   IDLE=0 bench/subscriptions.sh    # skip the second RSS reading (default: after 2m10s idle,
#                                    # past the runtime's forced collection every two minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
N=${1:-5000}
CHANGES=${2:-300}
PER_CONN=${3:-1,50}
IDLE=${IDLE:-2m10s}
bin=$(mktemp -d)
trap 'kill ${spid:-} 2>/dev/null || true; wait ${spid:-} 2>/dev/null || true; pg_stop; rm -rf "$bin"' EXIT
go build -pgo="${PGO:-cmd/meridian/default.pgo}" -o "$bin/benchserver" ./bench/cmd/benchserver
go build -o "$bin/subbench" ./bench/cmd/subbench
pg_start
for per in ${PER_CONN//,/ }; do
  "$bin/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$PG_URL" -pprof 127.0.0.1:18090 &
  spid=$!
  healthy http://127.0.0.1:18080 $spid
  "$bin/subbench" -server http://127.0.0.1:18080 -pid $spid -debug 127.0.0.1:18090 -n "$N" -changes "$CHANGES" -per-conn "$per" -idle "$IDLE"
  kill $spid; wait $spid 2>/dev/null || true
  echo
done
