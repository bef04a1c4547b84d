#!/usr/bin/env python3
"""Write the benchmark's dataset: N quotes on the benchmark photos, as a Draper project and as a plain table.

    bench/make_quotes.py --count 1000 --photos DIR --project DIR --table FILE

The quotes are made from a fixed seed with Python's own random module, so every run (and every machine) gets the same
words. Lengths follow real quotations: mostly one or two sentences, a quarter of them long enough to need a smaller
size. Quote i uses photo i mod (number of photos), so any prefix of the list uses the photos evenly.

The project gets site.json (og cards, PNG only), data/quotes.json and images/ (hard links to the photos, or copies
across file systems). The table is tab-separated, one card a line: id, photo (absolute path), quote, speaker; the
other contenders read it.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import shutil
import sys

SUBJECTS = [
    "a quiet mind", "the patient gardener", "every honest day", "a small kindness", "the long road", "courage",
    "the open door", "an old friend", "the morning light", "hard work", "a careful word", "the river", "every storm",
    "a good question", "the humble", "plain bread", "the first step", "a kept promise", "the wise traveller",
    "laughter", "the empty page", "a steady hand", "the winter sea", "true wealth", "the busy bee", "a lost hour",
    "the young oak", "an idle tongue", "the lamp", "a full heart", "time", "the mountain path", "a borrowed coat",
]
VERBS = [
    "outlasts", "teaches", "carries", "finds", "remembers", "forgives", "builds", "hides", "opens", "mends",
    "measures", "keeps", "outruns", "feeds", "warms", "shapes", "reveals", "guards", "lightens", "earns",
]
OBJECTS = [
    "the loudest argument", "what the clever forget", "more than gold", "the way home", "its own reward",
    "every crooked fence", "the price of bread", "a thousand excuses", "the things we owe", "the coldest night",
    "what a purse cannot", "a crowded room", "the patience of stone", "the weight of a year", "all that glitters",
    "the hungry and the proud", "a better harvest", "the shape of tomorrow", "the distance between friends",
    "what the wind scatters", "a house of cards", "the road not taken twice",
]
CLOSERS = [
    "and asks for nothing in return", "but only for those who wait", "long after the music stops",
    "when no one is watching", "as surely as the tide turns", "though the world may laugh", "before the bell rings",
    "if you let it", "one stitch at a time", "in the end", "whatever the season", "and that is enough",
]
MAXIMS = [
    "Well begun is half done", "Measure twice and cut once", "Still waters run deep", "Make hay while the sun shines",
    "Fortune favours the prepared", "A stitch in time saves nine", "Slow and steady wins the race",
    "Honesty costs nothing", "Words are wind, deeds are stone", "Every cloud has a silver lining",
]
FIRST_NAMES = [
    "Ada", "Benjamin", "Clara", "Desmond", "Eleanor", "Felix", "Grace", "Henry", "Iris", "Jonah", "Katherine", "Leo",
    "Margaret", "Nathaniel", "Olive", "Percy", "Rosalind", "Samuel", "Theodora", "Walter",
]
LAST_NAMES = [
    "Ashworth", "Blackwood", "Carrington", "Dunmore", "Ellsworth", "Fairbanks", "Greaves", "Hawthorne", "Ingram",
    "Jessop", "Kingsley", "Lockhart", "Merriweather", "Northcott", "Oakley", "Pemberton", "Quincy", "Radcliffe",
    "Sterling", "Thorncroft", "Underhill", "Vance", "Whitlock", "Yardley",
]


# Single emoji and sequences, for the run that measures what colour glyphs cost.
EMOJI = ["🌿", "🇯🇵", "👩‍👩‍👧", "👍🏽", "1️⃣", "🏳️‍🌈", "🥰", "☕", "🧑🏽‍💻", "🌊"]


def clause(rng: random.Random) -> str:
    words = f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)}"
    if rng.random() < 0.5:
        words += f" {rng.choice(CLOSERS)}"
    return words


def sentence(rng: random.Random) -> str:
    if rng.random() < 0.15:
        return rng.choice(MAXIMS) + "."
    text = clause(rng)
    if rng.random() < 0.35:
        text += rng.choice([", and ", ", but ", "; "]) + clause(rng)
    return text[0].upper() + text[1:] + "."


def quote_text(rng: random.Random) -> str:
    roll = rng.random()
    count = 1 if roll < 0.55 else 2 if roll < 0.85 else 3
    return " ".join(sentence(rng) for _ in range(count))


def link_or_copy(source: pathlib.Path, target: pathlib.Path) -> None:
    if target.exists():
        return
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


TAGS = [
    "courage", "patience", "work", "time", "friendship", "wisdom", "kindness", "honesty", "home", "the sea",
    "seasons", "money", "learning", "silence", "travel", "bread", "gardens", "memory", "hope", "humour",
    "craft", "family", "weather", "books", "music", "sleep", "the city", "rivers", "letters", "mornings",
]

# The scale benchmark's site: no `cards` object, so the build uses Draper's defaults (what a new user gets).
DEFAULTS_SITE_JSON = """{
  title: "Draper at scale",
  baseURL: "https://bench.example/",
  language: "en",
  timezone: "UTC",
}
"""

SITE_JSON = """{
  // The benchmark's site: og cards as PNG only; the rest of the card design is Draper's default.
  title: "Draper benchmark",
  baseURL: "https://bench.example/",
  language: "en",
  timezone: "UTC",
  cards: {
    sizes: ["og"],
    formats: ["png"],
    overlay: 0.55,
    pngLevel: 6,
  },
}
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--photos", type=pathlib.Path, required=True, help="folder of bg-NN.jpg")
    parser.add_argument("--project", type=pathlib.Path, required=True, help="the Draper project to write")
    parser.add_argument("--table", type=pathlib.Path, required=True, help="the tab-separated card list to write")
    parser.add_argument("--seed", type=int, default=1957)
    parser.add_argument("--emoji", action="store_true",
                        help="end every quote with a colour emoji (a flag, a ZWJ family, skin tones, a keycap)")
    parser.add_argument("--site-defaults", action="store_true",
                        help="a site.json without card settings (Draper's defaults), one to three tags a quote, "
                             "and a 25-day advent calendar")
    args = parser.parse_args(argv)

    photos = sorted(args.photos.glob("bg-*.jpg"))
    if not photos:
        sys.exit(f"make_quotes: no bg-*.jpg in {args.photos}")
    images = args.project / "images"
    (args.project / "data").mkdir(parents=True, exist_ok=True)
    images.mkdir(parents=True, exist_ok=True)
    for photo in photos:
        link_or_copy(photo, images / photo.name)

    rng = random.Random(args.seed)
    quotes = []
    rows = []
    for index in range(args.count):
        photo = photos[index % len(photos)]
        quote = {
            "id": f"q-{index + 1:04d}",
            "text": quote_text(rng) + (f" {EMOJI[index % len(EMOJI)]}" if args.emoji else ""),
            "speaker": f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}",
            "image": f"images/{photo.name}",
        }
        if args.site_defaults:
            quote["tags"] = rng.sample(TAGS, rng.randint(1, 3))
        quotes.append(quote)
        rows.append("\t".join([quote["id"], str((images / photo.name).resolve()), quote["text"], quote["speaker"]]))

    (args.project / "site.json").write_text(DEFAULTS_SITE_JSON if args.site_defaults else SITE_JSON)
    if args.site_defaults:
        entries = [
            {"day": day, "title": f"Door {day}", "message": quote_text(rng),
             "image": f"images/{photos[day % len(photos)].name}"}
            for day in range(1, 26)
        ]
        advent = {"title": "Advent", "year": 2024, "timezone": "UTC", "entries": entries}
        (args.project / "data" / "advent.json").write_text(json.dumps(advent, indent=1, ensure_ascii=False) + "\n")
    (args.project / "data" / "quotes.json").write_text(json.dumps(quotes, indent=1, ensure_ascii=False) + "\n")
    args.table.parent.mkdir(parents=True, exist_ok=True)
    args.table.write_text("\n".join(rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
