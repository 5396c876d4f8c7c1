#!/usr/bin/env bash
# Lighthouse 12.8.2 user-flow timespan over asha's sign-in into the dashboard (the second page),
# RUNS times (default 3): see tests/bench/dashboardLighthouse.ts. Lighthouse (with the
# puppeteer-core it ships) is fetched by npx, not a dependency of the project. Uses the build in
# DIST_DIR, else builds into dist/ first.
# Usage: bash tests/bench/dashboard-lighthouse.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${DIST_DIR:-}" ]; then
  npx vite build --logLevel error
  DIST_DIR=$PWD/dist
fi
export DIST_DIR
# The package's directory in npx's cache: where its bin link points.
LIGHTHOUSE_DIR=$(npx --yes --package=lighthouse@12.8.2 -c 'dirname "$(dirname "$(readlink -f "$(command -v lighthouse)")")"')
export LIGHTHOUSE_DIR
npx tsx tests/bench/dashboardLighthouse.ts
