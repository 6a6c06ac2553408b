#!/usr/bin/env bash
# Foundation benchmark: Meridian's authenticated GET /v1/ping/project beside a
# bare net/http handler, and its GraphQL `viewer` query beside a bare gqlgen
# server answering the same query with constants (and, for scale, the bare
# server's one-field `{ hello }`). Each server runs alone in its own
# process; wrk (a second process) loads it; rounds interleave the servers so
# that machine noise hits all of them alike; the ratios use the medians.
# Meridian runs as built with its profile (cmd/meridian/default.pgo) and,
# for what the profile buys, without it.
#
#   bench/foundation.sh [duration per run, default 5s] [rounds, default 3]
#   DATABASE_URL=postgres://… bench/foundation.sh    # Meridian on PostgreSQL
set -euo pipefail
cd "$(dirname "$0")/.."
DUR=${1:-5s}
ROUNDS=${2:-3}
CONNS=${CONNS:-50}
KEY=sk_test_benchbenchbenchbench
command -v wrk >/dev/null || { echo "needs wrk (apt-get install wrk)"; exit 1; }
# Meridian is built as `go build` builds cmd/meridian: with the profile
# cmd/meridian/default.pgo (bench/pgo.sh); the same code without it, and the
# bare servers, are built with -pgo=off.
dir=$(mktemp -d)
trap 'kill ${pid:-} 2>/dev/null || true; rm -rf "$dir"' EXIT
go build -pgo=cmd/meridian/default.pgo -o "$dir/pgo" ./bench/cmd/benchserver
go build -pgo=off -o "$dir/off" ./bench/cmd/benchserver
bin=$dir/off

start() { # kind port
  local bin=${BIN:-$bin}
  "$bin" -kind "$1" -addr "127.0.0.1:$2" -database "${DATABASE_URL:-}" &
  pid=$!
  for _ in $(seq 100); do curl -fs -o /dev/null "http://127.0.0.1:$2/" 2>/dev/null && break
    curl -s -o /dev/null "http://127.0.0.1:$2/" && break; sleep 0.1; done
}
stop() { kill "$pid"; wait "$pid" 2>/dev/null || true; }
rps() { wrk -t2 -c"$CONNS" -d"$DUR" "$@" | awk '/Requests\/sec/ {print $2}'; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

VIEWER='{"query":"{ viewer { organization { id name mode } } }"}'
HELLO='{"query":"{ hello }"}'
declare -a m_ping m_viewer o_ping o_viewer b_ping b_gql b_hello
for r in $(seq "$ROUNDS"); do
  BIN=$dir/pgo start meridian 18080
  m_ping+=("$(rps -H "Authorization: Bearer $KEY" http://127.0.0.1:18080/v1/ping/project)")
  m_viewer+=("$(BODY=$VIEWER KEY=$KEY rps -s bench/wrk/post.lua http://127.0.0.1:18080/graphql)")
  stop
  start meridian 18083
  o_ping+=("$(rps -H "Authorization: Bearer $KEY" http://127.0.0.1:18083/v1/ping/project)")
  o_viewer+=("$(BODY=$VIEWER KEY=$KEY rps -s bench/wrk/post.lua http://127.0.0.1:18083/graphql)")
  stop
  start bare-http 18081
  b_ping+=("$(rps http://127.0.0.1:18081/v1/ping/project)")
  stop
  start bare-gqlgen 18082
  b_gql+=("$(BODY=$VIEWER rps -s bench/wrk/post.lua http://127.0.0.1:18082/)")
  b_hello+=("$(BODY=$HELLO rps -s bench/wrk/post.lua http://127.0.0.1:18082/)")
  stop
  echo "round $r: ping ${m_ping[-1]} (without PGO ${o_ping[-1]}) vs bare ${b_ping[-1]}; viewer ${m_viewer[-1]} (without PGO ${o_viewer[-1]}) vs bare gqlgen viewer ${b_gql[-1]} (hello ${b_hello[-1]})" >&2
done
mp=$(printf '%s\n' "${m_ping[@]}" | median); bp=$(printf '%s\n' "${b_ping[@]}" | median)
mv=$(printf '%s\n' "${m_viewer[@]}" | median); bg=$(printf '%s\n' "${b_gql[@]}" | median)
op=$(printf '%s\n' "${o_ping[@]}" | median); ov=$(printf '%s\n' "${o_viewer[@]}" | median)
bh=$(printf '%s\n' "${b_hello[@]}" | median)
db=sqlite; [ -n "${DATABASE_URL:-}" ] && db=postgres
echo
echo "command: bench/foundation.sh $DUR $ROUNDS  (wrk -t2 -c$CONNS, Meridian on $db, $(nproc) cores, $(date -u +%F))"
printf '%-34s %12s %12s %8s\n' "scenario" "meridian/s" "baseline/s" "ratio"
printf '%-34s %12.0f %12.0f %8.2f\n' "GET /v1/ping/project vs net/http" "$mp" "$bp" "$(echo "$mp / $bp" | bc -l)"
printf '%-34s %12.0f %12.0f %8.2f\n' "GraphQL viewer vs bare gqlgen" "$mv" "$bg" "$(echo "$mv / $bg" | bc -l)"
printf '%-34s %12.0f %12.0f %8.2f\n' "GraphQL viewer vs bare { hello }" "$mv" "$bh" "$(echo "$mv / $bh" | bc -l)"
printf '%-34s %12.0f %12.0f %8.2f\n' "ping without PGO vs net/http" "$op" "$bp" "$(echo "$op / $bp" | bc -l)"
printf '%-34s %12.0f %12.0f %8.2f\n' "viewer without PGO vs bare gqlgen" "$ov" "$bg" "$(echo "$ov / $bg" | bc -l)"
