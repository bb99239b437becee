-- wrk's script for `npm run bench:store` (scripts/bench/store.ts): every request is a demo post
-- with an address of its own, sent with the anti-forgery cookie and the same token in the header,
-- as a browser sends it. Each thread keeps the ids the server acknowledged (201); at the end they
-- are written to IDS_FILE, one per line, so the bench can look every one up in the store, and one
-- JSON line of figures is printed. The bench passes everything through the environment:
--   POST_PATH, TOKEN, BODY_HEAD and BODY_TAIL (the body is BODY_HEAD .. RUN .. "." .. thread ..
--   "." .. a counter .. BODY_TAIL, unique across the warm-up and measured runs), RUN, IDS_FILE.

local threads = {}

function setup(thread)
  thread:set("index", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  -- Globals: done() reads them from each thread with thread:get().
  acknowledged = {}
  refused = 0
  sent = 0
  local token = os.getenv("TOKEN")
  wrk.method = "POST"
  wrk.path = os.getenv("POST_PATH")
  wrk.headers["content-type"] = "application/json"
  wrk.headers["cookie"] = "XSRF-TOKEN=" .. token
  wrk.headers["x-xsrf-token"] = token
  head, tail = os.getenv("BODY_HEAD"), os.getenv("BODY_TAIL")
  prefix = os.getenv("RUN") .. "." .. wrk.thread:get("index") .. "."
end

function request()
  sent = sent + 1
  return wrk.format(nil, nil, nil, head .. prefix .. sent .. tail)
end

function response(status, headers, body)
  local id = status == 201 and string.match(body, '"id":"([^"]+)"')
  if id then
    acknowledged[#acknowledged + 1] = id
  else
    refused = refused + 1
  end
end

function done(summary, latency, requests)
  local file = assert(io.open(os.getenv("IDS_FILE"), "w"))
  local count, refusedCount = 0, 0
  for _, thread in ipairs(threads) do
    local ids = thread:get("acknowledged")
    if #ids > 0 then file:write(table.concat(ids, "\n"), "\n") end
    count = count + #ids
    refusedCount = refusedCount + thread:get("refused")
  end
  file:close()
  local e = summary.errors
  io.write(string.format(
    '{"durationUs":%d,"acknowledged":%d,"refused":%d,"socketErrors":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.duration, count, refusedCount, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
