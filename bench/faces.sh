#!/usr/bin/env bash
# Face benchmark: builds and runs bench/cmd/facebench on the face package's
# demo photographs (@vladmandic/face-api 1.7.15's, MIT). First its accuracy
# part, on every core: each face re-photographed (a selfie's crop, scale,
# mirror, light, colour, turn, blur, noise, JPEG) against the original as
# same-person pairs, faces of one photograph against each other as
# different-person pairs; the distance and similarity distributions, the
# thresholds at FMR 1% and 0.1% with their TMR, the rates at face_min 0.75.
# Then its speed part on one core (GOMAXPROCS=1): detection with landmarks
# on 640×480 frames, a descriptor, 15-frame sequences, the peak RSS.
#
#   bench/faces.sh [facebench flags]
#   bench/faces.sh -variants 40 -seed 7 -frames 60
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/facebench" ./bench/cmd/facebench
echo "command: bench/faces.sh $*  ($(nproc) cores, $(date -u +%F))"
"$bin/facebench" -part accuracy "$@"
GOMAXPROCS=1 "$bin/facebench" -part speed "$@"
