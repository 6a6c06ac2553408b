# Sourced by the benchmark scripts: pg_start starts a throwaway PostgreSQL
# cluster (Debian's binaries; as the postgres user when run as root) and
# sets PG_URL; it is stopped and removed when the script exits.
pg_start() {
  local bindir
  bindir=$(ls -d /usr/lib/postgresql/*/bin | tail -1)
  PG_WORK=$(mktemp -d /tmp/meridian-bench-pg-XXXX)
  chmod 755 "$PG_WORK"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_WORK"
  local port=$((20000 + RANDOM % 20000))
  pg_as "$bindir/initdb" --no-sync -A trust -U postgres -D "$PG_WORK/data" >/dev/null
  pg_as "$bindir/pg_ctl" -w -D "$PG_WORK/data" -l "$PG_WORK/pg.log" \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_WORK -c max_connections=300 -c shared_buffers=256MB -c synchronous_commit=off -c shared_preload_libraries=pg_stat_statements ${PG_OPTS:-}" start >/dev/null
  PG_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
  PG_BIN=$bindir
}
# healthy URL [PID]: waits up to 10 s for the server at URL to answer its
# /healthz (and, given PID, for that process to be the one still running);
# stops the script when it does not.
healthy() {
  for _ in $(seq 100); do
    { [ -z "${2:-}" ] || kill -0 "$2" 2>/dev/null; } && curl -s -o /dev/null "$1/healthz" && return 0
    sleep 0.1
  done
  echo "no answer from $1" >&2
  exit 1
}
pg_as() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_stop() {
  [ -n "${PG_WORK:-}" ] || return 0
  pg_as "$PG_BIN/pg_ctl" -D "$PG_WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_WORK"
}

# money_bench NAME N CLIENTS: builds bench/cmd/benchserver and
# bench/cmd/NAME, starts a throwaway cluster and Meridian on it, and runs
# NAME against both (everything is stopped and removed on exit).
# BENCH_FLAGS adds flags of NAME's (-only spread -rounds 1, or -queue, say);
# MERIDIAN_USD_SANDBOX_DELAY and MERIDIAN_CRYPTO_SANDBOX_DELAY, when set,
# reach the server (1ms: a payout's whole life in one run and its queue).
money_bench() {
  local name=$1 n=$2 clients=$3
  bin=$(mktemp -d)
  trap 'kill ${spid:-} 2>/dev/null || true; wait ${spid:-} 2>/dev/null || true; pg_stop; rm -rf "$bin"' EXIT
  pg_start
  go build -pgo="${PGO:-cmd/meridian/default.pgo}" -o "$bin/benchserver" ./bench/cmd/benchserver
  go build -o "$bin/$name" "./bench/cmd/$name"
  "$bin/benchserver" -kind meridian -addr 127.0.0.1:18080 -database "$PG_URL" -pprof 127.0.0.1:18090 &
  spid=$!
  healthy http://127.0.0.1:18080 $spid
  "$bin/$name" -database "$PG_URL" -server http://127.0.0.1:18080 -debug http://127.0.0.1:18090 -n "$n" -clients "$clients" ${BENCH_FLAGS:-}
  echo "(synchronous_commit=off for both sides; the server and the load share $(nproc) cores with PostgreSQL)"
}
