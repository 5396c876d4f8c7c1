#!/usr/bin/env bash
# Lighthouse, mobile (its default: 150 ms round trips, 1.6 Mbit/s, CPU slowed 4x), on the
# sign-in page served by the real server from a fresh build and a fresh data dir. A benchmark,
# not a test: it prints the scores of RUNS runs (default 3). Lighthouse 12 is the last that
# runs on Node 20; it is fetched by npx, not a dependency of the project.
# Usage: bash tests/bench/lighthouse.sh   (CHROME_PATH defaults to /usr/bin/chromium; DIST_DIR=… scores
# an existing build instead of building dist/)
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT=${PORT:-8765}
RUNS=${RUNS:-3}
# The sign-in page's language (the rib.lang cookie the server reads): en, de or hi.
SIGN_IN_LANG=${SIGN_IN_LANG:-en}
OUT=$(mktemp -d)
# DIST_DIR set: that build is scored as it is (to compare two builds); else a fresh one of dist/.
if [[ -z "${DIST_DIR:-}" ]]; then
  npx vite build --logLevel error
  DIST_DIR=$PWD/dist
fi
export DIST_DIR
# shellcheck source=tests/bench/start-server.sh
source tests/bench/start-server.sh
sleep 2 # the build's files are compressed in the background after the start
for run in $(seq 1 "$RUNS"); do
  CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium} npx --yes lighthouse@12.8.2 "http://127.0.0.1:$PORT/" \
    --only-categories=performance,accessibility,best-practices \
    --extra-headers="{\"Cookie\": \"rib.lang=$SIGN_IN_LANG\"}" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu" \
    --output=json --output-path="$OUT/run-$run.json" --quiet
  node -e '
    const r = require(process.argv[1]);
    const c = r.categories, a = r.audits;
    const ms = (k) => Math.round(a[k].numericValue);
    console.log(`run ${process.argv[2]}: performance ${Math.round(c.performance.score * 100)}, accessibility ${Math.round(c.accessibility.score * 100)}, best practices ${Math.round(c["best-practices"].score * 100)}; FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}, SI ${ms("speed-index")} ms`);
  ' "$OUT/run-$run.json" "$run"
done
echo "reports: $OUT"
