#!/usr/bin/env bash
# Draper's og card made with ImageMagick, one `convert` per card, as a shell user would script it.
#
#   bench/imagemagick_cards.sh TABLE OUTDIR FONTFILE [LIMIT]
#
# TABLE is the benchmark's tab-separated card list (id, photo, quote, speaker); each card goes to OUTDIR/ID.png.
# CONVERT names the program (default: Debian's convert-im6.q16 if present, else magick, else convert).
#
# Per card: -resize WxH^ and -extent cover-crop the photo, a 55 % black rectangle darkens it, `caption:` wraps the
# quote and autofits its size to a box, `label:` sets the speaker line 22 px below, and the block is centred.
# ImageMagick has no largest size for an autofitted caption, so the box is as tall as the quote would be at
# Draper's largest size (76 px, estimated from its length) and never taller than the card's text box: short quotes
# come out at about 76 px, long ones shrink to fit, as in the other contenders.
set -euo pipefail

if (($# < 3 || $# > 4)); then
  echo "usage: imagemagick_cards.sh TABLE OUTDIR FONTFILE [LIMIT]" >&2
  exit 64
fi
table=$1 out=$2 font=$3 limit=${4:-0}
convert=${CONVERT:-$(command -v convert-im6.q16 || command -v magick || command -v convert)}

box_width=1100 box_height=530 speaker_size=28 gap=22
# The quote's share of the box: what the speaker line and its gap leave.
room=$((box_height - gap - speaker_size * 115 / 100))

count=0
while IFS=$'\t' read -r id photo quote speaker; do
  if ((limit > 0 && count >= limit)); then break; fi
  # About 27 characters of League Spartan Bold fit a 1100 px line at 76 px; lines are 1.15 em apart.
  lines=$(((${#quote} + 26) / 27))
  height=$((lines * 76 * 115 / 100))
  ((height > room)) && height=$room
  # A leading @ would make caption: read a file; the quotes never start with one, but say so rather than guess.
  [[ $quote == @* ]] && { echo "imagemagick_cards: quote $id starts with @" >&2; exit 1; }
  "$convert" "$photo" -resize 1200x630^ -gravity center -extent 1200x630 \
    -fill 'rgba(0,0,0,0.55)' -draw 'rectangle 0,0,1199,629' \
    \( -background none -fill white -font "$font" \
       \( -size "${box_width}x${height}" -gravity center caption:"$quote" -trim +repage \) \
       \( -size 1x$gap xc:none \) \
       \( +size -pointsize $speaker_size label:"— $speaker" \) \
       -gravity center -append \) \
    -gravity center -composite -alpha off \
    -define png:compression-level=6 "$out/$id.png"
  count=$((count + 1))
done <"$table"
