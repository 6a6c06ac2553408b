#!/usr/bin/env bash
# Crypto withdrawal benchmark on PostgreSQL: starts a throwaway cluster,
# Meridian on it, and bench/cmd/cryptobench, which drives
# POST /v1/crypto/transfer beside a raw SQL baseline.
#
#   bench/crypto.sh [withdrawals per run, default 3000] [clients, default 8,32]
#   BENCH_FLAGS=-queue bench/crypto.sh   # the baseline also submits its payouts, in a queue of its own
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
money_bench cryptobench "${1:-3000}" "${2:-8,32}"
