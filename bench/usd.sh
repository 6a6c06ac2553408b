#!/usr/bin/env bash
# USD transfer benchmark on PostgreSQL: starts a throwaway cluster,
# Meridian on it, and bench/cmd/usdbench, which drives POST /v2/transfers/usd
# beside a raw SQL baseline.
#
#   bench/usd.sh [transfers per run, default 3000] [clients, default 8,32]
#   BENCH_FLAGS=-queue bench/usd.sh   # the baseline also submits its payouts, in a queue of its own
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
money_bench usdbench "${1:-3000}" "${2:-8,32}"
