"""Small fixture projects, built once per test run with the repository's `draper` binary.

Each fixture is a project folder written from the literals below (three quotes, one card
size, PNG only, a four- or three-day advent calendar, two of the repository's photos).
`built(fixture, reveal)` builds it into a temporary folder and returns a `Site`; builds are
cached for the whole test run. (Each build starts from an empty folder: a copy of another
build's output would hold files Draper has no record of making, which it leaves alone.)
"""

from __future__ import annotations

import atexit
import base64
import functools
import html.parser
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
# The binary under test: the debug build, or another one (an earlier version, to see a test
# fail before a change) named by DRAPER_BINARY.
DRAPER = Path(os.environ.get("DRAPER_BINARY") or REPO_ROOT / ".build" / "debug" / "draper")
ARTIFACTS = REPO_ROOT / "output" / "test-artifacts"

QUOTES = [
    {
        "id": "franklin-well-done",
        "text": "Well done is better than well said.",
        "speaker": "Benjamin Franklin",
        "source": "Poor Richard's Almanack (1737)",
        "image": "images/bg-01.jpg",
        "tags": ["work"],
    },
    {
        "id": "franklin-lost-time",
        "text": "Lost time is never found again.",
        "speaker": "Benjamin Franklin",
        "source": "The Way to Wealth (1758)",
        "image": "images/bg-02.jpg",
        "tags": ["time"],
    },
    {
        "id": "lincoln-house-divided",
        "text": "A house divided against itself cannot stand.",
        "speaker": "Abraham Lincoln",
        "source": "“House Divided” speech (1858)",
        "image": "images/bg-01.jpg",
    },
]


@dataclass(frozen=True)
class Day:
    """An advent entry and the made-up words that appear nowhere else in the fixture."""

    number: int
    title: str
    message: str
    secrets: tuple[str, ...]
    image: str | None = None
    link: str | None = None

    def entry(self) -> dict:
        entry = {"day": self.number, "title": self.title, "message": self.message}
        if self.image:
            entry["image"] = self.image
        if self.link:
            entry["link"] = self.link
        return entry


DAYS = [
    Day(1, "The Aldermoor lantern",
        "Put one lamp in a window and let it burn a little longer: *quillfeather* light for the evening.",
        ("Aldermoor", "quillfeather"), image="images/bg-01.jpg"),
    Day(2, "Letters to Brackenridge",
        "Write a short note by hand and tuck a pressed leaf inside. **Rosethimble** paper works best.",
        ("Brackenridge", "Rosethimble")),
    Day(3, "Cinderholt bread",
        "Bake something plain and share the first slice, warm, with [a neighbour](https://bread.example/sablewick).",
        ("Cinderholt", "sablewick"), link="https://bread.example/sablewick"),
    Day(4, "Dunmarrow frost",
        "Step outside after dark for five minutes and listen: *tansyfold* quiet.",
        ("Dunmarrow", "tansyfold"), image="images/bg-02.jpg"),
]


@dataclass(frozen=True, eq=False)
class Fixture:
    name: str
    site: dict
    advent: dict
    days: list[Day]
    # The build's --now: some doors open, the rest locked.
    now: str
    start: date
    # The dataset; None is QUOTES.
    quotes: list | None = None
    # The author's own files: pages/*.md and static/, by path.
    pages: dict | None = None
    static: dict | None = None

    def day(self, number: int) -> Day:
        return self.days[number - 1]

    def date_of(self, number: int) -> date:
        return self.start + timedelta(days=number - 1)


SITE = {
    "title": "Fixture Quotes",
    "description": "Quotations for the browser tests.",
    "baseURL": "https://fixture.example/",
    "language": "en",
    "author": "Fixture Author",
    "timezone": "Europe/Berlin",
    "reveal": "client",
    "cards": {"sizes": ["og"]},  # the lean defaults: AVIF for the pages, JPEG to share
    "notifications": {
        "daily": {"enabled": True, "time": "09:00"},
        "weekly": {"enabled": True, "time": "09:00", "weekday": "monday"},
    },
    "email": {
        "from": "Fixture Quotes <quotes@fixture.example>",
        "to": "readers@fixture.example",
        "subject": "Quote of the day",
        "format": "jpg",
    },
}

