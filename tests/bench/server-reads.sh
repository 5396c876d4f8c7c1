#!/usr/bin/env bash
# Server reads under load (docs/PERFORMANCE.md): starts the server on a fresh PGlite data dir and
# drives two reads with wrk (Debian's package), one thread, SECONDS_PER_RUN each:
#   user/getServerDate      the health check: no UrlToken, no SQL
#   getConfigurationData    a new UrlToken per request, recorded in the database
# at 20, 100 and 200 connections back to back, and at 200 connections that each wait THINK_MS
# between an answer and the next request. A benchmark, not a test: it prints numbers.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
PORT="${PORT:-18090}"
SECONDS_PER_RUN="${SECONDS_PER_RUN:-10}"
THINK_MS="${THINK_MS:-40}"
BASE="http://127.0.0.1:${PORT}/app/rest"
# shellcheck source=tests/bench/start-server.sh
source tests/bench/start-server.sh
# Warm-up: the first requests compile the code paths.
URL_TOKEN=1 wrk -t1 -c20 -d3s -s tests/bench/wrk-reads.lua "$BASE/getConfigurationData" >/dev/null
run() { # name url-token connections think-ms path
  printf '%-22s c=%-3s think=%-4s ' "$1" "$3" "$4"
  URL_TOKEN="$2" THINK_MS="$4" wrk -t1 -c"$3" -d"${SECONDS_PER_RUN}s" -s tests/bench/wrk-reads.lua "$BASE/$5" | tail -1
}
for c in 20 100 200; do
  run getServerDate 0 "$c" 0 user/getServerDate
  run getConfigurationData 1 "$c" 0 getConfigurationData
done
run getServerDate 0 200 "$THINK_MS" user/getServerDate
run getConfigurationData 1 200 "$THINK_MS" getConfigurationData
