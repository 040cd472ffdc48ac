#!/usr/bin/env bash
# Abuse test (issue 17): gunicorn with the production settings on loopback; while wrk measures
# normal searches, one client sends the worst-case requests of issue 17 in a loop: a scenario
# check at the caps (max effects x max actions) and one over them, a 5,000-character search word
# (API and page), JSON nested 50,000 deep, a 2 MB body (declared and chunked), and keys with "/".
# Prints normal-search p50/p99 and 5xx count, each abusive request's status codes and slowest
# answer, and the workers' peak RSS. Targets on 2 cores: 0 5xx on normal traffic, p99 < 100 ms,
# every worker < 500 MB, abusive requests answered 400/413/429/503 (or 200 at the caps) within 2 s.
# Bounded: wrk runs for DURATION, the abusive loop stops with it, all traffic goes to 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-20}  # seconds
CONNECTIONS=${CONNECTIONS:-4}  # normal traffic: a few judges searching at once, no pause
PORT=${PORT:-8766}
BIN=.venv/bin

command -v wrk >/dev/null || {
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq wrk
}
[ -x $BIN/gunicorn ] || make -s install

data=$(mktemp -d /tmp/flipside-abuse.XXXXXX)
export FLIPSIDE_DATA_DIR=$data DEBUG=false SECRET_KEY=abuse-test-secret-key-0123456789-abcdefghij \
  ALLOWED_HOSTS=127.0.0.1 SECURE_COOKIES=false API_THROTTLE_ANON=1000000/minute API_THROTTLE_USER=1000000/minute \
  GUNICORN_ACCESS_LOG=/dev/null
unset DATABASE_URL
$BIN/python manage.py migrate --noinput -v 0
$BIN/python manage.py load_seeds -v 0
$BIN/python manage.py collectstatic --noinput -v 0
$BIN/python manage.py rebuild_index -v 0
token=$($BIN/python manage.py shell -v 0 -c "
from django.contrib.auth.models import User
from rest_framework.authtoken.models import Token
user = User.objects.create_superuser('abuse', password='abuse-test-pass-0123')
print(Token.objects.create(user=user).key)")

GUNICORN_BIND=127.0.0.1:$PORT $BIN/gunicorn -c config/gunicorn.conf.py >"$data/gunicorn.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/" >/dev/null && break; sleep 0.2; done
search="/api/v1/search/?q=evo-bonus+flip&game=dbe"
for _ in $(seq 20); do curl -s -o /dev/null "http://127.0.0.1:$PORT$search"; done  # every worker warm

cat >"$data/count.lua" <<'LUA'
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) fivexx = 0; other = 0 end
function response(status, headers, body)
  if status >= 500 then fivexx = fivexx + 1 elseif status >= 300 then other = other + 1 end
