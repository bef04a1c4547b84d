#!/usr/bin/env bash
# Draper's benchmark (`make bench`): the same og cards made by Draper and by the tools a user would pick instead,
# timed side by side in one run on one machine, with the targets checked as ratios.
#
# Every contender draws the same 1200×630 card: the photo cover-cropped, a 55 % black layer, the quote wrapped and
# centred in white, the speaker line below it, saved as PNG at zlib level 6. Draper draws its default design, which
# does a little more: a soft shadow under the text, and a contrast check that may raise the layer (the table counts
# the cards where it did).
#
#   draper cards    the og cards straight from the dataset, cold (`draper cards`)
#   draper build    the whole site, cold, and a warm rebuild after one quote changes (hyperfine)
#   pyvips          libvips through pyvips in one process (bench/pyvips_cards.py)
#   ImageMagick     one `convert` per card (bench/imagemagick_cards.sh)
#   libgd C         plain libgd calls on one thread, PNG at zlib level 6 (bench/gd_cards.c)
#
# The dataset is 1,000 quotes on 20 photographs (scripts/make-backgrounds.py, fixed seeds) in .build/bench/; the
# photos are made once and reused. The slow contenders run on the first N cards (N a multiple of 20, so every photo
# is used equally) and their per-card figures are scaled to 1,000; the table says so. Settings (environment):
#   BENCH_CARDS=1000  BENCH_VIPS_CARDS=500  BENCH_GD_CARDS=200  BENCH_IM_CARDS=100  BENCH_WARM_RUNS=10
#   DRAPER=.build/release/draper  CONVERT=(ImageMagick's convert)
set -euo pipefail
cd "$(dirname "$0")/.."

cards=${BENCH_CARDS:-1000}
vips_cards=${BENCH_VIPS_CARDS:-500}
gd_cards=${BENCH_GD_CARDS:-200}
im_cards=${BENCH_IM_CARDS:-100}
warm_runs=${BENCH_WARM_RUNS:-10}
draper=${DRAPER:-.build/release/draper}
python=.venv/bin/python
work=.build/bench
now=2024-06-01T12:00:00Z

for tool in hyperfine pkg-config fc-match cc; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is missing; run scripts/setup.sh bench" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "bench: GNU time (/usr/bin/time) is missing; run scripts/setup.sh bench" >&2; exit 1; }
[ -x "$python" ] || { echo "bench: $python is missing; run scripts/setup.sh bench" >&2; exit 1; }
[ -x "$draper" ] || { echo "bench: $draper is missing; run: make build" >&2; exit 1; }
font=$(fc-match -f '%{file}' 'League Spartan:style=Bold')
case "$font" in *LeagueSpartan-Bold*) ;; *) echo "bench: League Spartan Bold is not installed (fonts-league-spartan)" >&2; exit 1 ;; esac

mkdir -p "$work/logs" "$work/samples"
results=$work/results.tsv
: >"$results"

# MARK: - Dataset

photos=$work/photos
if [ "$(find "$photos" -name 'bg-*.jpg' 2>/dev/null | wc -l)" -lt 20 ]; then
  echo "bench: making 20 photographic backgrounds (once; later runs reuse them)…"
  "$python" scripts/make-backgrounds.py --count 20 --out "$photos" >"$work/logs/backgrounds.log"
