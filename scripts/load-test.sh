#!/usr/bin/env bash
# Load test of `draper serve`: builds a one-quote project, serves it on a free loopback port and
# drives it with wrk (about 10 s in all). Prints requests per second for a page (read from disk and
# given the reload script on the way out), a stylesheet and a card image (both sent with sendfile), and
# fails if any request errored or answered anything but 2xx.
# Usage: scripts/load-test.sh [path/to/draper]   (default: .build/release/draper; `make load-test` builds it)
set -euo pipefail
cd "$(dirname "$0")/.."

draper="${1:-.build/release/draper}"
seconds="${LOAD_TEST_SECONDS:-3}"
connections="${LOAD_TEST_CONNECTIONS:-32}"
threads="${LOAD_TEST_THREADS:-2}"

command -v wrk >/dev/null || { echo "load-test: wrk is missing; run scripts/setup.sh bench" >&2; exit 1; }
[ -x "$draper" ] || { echo "load-test: no draper at $draper; run 'make build'" >&2; exit 1; }

project="$(mktemp -d "${TMPDIR:-/tmp}/draper-load-test.XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -INT "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$project"
}
trap cleanup EXIT

mkdir -p "$project/data" "$project/images"
cp images/bg-01.jpg "$project/images/"
cat >"$project/site.json" <<'JSON'
{ title: "Load test", baseURL: "https://example.com/", cards: { sizes: ["og"], formats: ["png"] } }
JSON
cat >"$project/data/quotes.json" <<'JSON'
[{ id: "first", text: "Well done is better than well said.", speaker: "Benjamin Franklin", image: "images/bg-01.jpg" }]
JSON

"$draper" serve "$project" --port 0 --quiet --now 2026-12-05T12:00:00Z >"$project/serve.out" 2>"$project/serve.err" &
server_pid=$!

# The address comes first, the first build after it; the build is done once its record exists.
built() { compgen -G "$project/.draper/builds/*/manifest.json" >/dev/null; }
port=""
for _ in $(seq 1 600); do
  port="$(sed -n 's|^Serving .* at http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$project/serve.out")"
  [ -n "$port" ] && built && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$project/serve.err" >&2; exit 1; }
  sleep 0.1
done
[ -n "$port" ] && built || { echo "load-test: the server did not start" >&2; exit 1; }

stylesheet="$(cd "$project/output" && ls assets/draper-*.css | head -1)"
card="$(cd "$project/output" && ls cards/first-og-*.png | grep -v half | head -1)"
card_bytes="$(stat -c %s "$project/output/$card")"

echo "draper serve load test: wrk -t$threads -c$connections -d${seconds}s per path, loopback port $port, $(nproc) cores"
printf '%-34s %12s %12s %12s\n' "path" "requests/s" "p99 latency" "transfer/s"
failed=0
for path in "/quotes/first/" "/$stylesheet" "/$card"; do
  report="$(wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency "http://127.0.0.1:$port$path")"
  rps="$(awk '/^Requests\/sec:/ {print $2}' <<<"$report")"
  transfer="$(awk '/^Transfer\/sec:/ {print $2}' <<<"$report")"
  p99="$(awk '$1 == "99%" {print $2}' <<<"$report")"
  printf '%-34s %12s %12s %12s\n' "$path" "$rps" "$p99" "$transfer"
  if grep -qE 'Non-2xx or 3xx responses|Socket errors' <<<"$report"; then
    echo "$report" >&2
    failed=1
  fi
done
echo "(the card is $card_bytes bytes; the page gets the reload script added as it is sent)"

kill -INT "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
if [ "$status" -ne 0 ]; then
  echo "load-test: draper serve exited with status $status after Ctrl-C" >&2
  failed=1
fi
if [ "$failed" -ne 0 ]; then
  echo "load-test: FAILED (errors or non-2xx answers above)" >&2
  exit 1
fi
echo "load-test: no errors, every answer 2xx; the server stopped cleanly on Ctrl-C"
