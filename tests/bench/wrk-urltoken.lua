-- wrk script: every request carries a new random 32-character UrlToken, as the app sends it
-- (the server refuses a token it has seen). Usage (docs/PERFORMANCE.md, "Server reads under load"):
--   wrk -t1 -c200 -d10s --latency -s tests/bench/wrk-urltoken.lua http://127.0.0.1:8080/app/rest/getConfigurationData
local chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
math.randomseed(os.time() + math.floor(os.clock() * 1000000))

request = function()
  local token = {}
  for i = 1, 32 do
    local r = math.random(1, #chars)
    token[i] = chars:sub(r, r)
  end
  wrk.headers["UrlToken"] = table.concat(token)
  return wrk.format(nil)
end
