# Sourced by the bench scripts: starts the reference server on a fresh PGlite data dir and waits
# until it answers. In: PORT, and DIST_DIR when a build is served. Out: SERVER (its pid), DATA_DIR
# and SERVER_LOG; the EXIT trap stops the server and removes both. Leaves on failure with the log.
DATA_DIR=$(mktemp -d)
SERVER_LOG="$DATA_DIR.log"
# One process (no npx or tsx wrapper in between), so the trap's kill reaches the server itself.
DATA_DIR="$DATA_DIR" PORT="$PORT" HOST=127.0.0.1 node --import tsx server/src/main.ts >"$SERVER_LOG" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$DATA_DIR" "$SERVER_LOG"' EXIT
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$PORT/app/rest/user/getServerDate" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fs "http://127.0.0.1:$PORT/app/rest/user/getServerDate" >/dev/null || {
  cat "$SERVER_LOG" >&2
  exit 1
}
