-- wrk script for scripts/load.sh: rotates over the read endpoints and a trajectory publication.
local requests = {}
local body = '{"points": [{"positions": [0.3, 0.4, -0.1, -1.2, 0.1, 1.0, -0.2], "time_from_start": 120.0}]}'
init = function(args)
  requests[1] = wrk.format("GET", "/robot/joint_states")
  requests[2] = wrk.format("GET", "/robot/pose")
  requests[3] = wrk.format("GET", "/robot/positions")
  requests[4] = wrk.format("GET", "/trajectory/logs?n=50")
  requests[5] = wrk.format("POST", "/trajectory/send", {["Content-Type"] = "application/json"}, body)
end
local i = 0
request = function()
  i = i % #requests + 1
  return requests[i]
end
done = function(summary, latency, requests)
  io.write(string.format("requests %d, errors %d (connect %d, read %d, write %d, status %d, timeout %d)\n",
    summary.requests, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout,
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status, summary.errors.timeout))
  io.write(string.format("latency p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
