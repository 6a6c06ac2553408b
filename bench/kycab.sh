#!/usr/bin/env bash
# Two builds of Meridian side by side on the verification flows: each from a
# git revision, on its own database of one throwaway PostgreSQL cluster,
# driven by bench/cmd/kycbench in alternating rounds (the second build is
# kycbench's baseline, printed as "floor"); the ratio is the first build's
# flows/s over the second's. It measures what a change buys where the
# floor's ratio (bench/kyc.sh) moves by more than the change between runs.
#
#   bench/kycab.sh NEW OLD [flows per round, default 1500] [clients, default 8]
#   ROUNDS=7 bench/kycab.sh ...      # rounds of each build (default 5)
#   BLOBS=/dev/shm bench/kycab.sh    # where the images go (default /dev/shm), in a
#                                    # directory of its own, emptied as the run goes
#   PGO_NEW=off bench/kycab.sh HEAD HEAD   # a side built without its profile (PGO_OLD
#                                    # likewise): what the profile buys the flows
#
# Both revisions need bench/cmd/benchserver and, for a side built with its
# profile, cmd/meridian/default.pgo (PGO_NEW / PGO_OLD: off, or a profile's path
# inside that revision).
# The images' files are removed a few seconds after they are written: a few
# GB of images left in memory slow down whichever build runs later.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: bench/kycab.sh NEW OLD [flows per round] [clients]" >&2
  exit 2
fi
. bench/pg.sh
NEW=$1 OLD=$2 FLOWS=${3:-1500} CLIENTS=${4:-8}
bin="" blobs=""
trap 'kill ${cpid:-} ${apid:-} ${bpid:-} 2>/dev/null || true; wait ${apid:-} ${bpid:-} 2>/dev/null || true; pg_stop; rm -rf ${bin:+"$bin"} ${blobs:+"$blobs"}' EXIT
bin=$(mktemp -d)
blobs=$(mktemp -d "${BLOBS:-/dev/shm}/meridian-bench-blobs-XXXX")
for side in new old; do
  rev=$NEW; [ $side = old ] && rev=$OLD
  mkdir "$bin/src-$side"
  git archive "$rev" | tar -x -C "$bin/src-$side"
  pgo=${PGO_NEW:-cmd/meridian/default.pgo}; [ $side = old ] && pgo=${PGO_OLD:-cmd/meridian/default.pgo}
  (cd "$bin/src-$side" && go build -pgo="$pgo" -o "$bin/$side" ./bench/cmd/benchserver)
done
go build -o "$bin/kycbench" ./bench/cmd/kycbench
pg_start
pg_as "$PG_BIN/psql" -q "$PG_URL" -c "CREATE DATABASE old"
OLD_URL=$(echo "$PG_URL" | sed 's,/postgres?,/old?,')
"$bin/new" -kind meridian -addr 127.0.0.1:18080 -database "$PG_URL" -blobs "$blobs" &
apid=$!
"$bin/old" -kind meridian -addr 127.0.0.1:18081 -database "$OLD_URL" -blobs "$blobs" &
bpid=$!
healthy http://127.0.0.1:18080 $apid
healthy http://127.0.0.1:18081 $bpid
(while sleep 3; do find "$blobs" -type f -mmin +0.1 -delete 2>/dev/null || true; done) &
cpid=$!
echo "command: ${PGO_NEW:+PGO_NEW=$PGO_NEW }${PGO_OLD:+PGO_OLD=$PGO_OLD }bench/kycab.sh $NEW $OLD $FLOWS $CLIENTS   (new: $(git rev-parse --short "$NEW"), old, printed as floor: $(git rev-parse --short "$OLD"); $(date -u +%F))"
"$bin/kycbench" -server http://127.0.0.1:18080 -pid $apid -baseline http://127.0.0.1:18081 -baseline-pid $bpid \
  -flows "$FLOWS" -clients "$CLIENTS" -db postgres -big=false -rounds "${ROUNDS:-5}" | grep -v '^command:'
echo "(the two servers, the load generator and PostgreSQL share $(nproc) cores; synchronous_commit=off)"
