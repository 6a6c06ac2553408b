#!/usr/bin/env bash
# Document reader benchmark: builds and runs bench/cmd/docbench, which
# generates passport pages (TD3) and identity-card backs (TD1) with known
# truth, half photographed clean and half degraded, reads each through
# docread and the MRZ parser as the builtin driver does, and prints the
# accuracy beside its goals, tampered, blank and noise images, the read time
# of a side on one core, the worker pool's throughput and a read's memory,
# then the documents misread.
#
#   bench/docread.sh [documents, default 200] [seed, default 1] [more docbench flags]
#   bench/docread.sh 400 7 -tampered 100 -misses 50
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/docbench" ./bench/cmd/docbench
"$bin/docbench" -n "${1:-200}" -seed "${2:-1}" "${@:3}"
