"""What each reveal mode puts in the output: `build` leaves no trace of a locked day in any
file, `client` only sealed copies, `all` opens every door under a preview banner."""

from __future__ import annotations

import base64
import functools
import re
import unittest
from pathlib import Path

from .chrome import shared_browser
from .site_fixtures import BERLIN, LOCAL, SealedTemplates, Site, built, unseal


def base64_forms(word: str) -> set[str]:
    """The base64 text that `word` turns into wherever it falls in a longer text: for each
    of the three alignments, the characters that depend on the word's bytes alone."""
    forms = set()
    for spelling in {word, word.lower(), word.upper(), word.capitalize()}:
        data = spelling.encode()
        for offset in range(3):
            encoded = base64.b64encode(b"\0" * offset + data).decode()
            first_group = 0 if offset == 0 else 1
            last_group = (offset + len(data)) // 3
            forms.add(encoded[4 * first_group:4 * last_group])
    return forms


BINARY_SUFFIXES = {".png", ".jpg", ".jpeg", ".webp", ".avif", ".otf", ".ttf", ".woff2"}


def readings(path: Path) -> list[str]:
    """A file's bytes as text; text files also unfolded the ways formats break long lines
    (iCalendar folding, quoted-printable soft breaks, base64 line wrapping)."""
    text = path.read_bytes().decode("latin-1")
    if path.suffix in BINARY_SUFFIXES:
        return [text]
    unfolded = re.sub(r"\r?\n[ \t]", "", text)
    soft_breaks = re.sub(r"=\r?\n", "", text)
    return [text, unfolded, soft_breaks, re.sub(r"\s+", "", text)]


@functools.cache
def site_readings(site: Site) -> list[tuple[str, list[str], list[str]]]:
    """Each output file: its path, its readings and their lower-case forms."""
    result = []
    for path in site.files():
        texts = readings(path)
        result.append((path.relative_to(site.root).as_posix(), texts, [text.lower() for text in texts]))
    return result


def traces(site: Site, word: str) -> list[str]:
    """The output files in which `word` can be read, plainly (in any case) or in base64."""
    encoded = base64_forms(word)
    plain = word.lower()
    return [
        path for path, texts, lowered in site_readings(site)
        if any(plain in text for text in lowered) or any(form in text for form in encoded for text in texts)]


class RevealInFilesTests(unittest.TestCase):
    def assert_no_trace(self, site: Site, numbers: list[int]) -> None:
        for number in numbers:
            for word in site.fixture.day(number).secrets:
                with self.subTest(reveal=site.reveal, day=number, word=word):
                    self.assertEqual(traces(site, word), [])

    def assert_traces(self, site: Site, numbers: list[int]) -> None:
        """The search finds what is there: open days' words are in the output."""
        for number in numbers:
            for word in site.fixture.day(number).secrets:
                with self.subTest(reveal=site.reveal, day=number, word=word):
                    self.assertIn(Site.day_page(number), traces(site, word))

    def sealed_days(self, site: Site) -> dict[int, list[str]]:
        """Day number → the unsealed HTML of each sealed template that mentions it."""
        found: dict[int, list[str]] = {}
        for page in ["advent/index.html"] + [Site.day_page(day.number) for day in site.fixture.days]:
            for key, sealed in SealedTemplates.of(site.read(page)):
                match = re.fullmatch(r"door-(\d+)-(\d{4}-\d{2}-\d{2})", key)
                self.assertIsNotNone(match, f"seal key {key!r} in {page}")
                number = int(match.group(1))
                self.assertEqual(match.group(2), site.fixture.date_of(number).isoformat())
                found.setdefault(number, []).append(unseal(sealed, key))
        return found

    def card_owners(self, site: Site) -> set[str]:
        # cards/advent-1/og.jpg is "advent-1-og"; a locked door's preview is cards/advent-2-locked.jpg.
        names = {f"{path.name}-{card.stem}" for path in site.path("cards").glob("advent-*") if path.is_dir()
                 for card in path.iterdir()}
        return names | {path.stem for path in site.path("cards").glob("advent-*.jpg")}

    def test_build_mode_leaves_no_trace_of_locked_days(self) -> None:
        site = built(BERLIN, "build")
        self.assert_traces(site, [1])
        self.assert_no_trace(site, [2, 3, 4])
        self.assertEqual(self.sealed_days(site), {})
        # Every door gets a "Door N" card (an open one keeps it for the links shared while it was
        # locked); only the open door has cards of its own.
        self.assertEqual(self.card_owners(site), {
            "advent-1-og", "advent-1-og-600", "advent-1-og-800", "advent-1-locked", "advent-2-locked",
            "advent-3-locked", "advent-4-locked"})

    def test_build_mode_seals_local_days_open_somewhere(self) -> None:
        # At 12:00 UTC on 1 December, 2 December has begun only where clocks are 12 or more
        # hours ahead of UTC: door 2 is sealed for the viewers there; door 3 is open
        # nowhere and left out.
        site = built(LOCAL, "build")
        self.assert_traces(site, [1])
        self.assert_no_trace(site, [2, 3])
        sealed = self.sealed_days(site)
        self.assertEqual(sorted(sealed), [2])
        # The door's face and content name it; the photo behind its page does not.
        face, content, _ = sealed[2]
        self.assertIn(LOCAL.day(2).title, face)
        self.assertIn(LOCAL.day(2).title, content)
        # Door 2 is open only somewhere: its cards are at unguessable addresses until it is open
        # everywhere. Door 1, open everywhere, keeps the ones builds gave it while it was sealed.
        self.assertEqual(self.card_owners(site), {
            "advent-1-og", "advent-1-og-600", "advent-1-og-800", "advent-1-locked", "advent-2-locked",
            "advent-3-locked"})
        # A JPEG and three AVIF widths each (600, 800 and full size).
        self.assertEqual(len(list(site.path("cards/sealed").glob("*.jpg"))), 2)
        self.assertEqual(len(list(site.path("cards/sealed").glob("*.avif"))), 6)

    def test_client_mode_seals_locked_days(self) -> None:
        site = built(BERLIN, "client")
        self.assert_traces(site, [1])
        self.assert_no_trace(site, [2, 3, 4])
        sealed = self.sealed_days(site)
        self.assertEqual(sorted(sealed), [2, 3, 4])
        for number, pieces in sealed.items():
            day = BERLIN.day(number)
            # The calendar's door face, the day page's content and the photo behind it.
            self.assertEqual(len(pieces), 3)
            face, content, backdrop = pieces
            self.assertIn(f'<span class="door-title">{day.title}</span>', face)
            self.assertIn(f"<h1>{day.title}</h1>", content)
            self.assertIn(day.secrets[1], content)
            self.assertRegex(backdrop, r'^<div class="backdrop" aria-hidden="true"><picture>.*/assets/backdrops/')

    def test_all_mode_opens_every_door(self) -> None:
        site = built(BERLIN, "all")
        self.assert_traces(site, [1, 2, 3, 4])
        self.assertEqual(self.sealed_days(site), {})
        banner = ('<p class="preview-banner" role="status">Preview: every door is open. '
                  'Visitors see each day only from its date.</p>')
        for page in site.pages():
            with self.subTest(page=page):
                self.assertIn(banner, site.read(page))
        for page in built(BERLIN, "client").pages():
            with self.subTest(page=page, reveal="client"):
                self.assertNotIn("preview-banner", built(BERLIN, "client").read(page))


class RevealInBrowserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()

    def test_all_mode_shows_every_door_before_the_calendar_starts(self) -> None:
        site = built(BERLIN, "all")
        self.browser.open(site.url("advent/index.html"), now="2026-03-01T12:00:00Z", timezone="Europe/Berlin")
        self.browser.wait_for_script()
        doors = self.browser.run("""
            return [...document.querySelectorAll(".door")].map((door) => ({
              classes: door.className.split(" ").filter((name) => name.startsWith("is-")).join(" "),
              state: door.dataset.state,
              title: (door.querySelector(".door-title") || {}).textContent || null,
              countdown: !!door.querySelector("[data-countdown]"),
            }));
        """)
        self.assertEqual(doors, [
            {"classes": "is-open", "state": "open", "title": day.title, "countdown": False} for day in BERLIN.days])
        banner = self.browser.run("const b = document.querySelector('.preview-banner'); return b && b.offsetParent ? b.textContent : null")
        self.assertEqual(banner, "Preview: every door is open. Visitors see each day only from its date.")
        for day in BERLIN.days:
            with self.subTest(day=day.number):
                self.browser.open(site.url(Site.day_page(day.number)), now="2026-03-01T12:00:00Z", timezone="Europe/Berlin")
                self.browser.wait_for_script()
                headings = self.browser.run(
                    "return [...document.querySelectorAll('h1')].filter(h => h.offsetParent !== null).map(h => h.textContent)")
                self.assertEqual(headings, [day.title])

    def test_build_mode_door_past_its_time_waits_for_the_next_build(self) -> None:
        # Door 2 opened at 2026-03-27T23:00Z, after this build: its content is not in the
        # page, so the door must not open empty; where it shows its date, it says it opens soon.
        site = built(BERLIN, "build")
        self.browser.open(site.url("advent/index.html"), now="2026-03-28T12:00:00Z", timezone="Europe/Berlin")
        self.browser.wait_for_script()
        door = self.browser.run("""
            const door = document.querySelector('.door[data-day="2"]');
            const status = door.querySelector("[data-door-status]");
            return {locked: door.classList.contains("is-locked"), state: door.dataset.state,
                    status: status.offsetParent !== null ? status.textContent : null,
                    face: door.querySelector("[data-reveal-into]").hidden};
        """)
        self.assertEqual(door, {"locked": True, "state": "pending", "status": "Opening soon", "face": True})
        self.browser.open(site.url(Site.day_page(2)), now="2026-03-28T12:00:00Z", timezone="Europe/Berlin")
        self.browser.wait_for_script()
        page = self.browser.run("""
            const article = document.querySelector("article.day");
            const countdown = article.querySelector("[data-countdown]");
            return {state: article.dataset.state, locked: article.querySelector("[data-locked-only]").offsetParent !== null,
                    countdown: countdown.offsetParent !== null ? countdown.textContent : null};
        """)
        self.assertEqual(page, {"state": "pending", "locked": True, "countdown": "Opening soon"})
