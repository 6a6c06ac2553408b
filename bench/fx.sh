#!/usr/bin/env bash
# FX exchange benchmark on PostgreSQL: starts a throwaway cluster, Meridian
# on it, and bench/cmd/fxbench, which drives POST /v1/fx beside a raw SQL
# baseline.
#
#   bench/fx.sh [exchanges per run, default 3000] [clients, default 8,32]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
money_bench fxbench "${1:-3000}" "${2:-8,32}"
