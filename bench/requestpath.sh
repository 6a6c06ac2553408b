#!/usr/bin/env bash
# The request path without the connections: bench/foundation.sh's two
# comparisons (Meridian's authenticated REST ping beside bare net/http, its
# GraphQL viewer beside bare gqlgen), each handler called in one process
# (BenchmarkRequestPath in bench/cmd/benchserver). What it measures is the
# handlers' own work, which the connections' syscalls dilute in
# foundation.sh's figures; what it prints is each side's time and
# allocations per request and Meridian's throughput over the baseline's.
# Both are built as go test builds them, without cmd/meridian's profile
# (foundation.sh's first figures use it).
#
#   bench/requestpath.sh [count, default 5]    # runs of each, medians printed
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${1:-5}
out=$(go test -run '^$' -bench RequestPath -benchmem -count "$COUNT" ./bench/cmd/benchserver) || { echo "$out"; exit 1; }
echo "$out" | grep '^Benchmark'
echo
echo "command: bench/requestpath.sh $COUNT  (go test -bench RequestPath -count $COUNT, $(nproc) cores, $(date -u +%F))"
echo "$out" | awk '
  /^BenchmarkRequestPath\// {
    split($1, p, "/"); name = p[2] "/" p[3]; sub(/-[0-9]+$/, "", name)
    ns[name] = ns[name] " " $3; al[name] = $7
  }
  function median(s,   a, n, i, j, t) {
    n = split(s, a, " ")
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  END {
    printf "%-8s %14s %10s %14s %10s %8s\n", "request", "meridian ns", "allocs", "baseline ns", "allocs", "ratio"
    np = split("ping:net-http viewer:gqlgen", pairs, " ")
    for (i = 1; i <= np; i++) {
      split(pairs[i], q, ":")
      if (ns[q[1] "/meridian"] == "" || ns[q[1] "/" q[2]] == "") { print "no figures for " q[1]; exit 1 }
      m = median(ns[q[1] "/meridian"]); b = median(ns[q[1] "/" q[2]])
      printf "%-8s %14.0f %10d %14.0f %10d %8.2f\n", q[1], m, al[q[1] "/meridian"], b, al[q[1] "/" q[2]], b / m
    }
  }'
echo "(ratio: the baseline's time over Meridian's, i.e. Meridian's requests per second over the baseline's on one core)"