# A calendar in a named zone, over the change to summer time on 29 March 2026
# (Europe/Berlin goes from UTC+1 to UTC+2 at 01:00 UTC).
BERLIN = Fixture(
    name="berlin",
    site=SITE,
    advent={
        "title": "Spring Doors",
        "start": "2026-03-27",
        "days": 4,
        "timezone": "Europe/Berlin",
        "unlockTime": "00:00",
        "reminderTime": "21:00",
        "target": "spring break",
        "entries": [day.entry() for day in DAYS[:4]],
    },
    days=DAYS[:4],
    # Door 1 opened at 2026-03-26T23:00Z; door 2 opens at 2026-03-27T23:00Z.
    now="2026-03-27T12:00:00Z",
    start=date(2026, 3, 27),
)

# A calendar whose doors open at midnight on each viewer's own clock.
LOCAL = Fixture(
    name="local",
    site=SITE,
    advent={
        "title": "Winter Doors",
        "start": "2026-12-01",
        "days": 3,
        "timezone": "local",
        "unlockTime": "00:00",
        "reminderTime": "21:00",
        "entries": [day.entry() for day in DAYS[:3]],
    },
    days=DAYS[:3],
    # Door 1 is open everywhere (2026-12-01T00:00 at UTC−12 is 12:00Z); door 2 has
    # opened only where clocks are 12 or more hours ahead of UTC; door 3 nowhere.
    now="2026-12-01T12:00:00Z",
    start=date(2026, 12, 1),
)

# Fourteen quotes by three speakers under four tags, six to a page: lists of three pages.
LIBRARY_SPEAKERS = ["Ada Lovelace", "Søren Kierkegaard", "Grace Hopper"]
LIBRARY_WORDS = ["amber", "birch", "cobalt", "dune", "ember", "fjord", "garnet", "heather", "indigo", "juniper",
                 "kestrel", "lichen", "marram", "nettle"]
LIBRARY_QUOTES = [
    {
        "id": f"library-{index + 1:02d}",
        "text": f"The {word} in the window keeps its own counsel, number {index + 1}.",
        "speaker": LIBRARY_SPEAKERS[index % 3],
        "image": f"images/bg-0{index % 2 + 1}.jpg",
        # "stone" and "Stone" are one tag, on one page.
        "tags": ["light", "water" if index % 2 == 0 else ("stone" if index % 4 == 1 else "Stone")],
    }
    for index, word in enumerate(LIBRARY_WORDS)
]

LIBRARY = Fixture(
    name="library",
    site={**SITE, "publishing": {"pageSize": 6}},
    advent=None,
    days=[],
    now="2026-03-27T12:00:00Z",
    start=date(2026, 3, 27),
    quotes=LIBRARY_QUOTES,
    pages={
        "about.md": "---\ntitle: About the library\ndescription: Who keeps these quotes.\nmenu: 1\n---\n"
                    "We keep **fourteen** lines about windows, from [our friends](https://friends.example/).\n\n"
                    "## How to write to us\n\n- By letter\n- By [mail](mailto:library@fixture.example)\n\n"
                    "> A quiet room is a good room.\n",
        "colophon.md": "# Colophon\n\nSet in League Spartan, built with Draper.\n",
    },
    static={"CNAME": "library.fixture.example\n", ".well-known/security.txt": "Contact: mailto:library@fixture.example\n"},
)

# The three quotes with a portrait card too: what a phone held upright shows.
PORTRAIT = Fixture(
    name="portrait",
    site={**SITE, "cards": {"sizes": ["og", "portrait"]}},
    advent=None,
    days=[],
    now="2026-03-27T12:00:00Z",
    start=date(2026, 3, 27),
)

# Forty-five quotes that share a word: more results than the search shows at once.
SHELF_QUOTES = [
    {
        "id": f"shelf-{index + 1:02d}",
        "text": f"Every lantern on shelf {index + 1} was lit by hand.",
        "speaker": LIBRARY_SPEAKERS[index % 3],
        "image": f"images/bg-0{index % 2 + 1}.jpg",
    }
    for index in range(45)
]

SHELF = Fixture(
    name="shelf",
    site={**SITE, "cards": {"sizes": ["og"], "formats": ["jpg"]}},
    advent=None,
    days=[],
    now="2026-03-27T12:00:00Z",
    start=date(2026, 3, 27),
    quotes=SHELF_QUOTES,
)

# The Berlin fixture with each card format alone: every page must still be valid and every
# image it names there (a palette PNG alone once gave every card an empty srcset).
CARD_FORMATS = ("png", "png8", "jpg", "webp", "avif")
SINGLE_FORMAT = {
    fmt: Fixture(
        name=f"berlin-{fmt}", site={**SITE, "cards": {"sizes": ["og", "square"], "formats": [fmt]}},
        advent=BERLIN.advent, days=BERLIN.days, now=BERLIN.now, start=BERLIN.start)
    for fmt in CARD_FORMATS
}