end
function done(summary, latency, requests)
  local f, o = 0, 0
  for _, t in ipairs(threads) do f = f + t:get("fivexx"); o = o + t:get("other") end
  io.write(string.format("normal searches: %d in %.1f s (%.0f/s), socket errors %d\n", summary.requests,
    summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
  io.write(string.format("normal p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000))
  io.write(string.format("normal 5xx: %d, other non-2xx: %d\n", f, o))
end
LUA
BASELINE=${BASELINE:-5}  # seconds of normal searches alone first, to compare with
echo "== baseline: normal searches alone for ${BASELINE}s at $CONNECTIONS connections"
wrk -t2 -c"$CONNECTIONS" -d"${BASELINE}s" -s "$data/count.lua" "http://127.0.0.1:$PORT$search" | grep "^normal"

# Peak RSS of the workers (the master's children), sampled every 0.2 s while the test runs.
(
  peak=0
  end=$((SECONDS + DURATION + 5))
  while [ $SECONDS -lt $end ] && kill -0 $pid 2>/dev/null; do
    for rss in $(ps -o rss= --ppid $pid); do [ "$rss" -gt "$peak" ] && peak=$rss; done
    echo $peak >"$data/peak_rss"
    sleep 0.2
  done
) &
sampler=$!

# The abusive client: one request at a time, in a loop, until DURATION is over.
PORT=$PORT TOKEN=$token DURATION=$DURATION $BIN/python - >"$data/abuse.txt" <<'PY' &
import http.client, json, os, time
from urllib.parse import quote
from rulings.scenarios import limits

port, token, duration = int(os.environ["PORT"]), os.environ["TOKEN"], float(os.environ["DURATION"])

def scenario(effects, actions):
    return json.dumps({
        "game": "dbe",
        "card": {"number": "XB-006", "face": "star", "zone": "active",
                 "state": {"effects": [{"name": f"E{i}", "kind": "other"} for i in range(effects)]}},
        "actions": [{"do": "flip", "to": "moon" if i % 2 == 0 else "star"} for i in range(actions)],
    }).encode()

JSON = {"Content-Type": "application/json"}
AUTH = {**JSON, "Authorization": f"Token {token}"}
big = b'{"game": "dbe", "padding": "' + b"x" * (2 * 1024 * 1024) + b'"}'
word = "x" * 5000
REQUESTS = {  # name: (method, path, body, headers, chunked)
    "scenario at the caps": ("POST", "/api/v1/scenarios/check/",
                             scenario(limits.MAX_STATE_ITEMS, limits.MAX_ACTIONS), JSON, False),
    "scenario over the caps": ("POST", "/api/v1/scenarios/check/",
                               scenario(limits.MAX_STATE_ITEMS + 1, limits.MAX_ACTIONS + 1), JSON, False),
    "5,000-char word (API)": ("GET", f"/api/v1/search/?q={word}", None, {}, False),
    "5,000-char word (page)": ("GET", f"/search/?q={word}", None, {}, False),
    "JSON 50,000 deep": ("POST", "/api/v1/scenarios/check/", b"[" * 50_000 + b"]" * 50_000, JSON, False),
    "2 MB body": ("POST", "/api/v1/scenarios/check/", big, JSON, False),
    "2 MB body, chunked": ("POST", "/api/v1/scenarios/check/", big, JSON, True),
    "FAQ slug with /": ("POST", "/api/v1/faqs/", json.dumps(
        {"game": "dbe", "slug": "a/b", "question": "Q?", "answer": "A."}).encode(), AUTH, False),
    "FAQ cites a key with /": ("POST", "/api/v1/faqs/", json.dumps(
        {"game": "dbe", "slug": "abuse", "question": "Q?", "answer": "A.", "section_keys": ["a/b"]}
    ).encode(), AUTH, False),
    "rule key with / (page)": ("GET", "/rules/dbe/" + quote("a/b", safe="") + "/", None, {}, False),
}

def send(method, path, body, headers, chunked):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    started = time.perf_counter()
    try:
        conn.request(method, path, body=iter([body]) if chunked else body, headers=headers,
                     encode_chunked=chunked)
        status = conn.getresponse().status
    except (ConnectionError, http.client.HTTPException) as exc:  # refused before the body was read
        status = f"closed ({type(exc).__name__})"
    finally:
        conn.close()
    return status, time.perf_counter() - started

seen = {name: {} for name in REQUESTS}
slowest = dict.fromkeys(REQUESTS, 0.0)
end = time.monotonic() + duration
rounds = 0
while time.monotonic() < end and rounds < 10_000:
    rounds += 1
    for name, request in REQUESTS.items():
        status, took = send(*request)
        seen[name][status] = seen[name].get(status, 0) + 1
        slowest[name] = max(slowest[name], took)
print(f"abusive rounds: {rounds}")
for name in REQUESTS:
    codes = ", ".join(f"{code} x{n}" for code, n in sorted(seen[name].items(), key=str))
    print(f"  {name:26s} {codes:28s} max {slowest[name] * 1000:7.0f} ms")
PY
abuser=$!

echo "== normal searches http://127.0.0.1:$PORT$search for ${DURATION}s at $CONNECTIONS connections, with abuse"
wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" -s "$data/count.lua" "http://127.0.0.1:$PORT$search" \
  | grep "^normal" | tee "$data/normal.txt"
wait $abuser
echo "== abusive requests"
cat "$data/abuse.txt"
wait $sampler 2>/dev/null || true
echo "== workers' peak RSS: $(( $(cat "$data/peak_rss") / 1024 )) MB"
echo "== gunicorn log: $(grep -c -E "Traceback|WORKER TIMEOUT" "$data/gunicorn.log" || true) tracebacks or timeouts"
p99=$(sed -n 's/.*p99 \([0-9.]*\) ms.*/\1/p' "$data/normal.txt")
fivexx=$(sed -n 's/^normal 5xx: \([0-9]*\).*/\1/p' "$data/normal.txt")
peak_mb=$(( $(cat "$data/peak_rss") / 1024 ))
# A 5xx other than 503 (a crash or a gateway failing) or a client timeout is an abusive request not
# handled; 200 is fine where the request is within the caps (the scenario at the caps, a long word).
bad=$(grep -E "^  .* max " "$data/abuse.txt" | grep -cE "(^|[ ,])(50[0-24-9]|closed \(Timeout)" || true)
slow=$(awk '/ max / { if ($(NF-1) + 0 > 2000) n++ } END { print n + 0 }' "$data/abuse.txt")
verdict() { if [ "$1" = 1 ]; then echo "met"; else echo "MISSED"; fi; }
echo "== targets: 0 5xx on normal traffic: $(verdict $([ "${fivexx:-1}" -eq 0 ] && echo 1)); \
p99 < 100 ms: $(verdict $(awk -v p="${p99:-1e9}" 'BEGIN { print (p < 100) }')); \
RSS < 500 MB: $(verdict $([ "$peak_mb" -lt 500 ] && echo 1)); \
abusive answered within 2 s: $(verdict $([ "$slow" -eq 0 ] && echo 1)) \
($bad abusive kinds answered 5xx other than 503, or not at all)"
