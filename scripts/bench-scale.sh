#!/usr/bin/env bash
# Publishing at scale (part of `make bench`): generated projects of 1,000 and 10,000 quotes with Draper's default
# settings (no `cards` object), one to three tags a quote and a 25-day advent calendar, built cold; then what was
# published (bytes and files per quote, the home page, the feed), a rebuild after one quote changed, and one after a
# quote was added (its time and the pages it wrote: a publisher uploads those).
#
# Targets on a 2-core machine, printed as PASS/MISS after the table: 1,000 quotes cold ≤ 45 s, 10,000 cold ≤ 8 min;
# one-quote rebuild ≤ 0.5 s at 10,000; peak memory ≤ 300 MB; ≤ 250 KB published per quote; home page ≤ 150 KB; and no
# published file grows with the number of quotes except the sitemap (the largest other file at the largest size is
# at most 1.25× the largest at the smallest).
#   BENCH_SCALE="1000 10000"  BENCH_SCALE_REBUILDS=3  DRAPER=.build/release/draper
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=${BENCH_SCALE:-1000 10000}
rebuilds=${BENCH_SCALE_REBUILDS:-3}
draper=${DRAPER:-.build/release/draper}
python=.venv/bin/python
work=.build/bench
photos=$work/photos
# Ten doors open, fifteen sealed.
now=2024-12-10T12:00:00Z

