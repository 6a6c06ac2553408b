#!/usr/bin/env bash
# The request path in instructions: BenchmarkRequestPath's four handlers
# (Meridian's REST ping and net/http's, Meridian's GraphQL viewer and bare
# gqlgen's), each run under valgrind's callgrind, which counts the
# instructions the process executes. Unlike a time, the count barely moves
# with what else the machine is doing (two runs of the same code differ by
# a few hundred instructions a request: the runtime's own timers run for
# as long as a run lasts), so a change of a thousand shows; use it to
# compare builds, then bench/foundation.sh for what a change buys end to end.
#
# Each handler runs twice in its own process, for SHORT and for LONG
# requests; the difference of the two totals over LONG - SHORT is the
# count per request, without the process's start (Meridian's app, its
# migrations, the models' loading). The garbage collector is off
# (GOGC=off): when its cycles fall depends on the start's heap, which would
# add or take whole cycles between the two runs; what a request costs it
# follows its allocations, which `go test -benchmem` (bench/requestpath.sh)
# prints. Meridian's app is built in both processes of each handler (its
# jobs are not started).
#
# callgrind reports the CPU valgrind emulates: without SHA-NI, so the
# SHA-256 of a credential costs here about 2,900 instructions a request
# that a CPU with it spends a few hundred on.
#
#   bench/instructions.sh [SHORT, default 2000] [LONG, default 12000]
#   TOP=20 bench/instructions.sh    # also each Meridian handler's top 20 functions a request
set -euo pipefail
shopt -s inherit_errexit # a failure inside $(…) stops the script too
export LC_ALL=C
cd "$(dirname "$0")/.."
SHORT=${1:-2000}
LONG=${2:-12000}
[ "$LONG" -gt "$SHORT" ] || { echo "LONG ($LONG) must be more than SHORT ($SHORT)"; exit 1; }
for c in valgrind callgrind_annotate bc; do
  command -v $c >/dev/null || { echo "needs $c (apt-get install valgrind bc)"; exit 1; }
done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go test -c -pgo=off -o "$dir/bench.test" ./bench/cmd/benchserver

# count NAME N: runs sub-benchmark NAME for N requests under callgrind and
# prints its profile's path. Go's signal handling now and then trips
# valgrind (an assertion in its signal code): a run that ends without its
# totals is run again, up to five times.
count() {
  local out=$dir/$(echo "$1" | tr / -).$2
  for _ in 1 2 3 4 5; do
    rm -f "$out"
    # Asynchronous preemption is a signal per preemption: off, as valgrind
    # copes badly with them; one P keeps the count to one thread at a time.
    # No PATH: the app finds no tesseract, so it starts no child process
    # (whose signals valgrind trips over too); neither request reads a
    # document.
    if GOGC=off GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 PATH=/nonexistent "$(command -v valgrind)" --tool=callgrind --callgrind-out-file="$out" \
      "$dir/bench.test" -test.run '^$' -test.bench "^BenchmarkRequestPath\$/^$1\$" -test.benchtime "${2}x" \
      >"$out.log" 2>&1 && [ -s "$out" ]; then
      echo "$out"
      return
    fi
  done
  echo "callgrind failed five times on $1; the last log:" >&2
  tail -20 "$out.log" >&2
  exit 1
}
# functions FILE: each function's own instructions, "count name" a line
# (callgrind's names for the levels of a recursion, f'2 and so on, as f:
# which level does what differs between two runs).
functions() {
  callgrind_annotate --auto=no --show-percs=yes --threshold=100 "$1" | awk '
    /PROGRAM TOTALS/ {next}
    match($0, /^ *[0-9,]+ +\( *[0-9.]+%\) +/) {
      split(substr($0, 1, RLENGTH), head, " "); c = head[1]; gsub(",", "", c)
      f = substr($0, RLENGTH + 1); sub(/ \[.*\]$/, "", f); sub(/^[^:]*:/, "", f); sub(/\047[0-9]+$/, "", f)
      print c, f
    }'
}
# total FILE: the instructions of a whole run (callgrind's summary line).
total() { awk '/^summary:/ {print $2}' "$1"; }
# perrequest NAME: the instructions a request of NAME (the difference of
# the two runs' totals over the difference of their requests); its
# functions' own instructions a request go to NAME's .functions file.
perrequest() {
  local a b
  a=$(count "$1" "$SHORT")
  b=$(count "$1" "$LONG")
  [ -n "$(total "$a")" ] && [ -n "$(total "$b")" ] || { echo "no totals in $a or $b" >&2; exit 1; }
  { functions "$a" | sed 's/^/- /'; functions "$b" | sed 's/^/+ /'; } |
    awk -v n=$((LONG - SHORT)) '{s = ($1 == "+") ? 1 : -1; c = $2; $1 = ""; $2 = ""; sub(/^ +/, ""); d[$0] += s * c}
      END {for (f in d) printf "%.0f %s\n", d[f] / n, f}' | sort -rn > "$dir/$(echo "$1" | tr / -).functions"
  echo "($(total "$b") - $(total "$a")) / ($LONG - $SHORT)" | bc
}

declare -A n
for name in ping/meridian ping/net-http viewer/meridian viewer/gqlgen; do
  n[$name]=$(perrequest "$name")
done
echo "command: bench/instructions.sh $SHORT $LONG  (callgrind, GOGC=off, GOMAXPROCS=1, $(date -u +%F))"
printf '%-8s %16s %16s %8s\n' request "meridian instr" "baseline instr" ratio
printf '%-8s %16s %16s %8.2f\n' ping "${n[ping/meridian]}" "${n[ping/net-http]}" "$(echo "${n[ping/net-http]} / ${n[ping/meridian]}" | bc -l)"
printf '%-8s %16s %16s %8.2f\n' viewer "${n[viewer/meridian]}" "${n[viewer/gqlgen]}" "$(echo "${n[viewer/gqlgen]} / ${n[viewer/meridian]}" | bc -l)"
echo "(instructions a request, the test's own request building included on both sides; ratio: the baseline's over Meridian's)"
if [ -n "${TOP:-}" ]; then
  for name in ping/meridian viewer/meridian; do
    echo
    echo "$name: the top $TOP functions, own instructions a request"
    head -"$TOP" "$dir/$(echo "$name" | tr / -).functions"
  done
fi
