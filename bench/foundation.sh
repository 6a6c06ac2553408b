#!/usr/bin/env bash
# Foundation benchmark: Meridian's authenticated GET /v1/ping/project beside a
# bare net/http handler, and its GraphQL `viewer` query beside a bare gqlgen
# server answering the same query with constants (and, for scale, the bare
# server's one-field `{ hello }`). Each server runs alone in its own
# process; wrk (a second process) loads it; each round measures the bare
# servers and Meridian's builds (the bare servers first in odd rounds, last
# in even ones) and takes its own ratios; the ratios printed are the
# medians of the rounds'.
# Meridian runs as built with its profile (cmd/meridian/default.pgo) and,
# for what the profile buys, without it.
#
#   bench/foundation.sh [duration per run, default 5s] [rounds, default 3]
#   DATABASE_URL=postgres://… bench/foundation.sh    # Meridian on PostgreSQL
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh # healthy
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
  healthy "http://127.0.0.1:$2" $pid
}
stop() { kill "$pid"; wait "$pid" 2>/dev/null || true; }
# rps prints the requests per second wrk measured, and writes to $dir/cpu
# the server's CPU time per request in microseconds (user and system, from
# /proc): what each request costs the server, syscalls and scheduling
# included, beside what the load got out of it.
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
rps() {
  local t0 out
  t0=$(ticks)
  out=$(wrk -t2 -c"$CONNS" -d"$DUR" "$@")
  echo "$out" | awk -v t="$(( $(ticks) - t0 ))" -v hz="$(getconf CLK_TCK)" '/requests in/ && $1 > 0 {printf "%.2f\n", t * 1e6 / hz / $1}' > "$dir/cpu"
  echo "$out" | awk '/Requests\/sec/ {print $2}'
}
# cpu NAME appends the last run's CPU per request to the array NAME.
cpu() {
  local -n a=$1
  [ -s "$dir/cpu" ] || { echo "no requests served: no CPU per request" >&2; exit 1; }
  a+=("$(cat "$dir/cpu")")
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

VIEWER='{"query":"{ viewer { organization { id name mode } } }"}'
HELLO='{"query":"{ hello }"}'
declare -a m_ping m_viewer o_ping o_viewer b_ping b_gql b_hello r_ping r_viewer r_oping r_oviewer r_hello
declare -a c_mping c_mviewer c_bping c_bgql rc_ping rc_viewer
meridian_pgo() {
  BIN=$dir/pgo start meridian 18080
  m_ping+=("$(rps -H "Authorization: Bearer $KEY" http://127.0.0.1:18080/v1/ping/project)"); cpu c_mping
  m_viewer+=("$(BODY=$VIEWER KEY=$KEY rps -s bench/wrk/post.lua http://127.0.0.1:18080/graphql)"); cpu c_mviewer
  stop
}
meridian_off() {
  start meridian 18083
  o_ping+=("$(rps -H "Authorization: Bearer $KEY" http://127.0.0.1:18083/v1/ping/project)")
  o_viewer+=("$(BODY=$VIEWER KEY=$KEY rps -s bench/wrk/post.lua http://127.0.0.1:18083/graphql)")
  stop
}
bare() {
  start bare-http 18081
  b_ping+=("$(rps http://127.0.0.1:18081/v1/ping/project)"); cpu c_bping
  stop
  start bare-gqlgen 18082
  b_gql+=("$(BODY=$VIEWER rps -s bench/wrk/post.lua http://127.0.0.1:18082/)"); cpu c_bgql
  b_hello+=("$(BODY=$HELLO rps -s bench/wrk/post.lua http://127.0.0.1:18082/)")
  stop
}
ratio() { echo "$1 / $2" | bc -l; }
# Each round measures the bare servers and Meridian's two builds (the
# bare servers first in odd rounds, last in even ones) and takes its own
# ratios: a slow minute of the machine falls on both sides of a ratio. The
# ratios printed are the medians of the rounds'.
for r in $(seq "$ROUNDS"); do
  if [ $((r % 2)) = 1 ]; then bare; meridian_pgo; meridian_off; else meridian_off; meridian_pgo; bare; fi
  r_ping+=("$(ratio "${m_ping[-1]}" "${b_ping[-1]}")"); r_viewer+=("$(ratio "${m_viewer[-1]}" "${b_gql[-1]}")")
  r_oping+=("$(ratio "${o_ping[-1]}" "${b_ping[-1]}")"); r_oviewer+=("$(ratio "${o_viewer[-1]}" "${b_gql[-1]}")")
  r_hello+=("$(ratio "${m_viewer[-1]}" "${b_hello[-1]}")")
  rc_ping+=("$(ratio "${c_bping[-1]}" "${c_mping[-1]}")"); rc_viewer+=("$(ratio "${c_bgql[-1]}" "${c_mviewer[-1]}")")
  printf 'round %s: ping %.0f (without PGO %.0f) vs bare %.0f: %.2f; viewer %.0f (without PGO %.0f) vs bare gqlgen viewer %.0f (hello %.0f): %.2f\n' \
    "$r" "${m_ping[-1]}" "${o_ping[-1]}" "${b_ping[-1]}" "${r_ping[-1]}" "${m_viewer[-1]}" "${o_viewer[-1]}" "${b_gql[-1]}" "${b_hello[-1]}" "${r_viewer[-1]}" >&2
done
med() { printf '%s\n' "$@" | median; }
db=sqlite; [ -n "${DATABASE_URL:-}" ] && db=postgres
echo
echo "command: bench/foundation.sh $DUR $ROUNDS  (wrk -t2 -c$CONNS, Meridian on $db, $(nproc) cores, $(date -u +%F))"
echo "(requests/s are the medians of the rounds; a ratio is the median of the rounds' ratios)"
printf '%-34s %12s %12s %8s\n' "scenario" "meridian/s" "baseline/s" "ratio"
printf '%-34s %12.0f %12.0f %8.2f\n' "GET /v1/ping/project vs net/http" "$(med "${m_ping[@]}")" "$(med "${b_ping[@]}")" "$(med "${r_ping[@]}")"
printf '%-34s %12.0f %12.0f %8.2f\n' "GraphQL viewer vs bare gqlgen" "$(med "${m_viewer[@]}")" "$(med "${b_gql[@]}")" "$(med "${r_viewer[@]}")"
printf '%-34s %12.0f %12.0f %8.2f\n' "GraphQL viewer vs bare { hello }" "$(med "${m_viewer[@]}")" "$(med "${b_hello[@]}")" "$(med "${r_hello[@]}")"
printf '%-34s %12.0f %12.0f %8.2f\n' "ping without PGO vs net/http" "$(med "${o_ping[@]}")" "$(med "${b_ping[@]}")" "$(med "${r_oping[@]}")"
printf '%-34s %12.0f %12.0f %8.2f\n' "viewer without PGO vs bare gqlgen" "$(med "${o_viewer[@]}")" "$(med "${b_gql[@]}")" "$(med "${r_oviewer[@]}")"
echo
echo "server CPU per request, µs, with the profile (medians of the rounds; ratio: the baseline's over Meridian's, the"
echo "median of the rounds' own; the server process alone: PostgreSQL's CPU, with DATABASE_URL, is not counted)"
printf '%-34s %12.2f %12.2f %8.2f\n' "GET /v1/ping/project vs net/http" "$(med "${c_mping[@]}")" "$(med "${c_bping[@]}")" "$(med "${rc_ping[@]}")"
printf '%-34s %12.2f %12.2f %8.2f\n' "GraphQL viewer vs bare gqlgen" "$(med "${c_mviewer[@]}")" "$(med "${c_bgql[@]}")" "$(med "${rc_viewer[@]}")"
