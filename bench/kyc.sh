#!/usr/bin/env bash
# Verification flow benchmark: Meridian on PostgreSQL (a throwaway cluster)
# and on SQLite, each driven by bench/cmd/kycbench with complete flows at
# increasing concurrency, then 50 concurrent 10 MiB uploads. On PostgreSQL
# each level also runs against the floor (benchserver -kind bare-kyc: the
# same requests and storage work, one statement a request) and prints the
# ratio.
#
#   bench/kyc.sh [flows per level, default 300] [clients, default 1,8,32]
#   BLOBS=/dev/shm bench/kyc.sh    # blob store on tmpfs instead of disk (in a
#                                  # directory of its own there, removed at the end)
#   BIG=false bench/kyc.sh         # without the 10 MiB uploads
#   DBS=sqlite bench/kyc.sh        # one database only (postgres, sqlite)
#   ROUNDS=1 bench/kyc.sh          # rounds of Meridian and the floor at each
#                                  # level (default 3, alternating which goes
#                                  # first; the ratio is their median)
#
# After each level it prints the database work per flow (round trips and
# queries counted by the server; on PostgreSQL the statements, transactions
# and execution time from pg_stat_statements, and the top statements), and
# after each database Meridian's CPU profile over all levels.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
FLOWS=${1:-300}
CLIENTS=${2:-1,8,32}
bin=$(mktemp -d)
blobs=""; [ -n "${BLOBS:-}" ] && blobs=$(mktemp -d "$BLOBS/meridian-bench-blobs-XXXX")
trap 'kill ${spid:-} ${bpid:-} 2>/dev/null || true; wait ${spid:-} ${bpid:-} 2>/dev/null || true; pg_stop; rm -rf "$bin" ${blobs:+"$blobs"}' EXIT
go build -pgo="${PGO:-cmd/meridian/default.pgo}" -o "$bin/benchserver" ./bench/cmd/benchserver
go build -o "$bin/kycbench" ./bench/cmd/kycbench
pg_start
for db in ${DBS:-postgres sqlite}; do
  url=""; baseline=(); stats=(-debug http://127.0.0.1:18090)
  if [ $db = postgres ]; then
    url=$PG_URL
    stats+=(-stats-database "$PG_URL")
    # The floor: the same requests and storage work, one statement each.
    "$bin/benchserver" -kind bare-kyc -addr 127.0.0.1:18081 -database "$url" -blobs "$blobs" &
    bpid=$!
    baseline=(-baseline http://127.0.0.1:18081 -baseline-pid $bpid)
  fi
  "$bin/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$url" -blobs "$blobs" \
    -pprof 127.0.0.1:18090 -cpuprofile "$bin/cpu-$db.pprof" &
  spid=$!
  healthy http://127.0.0.1:18080 $spid
  "$bin/kycbench" -server http://127.0.0.1:18080 -pid $spid -flows "$FLOWS" -clients "$CLIENTS" -db $db -rounds "${ROUNDS:-3}" \
    "${baseline[@]}" "${stats[@]}" -big="${BIG:-true}"
  kill $spid ${bpid:-} 2>/dev/null || true; wait $spid ${bpid:-} 2>/dev/null || true
  bpid=""
  echo "Meridian's CPU profile on $db, every level (top entries by own time, then Meridian's and the libraries' by time with callees):"
  { go tool pprof -top -nodecount="${TOP:-25}" "$bin/benchserver" "$bin/cpu-$db.pprof" 2>/dev/null | sed -n '/flat%/,$p'
  go tool pprof -top -cum -nodecount=400 "$bin/benchserver" "$bin/cpu-$db.pprof" 2>/dev/null |
    grep -E 'meridian/internal/(kyc|blob|events|webhooks|keyring|auth|httpio|scrub)\.|uptrace/bun|pgdriver|modernc|gocloud|encoding/json|minio/sio|image/' | head -"${TOP:-25}"; } || true  # head may close the pipe early
  echo
done
echo "(the server, the load generator and PostgreSQL share $(nproc) cores; synchronous_commit=off)"