PHOTOS = ["bg-01.jpg", "bg-02.jpg"]


class MissingTool(AssertionError):
    """A tool the tests need is not installed: the message says how to install it."""


def require_draper() -> Path:
    if not DRAPER.is_file():
        raise MissingTool(
            f"the draper binary is missing at {DRAPER}: "
            "build it first with `swift build --product draper` (or run `make test-browser`)")
    return DRAPER


@functools.cache
def _workspace() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="draper-browser-tests-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    atexit.register(_report_builds)
    return folder


def _report_builds() -> None:
    if build_seconds:
        timings = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in build_seconds.items())
        print(f"fixture builds: {timings}", file=sys.stderr)


@functools.cache
def project(fixture: Fixture) -> Path:
    """Writes the fixture's project folder (site.json, data/, images/)."""
    root = _workspace() / "projects" / fixture.name
    (root / "data").mkdir(parents=True)
    (root / "images").mkdir()
    for photo in PHOTOS:
        shutil.copyfile(REPO_ROOT / "images" / photo, root / "images" / photo)
    (root / "site.json").write_text(json.dumps(fixture.site, indent=2, ensure_ascii=False), encoding="utf-8")
    quotes = QUOTES if fixture.quotes is None else fixture.quotes
    (root / "data" / "quotes.json").write_text(json.dumps(quotes, indent=2, ensure_ascii=False), encoding="utf-8")
    for folder, files in (("pages", fixture.pages), ("static", fixture.static)):
        for relative, text in (files or {}).items():
            (root / folder / relative).parent.mkdir(parents=True, exist_ok=True)
            (root / folder / relative).write_text(text, encoding="utf-8")
    if fixture.advent is not None:
        (root / "data" / "advent.json").write_text(
            json.dumps(fixture.advent, indent=2, ensure_ascii=False), encoding="utf-8")
    return root


build_seconds: dict[str, float] = {}


@functools.cache
def built(fixture: Fixture, reveal: str) -> Site:
    """The fixture built with `--reveal reveal` at the fixture's `now`."""
    return build(fixture, reveal, now=fixture.now, folder=f"{fixture.name}-{reveal}")


def build(fixture: Fixture, reveal: str, *, now: str, folder: str) -> Site:
    """The fixture built with `--reveal reveal` at `now` into the workspace's `sites/<folder>`.

    Not cached: building into the same folder again is a publisher's next build, which
    replaces and removes what the earlier one wrote."""
    draper = require_draper()
    root = project(fixture)
    out = _workspace() / "sites" / folder
    emails = _workspace() / "emails" / folder
    started = time.monotonic()
    result = subprocess.run(
        [str(draper), "build", str(root), "--now", now, "--out", str(out), "--reveal", reveal, "--quiet",
         "--emails", str(emails)],
        capture_output=True, text=True, timeout=300)
    build_seconds[folder] = build_seconds.get(folder, 0) + time.monotonic() - started
    if result.returncode != 0:
        raise AssertionError(
            f"draper build of the {fixture.name} fixture (--reveal {reveal}, --now {now}) failed with exit code "
            f"{result.returncode}:\n{result.stderr}")
    return Site(fixture=fixture, reveal=reveal, root=out, emails=emails)


@functools.cache
def built_then_thinned(fixture: Fixture, removed: tuple[str, ...], renamed: tuple[tuple[str, str], ...] = (),
                       name: str = "thinned", without_calendar: bool = False, settings: str | None = None) -> Site:
    """The fixture built, then built again, as its publisher would, with the quotes `removed`
    taken out of `quotes.json`, the speakers `renamed` (old name, new name) and, if
    `without_calendar`, `advent.json` removed, and `site.json` made `settings` if given: a
    site that no longer has all it published, and whose pages for what went say so."""
    root = _workspace() / "projects" / f"{fixture.name}-{name}"
    shutil.copytree(project(fixture), root)
    folder = f"{fixture.name}-{name}"
    out = _workspace() / "sites" / folder
    for step in ("whole", "thinned"):
        if step == "thinned":
            names = dict(renamed)
            quotes = [{**quote, "speaker": names.get(quote["speaker"], quote["speaker"])}
                      for quote in (QUOTES if fixture.quotes is None else fixture.quotes) if quote["id"] not in removed]
            (root / "data" / "quotes.json").write_text(json.dumps(quotes, indent=2, ensure_ascii=False), encoding="utf-8")
            if without_calendar:
                (root / "data" / "advent.json").unlink()
            if settings is not None:
                (root / "site.json").write_text(settings, encoding="utf-8")
        started = time.monotonic()
        result = subprocess.run(
            [str(require_draper()), "build", str(root), "--now", fixture.now, "--out", str(out), "--quiet"],
            capture_output=True, text=True, timeout=300)
        build_seconds[folder] = build_seconds.get(folder, 0) + time.monotonic() - started
        if result.returncode != 0:
            raise AssertionError(f"draper build of {root} ({step}) failed with exit code {result.returncode}:\n"
                                 f"{result.stderr}")
    return Site(fixture=fixture, reveal="client", root=out, emails=_workspace() / "emails" / folder)


