#!/usr/bin/env bash
# Load test: gunicorn with the production settings on loopback, the seeds and the full Magic
# rules loaded, wrk for 20 s at 16 connections against search, a rule page, a rule's JSON and
# a static file. Prints requests per second,
# latency percentiles and error counts. Targets on 2 cores: search >= 200 req/s, rule JSON
# >= 800 req/s, no errors, no 5xx. Bounded: each wrk run stops after DURATION.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-20s}
CONNECTIONS=${CONNECTIONS:-16}
PORT=${PORT:-8765}
BIN=.venv/bin

command -v wrk >/dev/null || {
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq wrk
}
make -s install

data=$(mktemp -d /tmp/flipside-load.XXXXXX)
export FLIPSIDE_DATA_DIR=$data DEBUG=false SECRET_KEY=load-test-secret-key-0123456789-abcdefghij \
  ALLOWED_HOSTS=127.0.0.1 SECURE_COOKIES=false API_THROTTLE_ANON=1000000/minute API_THROTTLE_USER=1000000/minute GUNICORN_ACCESS_LOG=/dev/null
unset DATABASE_URL
$BIN/python manage.py migrate --noinput -v 0
$BIN/python manage.py load_seeds -v 0
# The full Magic rules beside the seeds, as a real deployment has them (when the corpora are here).
corpus=../shared/corpora/MagicCompRules_20250207.txt
if [ -f "$corpus" ]; then
  $BIN/python manage.py import_rules --game mtg --document comprehensive-rules "$corpus" -v 0 >/dev/null
  echo "loaded the full Magic rules (2025)"
else
  echo "$corpus is absent: the seeds only"
fi
$BIN/python manage.py collectstatic --noinput -v 0
$BIN/python manage.py rebuild_index -v 0
GUNICORN_BIND=127.0.0.1:$PORT $BIN/gunicorn -c config/gunicorn.conf.py >"$data/gunicorn.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/" >/dev/null && break; sleep 0.2; done

css=$(curl -s "http://127.0.0.1:$PORT/" | grep -o '/static/[^"]*\.css' | head -1)
declare -A targets=(
  [search]="/api/v1/search/?q=evo-bonus+flip&game=dbe"
  [rule-page]="/rules/mtg/712.8e/"
  [rule-json]="/api/v1/rules/mtg/712.8e/"
  [static]="${css:-/static/css/site.css}"
)
for name in search rule-page rule-json static; do
  url="http://127.0.0.1:$PORT${targets[$name]}"
  echo "== $name  $url"
  code=$(curl -s -o /dev/null -w '%{http_code}' "$url")
  echo "   first answer: HTTP $code"
  wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "$url" | grep -E "Requests/sec|Non-2xx|Socket errors|50%|90%|99%|requests in"
done