fi
site=$work/site
table=$work/cards.tsv
"$python" bench/make_quotes.py --count "$cards" --photos "$photos" --project "$site" --table "$table"
cat "$photos"/*.jpg >/dev/null # every contender starts with the photos in the page cache

cc -O2 -o "$work/gd_cards" bench/gd_cards.c $(pkg-config --cflags --libs gdlib)

# MARK: - Measuring

# run NAME CARDS OUTDIR NOTE COMMAND...: runs COMMAND under GNU time into a fresh OUTDIR and records its figures.
run() {
  local name=$1 count=$2 out=$3 note=$4
  shift 4
  rm -rf "$out"
  mkdir -p "$out"
  echo "bench: $name ($count cards)…"
  if ! /usr/bin/time -v -o "$work/logs/$name.time" "$@" >"$work/logs/$name.log" 2>&1; then
    # A crash is a finding, so it is printed and noted; one retry keeps it from hiding every other figure.
    echo "bench: $name failed; the end of its log, then one retry:" >&2
    tail -n 5 "$work/logs/$name.log" >&2
    mv "$work/logs/$name.log" "$work/logs/$name.failed.log"
    note="$note; FAILED once (logs/$name.failed.log), figures from the retry"
    rm -rf "$out"
    mkdir -p "$out"
    if ! /usr/bin/time -v -o "$work/logs/$name.time" "$@" >"$work/logs/$name.log" 2>&1; then
      echo "bench: $name failed again; the end of $work/logs/$name.log:" >&2
      tail -n 20 "$work/logs/$name.log" >&2
      exit 1
    fi
  fi
  record "$name" "$count" "$out" "$note"
}

# record NAME CARDS OUTDIR NOTE: appends GNU time's figures and the og PNGs' sizes to the results.
record() {
  local name=$1 count=$2 out=$3 note=$4
  local figures pngs
  figures=$(awk -F': ' '
    /User time/ { user = $2 } /System time/ { sys = $2 } /Maximum resident/ { rss = $2 }
    /Elapsed \(wall clock\)/ { n = split($2, part, ":"); wall = 0; for (i = 1; i <= n; i++) wall = wall * 60 + part[i] }
    END { printf "%s\t%s\t%s\t%s", wall, user, sys, rss }' "$work/logs/$name.time")
  # The og cards only: a site build also writes half-size thumbnails (-og-half-) and other images.
  pngs=$(find "$out" -name '*.png' ! -name '*-half-*' \( -path "$out/cards/*-og-*" -o ! -path "$out/cards/*" \) \
    ! -path "$out/assets/*" -printf '%f\t%s\n' | sort)
  printf '%s\n' "$pngs" >"$work/logs/$name.sizes"
  printf '%s\t%s\t%s\t%s\n' "$name" "$count" "$figures" "$note" >>"$results"
}

# sample NAME OUTDIR: keeps one card (the second quote's) for looking at.
sample() {
  local file
  file=$(find "$2" -name 'q-0002*.png' ! -name '*-half-*' | head -n 1)
  if [ -n "$file" ]; then cp "$file" "$work/samples/$1.png"; fi
}

echo "bench: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the runs"
if awk -v cores="$(nproc)" '{ exit !($1 > cores / 2) }' /proc/loadavg; then
  echo "bench: the machine is busy: contenders that run later may get more of it; compare CPU per card too"
fi

# MARK: - Draper

run draper-cards "$cards" "$work/out-cards" "draper cards, $(nproc) threads" \
  "$draper" cards "$site/data/quotes.json" --images "$site" --out "$work/out-cards" --size og --format png --quiet
sample draper "$work/out-cards"

# The same cards with the contenders' flat 55 % layer instead of classic's shade (as dark only as the letters need,
# fading towards the edges, which keeps more of each photo's grain): the PNG sizes compared like for like.
"$draper" designs --print classic >"$work/classic.json5"
sed 's/{ type: "fill", color: "#000000", opacity: 0.55, around: "text" }/{ type: "fill", color: "#000000", opacity: 0.55 }/' \
  "$work/classic.json5" >"$work/flat.json5"
if cmp -s "$work/classic.json5" "$work/flat.json5"; then
  echo "bench: classic's shade is no longer the line this script makes flat; update scripts/bench.sh" >&2
  exit 1
fi
run draper-flat "$cards" "$work/out-flat" "draper cards, classic with a flat 55 % layer" \
  "$draper" cards "$site/data/quotes.json" --images "$site" --out "$work/out-flat" --size og --format png \
  --design "$work/flat.json5" --quiet

# The same cards with a colour emoji at the end of every quote: what emoji cost.
"$python" bench/make_quotes.py --count "$cards" --photos "$photos" --project "$work/site-emoji" \
  --table "$work/cards-emoji.tsv" --emoji
run draper-emoji "$cards" "$work/out-emoji" "draper cards, every quote ending in a colour emoji" \
  "$draper" cards "$work/site-emoji/data/quotes.json" --images "$work/site-emoji" --out "$work/out-emoji" --size og \
  --format png --quiet

# The same cards drawn from a design file: a sepia photo (filtered once per photo), a gradient, a vignette, a rule,
# the quote and its speaker as text blocks (the source's block is left out: these quotes have none) and a logo.
run draper-design "$cards" "$work/out-design" "draper cards --design examples/designs/brand.json5" \
  "$draper" cards "$site/data/quotes.json" --images "$site" --out "$work/out-design" --size og --format png \
  --design examples/designs/brand.json5 --quiet
sample draper-design "$work/out-design"

# Each built-in design, from the same dataset: one renderer draws them all, so each should cost what classic does.
for design in split type-only vintage; do
  run "draper-$design" "$cards" "$work/out-$design" "draper cards --design $design" \
    "$draper" cards "$site/data/quotes.json" --images "$site" --out "$work/out-$design" --size og --format png \
    --design "$design" --quiet
done

run draper-site "$cards" "$work/out-site" "whole site: og card, thumbnail, email JPEG, pages, feeds" \
  "$draper" build "$site" --now "$now" --out "$work/out-site" --quiet

# The warm rebuild: every run sees one quote changed (it alternates between two texts) in the site built above.
quotes=$site/data/quotes.json
cp "$quotes" "$work/quotes-a.json"
"$python" - "$work/quotes-a.json" "$work/quotes-b.json" <<'EOF'
import json, sys
quotes = json.load(open(sys.argv[1]))
quotes[len(quotes) // 2]["text"] += " And then it changed."
json.dump(quotes, open(sys.argv[2], "w"), indent=1, ensure_ascii=False)
EOF
toggle="if cmp -s $work/quotes-a.json $quotes; then cp $work/quotes-b.json $quotes; else cp $work/quotes-a.json $quotes; fi"
echo "bench: draper warm rebuild ($warm_runs runs)…"
hyperfine --style basic --warmup 1 --runs "$warm_runs" --prepare "$toggle" \
  --export-json "$work/logs/draper-warm.json" \
  "$draper build $site --now $now --out $work/out-site --quiet" >"$work/logs/draper-warm.log" 2>&1 || {
  cat "$work/logs/draper-warm.log" >&2
  exit 1
}
sh -c "$toggle"
/usr/bin/time -v -o "$work/logs/draper-warm-rss.time" "$draper" build "$site" --now "$now" --out "$work/out-site" --quiet \
  >"$work/logs/draper-warm-rss.log" 2>&1
cp "$work/quotes-a.json" "$quotes"

# MARK: - The others

run pyvips "$vips_cards" "$work/out-pyvips" "libvips $(pkg-config --modversion vips), one process" \
  "$python" bench/pyvips_cards.py "$table" "$work/out-pyvips" "$font" "$vips_cards"
sample pyvips "$work/out-pyvips"

run imagemagick "$im_cards" "$work/out-imagemagick" "one convert per card" \
  bench/imagemagick_cards.sh "$table" "$work/out-imagemagick" "$font" "$im_cards"
sample imagemagick "$work/out-imagemagick"

run libgd-c "$gd_cards" "$work/out-libgd-c" "libgd $(pkg-config --modversion gdlib), one thread, zlib 6" \
  "$work/gd_cards" "$table" "$work/out-libgd-c" "$font" "$gd_cards"
sample libgd-c "$work/out-libgd-c"

echo "bench: load average $(cut -d' ' -f1-3 /proc/loadavg) after the runs"
echo
"$python" bench/report.py --results "$results" --logs "$work/logs" --cards "$cards"

# Pages on a throttled phone (Chromium through selenium, as in the browser tests): layout shift
# < 0.05 and largest contentful paint < 2 s on every kind of page. The test suite checks the
# shift only; paint time is a speed target, so it is held here.
echo
echo "bench: pages on a throttled phone (the debug build the browser tests use)…"
swift build --product draper >"$work/logs/phone-build.log" 2>&1
if DRAPER_PHONE_SPEED_TARGETS=1 "$python" -m unittest Tests.browser.test_phone_speed >"$work/logs/phone.log" 2>&1; then
  phone=PASS
else
  phone=MISS
fi
sed -n '/^phone (/,$p' "$work/logs/phone.log"
echo "  every page: CLS < 0.05 and LCP < 2 s on the throttled phone  $phone  (logs/phone.log)"

scripts/bench-scale.sh
