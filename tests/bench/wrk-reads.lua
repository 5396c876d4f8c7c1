-- wrk script of tests/bench/server-reads.sh (docs/PERFORMANCE.md, "Server reads under load").
--   URL_TOKEN=1   every request carries a new random 32-character UrlToken, as the app sends it
--                 (the server records each and refuses one it has seen)
--   THINK_MS=n    each connection waits n ms between an answer and its next request
-- At the end it prints one line of latency percentiles, the request count and the errors.
local chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
local with_token = os.getenv("URL_TOKEN") == "1"
local think = tonumber(os.getenv("THINK_MS") or "0")

init = function(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1000000) + math.random(1, 1000000))
end

request = function()
  if with_token then
    local token = {}
    for i = 1, 32 do
      local r = math.random(1, #chars)
      token[i] = chars:sub(r, r)
    end
    wrk.headers["UrlToken"] = table.concat(token)
  end
  return wrk.format(nil)
end

if think > 0 then
  delay = function()
    return think
  end
end

done = function(summary, latency, requests)
  local seconds = summary.duration / 1000000
  io.write(string.format("requests/s=%.0f ", summary.requests / seconds))
  for _, p in ipairs({ 50, 90, 99, 99.9 }) do
    io.write(string.format("p%g=%.1fms ", p, latency:percentile(p) / 1000))
  end
  local e = summary.errors
  io.write(string.format("max=%.1fms errors=%d\n", latency.max / 1000, e.connect + e.read + e.write + e.status + e.timeout))
end
