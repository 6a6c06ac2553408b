#!/usr/bin/env bash
# The console overview's queries on PostgreSQL: starts a throwaway cluster,
# Meridian on it, and bench/cmd/overviewbench, which seeds an organization
# with a year of history (1,000,000 sessions, 1,000,000 ledger entries) and
# times each overview query beside the plain viewer query.
#
#   bench/overview.sh [requests per query, default 300] [clients, default 1,8]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/pg.sh
money_bench overviewbench "${1:-300}" "${2:-1,8}"