@dataclass(frozen=True)
class Site:
    fixture: Fixture
    reveal: str
    root: Path
    # Where the build wrote the email messages (--emails): not part of the site.
    emails: Path

    def path(self, relative: str) -> Path:
        return self.root / relative

    def url(self, relative: str) -> str:
        return (self.root / relative).as_uri()

    def read(self, relative: str) -> str:
        return (self.root / relative).read_text(encoding="utf-8")

    def files(self) -> list[Path]:
        return sorted(path for path in self.root.rglob("*") if path.is_file())

    def pages(self) -> list[str]:
        """Every HTML page of the site (not the email snippets, which are fragments)."""
        return sorted(
            path.relative_to(self.root).as_posix() for path in self.root.rglob("*.html")
            if path.relative_to(self.root).parts[0] != "email")

    def quote_page(self, quote_id: str) -> str:
        return f"quotes/{quote_id}/index.html"

    @staticmethod
    def day_page(number: int) -> str:
        return f"advent/{number}/index.html"


def one_page_of_each_kind(berlin: Site, library: Site, portrait: Site | None = None) -> list[tuple[Site, str]]:
    """One page of each kind: the home page, a quote, every kind of list, the search, the
    calendar and its open and locked doors, the gallery, an author's page, the Follow page and
    the 404 page; and, given the portrait fixture, its home and quote pages, which a screen
    held upright shows with the portrait card."""
    pages = [(berlin, page) for page in (
        "index.html", berlin.quote_page(QUOTES[0]["id"]), "quotes/index.html", "tags/index.html",
        "tags/work/index.html", "speakers/index.html", "speakers/benjamin-franklin/index.html", "search/index.html",
        "advent/index.html", Site.day_page(1), Site.day_page(3), "cards/index.html", "follow.html", "404.html",
    )] + [(library, page) for page in ("quotes/index-2.html", "about/index.html")]
    if portrait is not None:
        pages += [(portrait, "index.html"), (portrait, portrait.quote_page(QUOTES[0]["id"]))]
    return pages


# ---- Sealed content -------------------------------------------------------------------

def unseal(sealed: str, key: str) -> str:
    """The inverse of the site's sealing (the same keystream as draper.js's `unseal`)."""
    data = bytearray(base64.b64decode(sealed))
    state = 2166136261
    units = key.encode("utf-16-le")
    for index in range(0, len(units), 2):
        state = ((state ^ int.from_bytes(units[index:index + 2], "little")) * 16777619) & 0xFFFFFFFF
    for index in range(len(data)):
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        data[index] ^= state >> 24
    return data.decode("utf-8")


class SealedTemplates(html.parser.HTMLParser):
    """The sealed `<template>` elements of a page (a door's content, `class="sealed"`, and its
    page's backdrop, `class="sealed-backdrop"`), as (key, sealed) pairs."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "template" and {"sealed", "sealed-backdrop"} & set((values.get("class") or "").split()):
            self.found.append((values.get("data-key") or "", values.get("data-sealed") or ""))

    @classmethod
    def of(cls, text: str) -> list[tuple[str, str]]:
        parser = cls()
        parser.feed(text)
        return parser.found


# ---- Links ----------------------------------------------------------------------------

class References(html.parser.HTMLParser):
    """Every URL a page refers to: href, src and srcset values."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name in ("href", "src"):
                self.urls.append(value)
            elif name == "srcset":
                self.urls += [candidate.strip().split(" ")[0] for candidate in value.split(",") if candidate.strip()]

    @classmethod
    def of(cls, text: str) -> list[str]:
        parser = cls()
        parser.feed(text)
        return parser.urls
