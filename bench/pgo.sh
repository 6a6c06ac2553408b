#!/usr/bin/env bash
# Profile-guided optimisation: writes cmd/meridian/default.pgo, which `go build`
# applies to the meridian binary (and the benchmarks to benchserver).
#
# The profile is Meridian's own CPU profile, built without a profile, under
# the benchmarks' loads, one server process each:
#   - on SQLite, the authenticated REST ping and GraphQL's viewer (wrk, as
#     bench/foundation.sh loads them);
#   - on PostgreSQL (a throwaway cluster), verification flows (kycbench),
#     then FX exchanges, USD transfers and crypto withdrawals (their benches,
#     hot organization and spread).
# The two profiles are merged, so each load weighs by the CPU it used.
#
#   bench/pgo.sh [seconds of wrk per scenario, default 15] [flows/operations per level, default 300]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
SECS=${1:-15}
N=${2:-300}
KEY=sk_test_benchbenchbenchbench
command -v wrk >/dev/null || { echo "needs wrk (apt-get install wrk)"; exit 1; }
bin=$(mktemp -d)
trap 'kill ${spid:-} 2>/dev/null || true; wait ${spid:-} 2>/dev/null || true; pg_stop; rm -rf "$bin"' EXIT
go build -pgo=off -o "$bin/benchserver" ./bench/cmd/benchserver
for b in kycbench fxbench usdbench cryptobench; do go build -o "$bin/$b" "./bench/cmd/$b"; done

serve() { # profile database
  "$bin/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$2" -pprof 127.0.0.1:18090 -cpuprofile "$1" &
  spid=$!
  healthy http://127.0.0.1:18080 $spid
}
stop() { kill "$spid"; wait "$spid" 2>/dev/null || true; spid=""; }

serve "$bin/sqlite.pprof" ""
wrk -t2 -c50 -d"${SECS}s" -H "Authorization: Bearer $KEY" http://127.0.0.1:18080/v1/ping/project | grep Requests/sec
BODY='{"query":"{ viewer { organization { id name mode } } }"}' KEY=$KEY \
  wrk -t2 -c50 -d"${SECS}s" -s bench/wrk/post.lua http://127.0.0.1:18080/graphql | grep Requests/sec
stop

pg_start
serve "$bin/postgres.pprof" "$PG_URL"
"$bin/kycbench" -server http://127.0.0.1:18080 -pid "$spid" -flows "$N" -clients 8 -db postgres -big=false | tail -3
for b in fxbench usdbench cryptobench; do
  "$bin/$b" -database "$PG_URL" -server http://127.0.0.1:18080 -n "$N" -clients 8 -statements 0 | tail -3
done
stop

go tool pprof -proto "$bin/sqlite.pprof" "$bin/postgres.pprof" > "$bin/merged.pgo"
mv "$bin/merged.pgo" cmd/meridian/default.pgo
echo "wrote cmd/meridian/default.pgo ($(wc -c < cmd/meridian/default.pgo) bytes; command: bench/pgo.sh $SECS $N, $(nproc) cores, $(date -u +%F))"
go tool pprof -top -nodecount=15 cmd/meridian/default.pgo 2>/dev/null | sed -n '/flat%/,$p'