[ -x "$draper" ] || { echo "bench-scale: $draper is missing; run: make build" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-scale: GNU time is missing; run scripts/setup.sh bench" >&2; exit 1; }
command -v hyperfine >/dev/null || { echo "bench-scale: hyperfine is missing; run scripts/setup.sh bench" >&2; exit 1; }
if [ "$(find "$photos" -name 'bg-*.jpg' 2>/dev/null | wc -l)" -lt 20 ]; then
  mkdir -p "$work/logs"
  "$python" scripts/make-backgrounds.py --count 20 --out "$photos" >"$work/logs/backgrounds.log"
fi
mkdir -p "$work/logs"

printf '\n## Publishing at scale (default settings, 25-day calendar, %s cores)\n\n' "$(nproc)"
printf '| quotes | cold build | CPU | peak memory | published | per quote | files per quote | home page | home images | feed entries | one-quote rebuild | a quote added | largest file but the sitemap |\n'
printf '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n'
verdicts=$work/logs/scale-verdicts.tsv
: >"$verdicts"
for count in $sizes; do
  project=$work/scale-$count
  out=$work/scale-$count-out
  rm -rf "$project" "$out" "$project/.draper"
  "$python" bench/make_quotes.py --count "$count" --photos "$photos" --project "$project" \
    --table "$work/scale-$count.tsv" --site-defaults
  echo "bench-scale: building $count quotes cold…" >&2
  /usr/bin/time -v -o "$work/logs/scale-$count.time" "$draper" build "$project" --now "$now" --out "$out" --quiet \
    >"$work/logs/scale-$count.log" 2>&1 || { tail -n 20 "$work/logs/scale-$count.log" >&2; exit 1; }
  read -r wall cpu rss < <(awk -F': ' '
    /User time/ { user = $2 } /System time/ { sys = $2 } /Maximum resident/ { rss = $2 }
    /Elapsed \(wall clock\)/ { n = split($2, part, ":"); wall = 0; for (i = 1; i <= n; i++) wall = wall * 60 + part[i] }
    END { printf "%.0f %.0f %.0f\n", wall, user + sys, rss / 1024 }' "$work/logs/scale-$count.time")
  bytes=$(find "$out" -type f -printf '%s\n' | awk '{ total += $1 } END { print total }')
  files=$(find "$out" -type f | wc -l)
  home=$(stat -c %s "$out/index.html")
  images=$(grep -o '<img' "$out/index.html" | wc -l)
  entries=$(grep -o '<entry>' "$out/feed.xml" | wc -l)
  read -r largest largest_path < <(find "$out" -type f ! -name 'sitemap*.xml' -printf '%s %P\n' | sort -n | tail -n 1)

  # One quote changes between runs (it alternates between two texts).
  quotes=$project/data/quotes.json
  cp "$quotes" "$work/scale-a.json"
  "$python" - "$work/scale-a.json" "$work/scale-b.json" <<'PY'
import json, sys
quotes = json.load(open(sys.argv[1]))
quotes[len(quotes) // 2]["text"] += " And then it changed."
json.dump(quotes, open(sys.argv[2], "w"), indent=1, ensure_ascii=False)
PY
  toggle="if cmp -s $work/scale-a.json $quotes; then cp $work/scale-b.json $quotes; else cp $work/scale-a.json $quotes; fi"
  echo "bench-scale: one-quote rebuilds of $count quotes ($rebuilds runs)…" >&2
  hyperfine --style none --runs "$rebuilds" --prepare "$toggle" --export-json "$work/logs/scale-$count-rebuild.json" \
    "$draper build $project --now $now --out $out --quiet" >"$work/logs/scale-$count-rebuild.log" 2>&1 || {
    cat "$work/logs/scale-$count-rebuild.log" >&2
    exit 1
  }
  rebuild=$("$python" -c 'import json, sys; print("%.2f" % json.load(open(sys.argv[1]))["results"][0]["mean"])' \
    "$work/logs/scale-$count-rebuild.json")
  cp "$work/scale-a.json" "$quotes"

  # A quote added at the end: each run starts from the site built without it, with the record as it was.
  record=$project/data/published.json5
  "$draper" build "$project" --now "$now" --out "$out" --quiet >/dev/null 2>&1
  cp "$record" "$work/scale-record.json5"
  "$python" - "$work/scale-a.json" "$work/scale-c.json" <<'PY'
import json, sys
quotes = json.load(open(sys.argv[1]))
quotes.append({"id": "a-new-quote", "text": "A new quote, added the day after.", "speaker": quotes[0]["speaker"],
               "image": quotes[0]["image"], "tags": quotes[0]["tags"]})
json.dump(quotes, open(sys.argv[2], "w"), indent=1, ensure_ascii=False)
PY
  without="cp $work/scale-a.json $quotes && cp $work/scale-record.json5 $record"
  settle="$without && $draper build $project --now $now --out $out --quiet >/dev/null 2>&1"
  echo "bench-scale: rebuilds of $count quotes after one is added ($rebuilds runs)…" >&2
  hyperfine --style none --runs "$rebuilds" --prepare "$settle && cp $work/scale-c.json $quotes" \
    --export-json "$work/logs/scale-$count-added.json" \
    "$draper build $project --now $now --out $out --quiet" >"$work/logs/scale-$count-added.log" 2>&1 || {
    cat "$work/logs/scale-$count-added.log" >&2
    exit 1
  }
  added=$("$python" -c 'import json, sys; print("%.2f" % json.load(open(sys.argv[1]))["results"][0]["mean"])' \
    "$work/logs/scale-$count-added.json")
  sh -c "$settle" && cp "$work/scale-c.json" "$quotes"
  added_pages=$("$draper" build "$project" --now "$now" --out "$out" 2>&1 | sed -n 's/.*wrote \([0-9]*\) of .*/\1/p')
  sh -c "$settle"

  awk -v n="$count" -v wall="$wall" -v cpu="$cpu" -v rss="$rss" -v bytes="$bytes" -v files="$files" -v home="$home" \
    -v images="$images" -v entries="$entries" -v rebuild="$rebuild" -v added="$added" -v pages="$added_pages" \
    -v largest="$largest" -v path="$largest_path" 'BEGIN {
      printf "| %d | %d min %02d s | %d min %02d s | %d MB | %.0f MB | %.0f KB | %.1f | %.0f KB | %d | %d | %s s | %s s, %s pages | %.0f KB `%s` |\n",
        n, wall / 60, wall % 60, cpu / 60, cpu % 60, rss, bytes / 1e6, bytes / n / 1e3, files / n, home / 1e3, images, entries,
        rebuild, added, pages, largest / 1e3, path }'
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$count" "$wall" "$rss" "$rebuild" "$bytes" "$home" "$largest" "$largest_path" \
    >>"$verdicts"
done

printf '\nTargets (publishing at scale, from this run):\n'
awk -F'\t' '
  function verdict(ok) { return ok ? "PASS" : "MISS" }
  {
    n = $1; wall = $2; rss = $3; rebuild = $4; bytes = $5; home = $6
    if (n == 1000) printf "  %6d quotes cold build              %6.0f s    (target ≤ 45 s)     %s\n", n, wall, verdict(wall <= 45)
    if (n == 10000) {
      printf "  %6d quotes cold build              %6.0f s    (target ≤ 480 s)    %s\n", n, wall, verdict(wall <= 480)
      printf "  %6d quotes one-quote rebuild       %6.2f s    (target ≤ 0.5 s)    %s\n", n, rebuild, verdict(rebuild <= 0.5)
    }
    printf "  %6d quotes peak memory             %6.0f MB   (target ≤ 300 MB)   %s\n", n, rss, verdict(rss <= 300)
    printf "  %6d quotes published per quote     %6.0f KB   (target ≤ 250 KB)   %s\n", n, bytes / n / 1e3, verdict(bytes / n <= 250e3)
    printf "  %6d quotes home page               %6.0f KB   (target ≤ 150 KB)   %s\n", n, home / 1e3, verdict(home <= 150e3)
    if (NR == 1) { smallest = $7; smallestCount = n }
    largest = $7; largestPath = $8; largestCount = n
  }
  END {
    if (NR > 1)
      printf "  largest file but the sitemap, %d vs %d quotes %5.2f×  (target ≤ 1.25×)  %s  [%s, %.0f KB]\n", largestCount,
        smallestCount, largest / smallest, verdict(largest <= 1.25 * smallest), largestPath, largest / 1e3
  }' "$verdicts"

# What each card setting weighs: the same 100 quotes (and calendar) built with each choice of `cards`.
weights=${BENCH_WEIGHT_QUOTES:-100}
printf '\n## What each card setting weighs (%s quotes, published bytes per quote)\n\n' "$weights"
printf '| cards setting | per quote | card files per quote | build CPU per quote |\n|---|---:|---:|---:|\n'
project=$work/weights
"$python" bench/make_quotes.py --count "$weights" --photos "$photos" --project "$project" \
  --table "$work/weights.tsv" --site-defaults
variants=(
  'defaults (og; avif, jpg)|'
  'og; webp, jpg|formats: ["webp", "jpg"]'
  'og; avif, jpg, png (PNG downloads)|formats: ["avif", "jpg", "png"]'
  'og, square, story; avif, jpg|sizes: ["og", "square", "story"]'
  'og; jpg only|formats: ["jpg"]'
  'og; png only|formats: ["png"]'
  'og, square, story; png (Draper 0.1)|sizes: ["og", "square", "story"], formats: ["png"]'
)
for variant in "${variants[@]}"; do
  label=${variant%%|*}
  settings=${variant#*|}
  out=$work/weights-out
  rm -rf "$out" "$project/.draper"
  printf '{ title: "Weights", baseURL: "https://bench.example/", timezone: "UTC", cards: { %s } }\n' "$settings" \
    >"$project/site.json"
  /usr/bin/time -v -o "$work/logs/weights.time" "$draper" build "$project" --now "$now" --out "$out" --quiet \
    >"$work/logs/weights.log" 2>&1 || { tail -n 20 "$work/logs/weights.log" >&2; exit 1; }
  cpu=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } END { print u + s }' "$work/logs/weights.time")
  bytes=$(find "$out" -type f -printf '%s\n' | awk '{ t += $1 } END { print t }')
  cards=$(find "$out/cards" -type f ! -name '*.html' | wc -l)
  awk -v label="$label" -v n="$weights" -v bytes="$bytes" -v cards="$cards" -v cpu="$cpu" 'BEGIN {
    printf "| %s | %.0f KB | %.1f | %.0f ms |\n", label, bytes / n / 1e3, cards / n, cpu / n * 1000 }'
done
