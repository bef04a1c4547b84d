"""The author's text in its own language and direction inside a site in another: a Hebrew
quote on a German site, a German one on an Arabic site (which mirrors), checked in the
browser's layout, by vnu and by axe, with screenshots kept as artifacts."""

from __future__ import annotations

import json
import subprocess
import unittest
from datetime import date
from urllib.parse import unquote, urlsplit

from .chrome import shared_browser
from .site_fixtures import ARTIFACTS, BERLIN, QUOTES, SITE, Fixture, Site, built
from .test_validators import vnu_command

NOW = "2026-03-27T12:00:00Z"

HILLEL = {"id": "hillel", "text": "מה ששנוא עליך, אל תעשה לחברך.", "speaker": "הלל הזקן", "lang": "he",
          "image": "images/bg-01.jpg", "tags": ["work"]}
PROVERB = {"id": "proverb", "text": "اطلبوا العلم ولو في الصين.", "speaker": "مثل عربي", "lang": "ar",
           "image": "images/bg-02.jpg"}
GOETHE = {"id": "goethe", "text": "Wer fremde Sprachen nicht kennt, weiß nichts von seiner eigenen.",
          "speaker": "Johann Wolfgang von Goethe", "lang": "de", "image": "images/bg-01.jpg"}

GERMAN = Fixture(name="german", site={**SITE, "language": "de", "title": "Zitate"}, advent=None, days=[], now=NOW,
                 start=date(2026, 3, 27), quotes=[GOETHE, HILLEL] + QUOTES)
ARABIC = Fixture(name="arabic", site={**SITE, "language": "ar", "title": "اقتباسات"}, advent=None, days=[], now=NOW,
                 start=date(2026, 3, 27), quotes=[PROVERB, GOETHE, HILLEL])

# How far a block's last line of text stays from the block's left and right edges.
LINE_EDGES = """
const block = document.querySelector(arguments[0]);
const range = document.createRange();
range.selectNodeContents(block.querySelector('p'));
const line = [...range.getClientRects()].at(-1), box = block.getBoundingClientRect();
const style = getComputedStyle(block);
return {direction: style.direction, lang: block.lang, dir: block.dir,
        lineLeft: line.left - box.left - parseFloat(style.paddingLeft),
        lineRight: box.right - parseFloat(style.paddingRight) - line.right};
"""


class DirectionTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.german = built(GERMAN, "client")
        cls.arabic = built(ARABIC, "client")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def open(self, site: Site, page: str, shot: str | None = None, size: tuple[int, int] = (1280, 900)) -> None:
        self.browser.open(site.url(page), now=NOW, reduced_motion=True, size=size)
        self.browser.wait_for_script()
        self.browser.wait_for("return document.fonts.status === 'loaded'", message="the fonts did not load")
        if shot:
            self.browser.screenshot(ARTIFACTS / f"{shot}.png")

    def test_a_hebrew_quote_on_a_german_site_runs_right_to_left_and_is_right_aligned(self) -> None:
        self.open(self.german, self.german.quote_page("hillel"), shot="quote-hebrew-on-german-site")
        run = self.browser.run
        self.assertEqual(run("return [document.documentElement.lang, document.documentElement.dir]"), ["de", ""])
        edges = run(LINE_EDGES, ".quote-text")
        self.assertEqual((edges["direction"], edges["lang"], edges["dir"]), ("rtl", "he", "rtl"))
        # Its last line ends at the block's right edge and leaves its room on the left.
        self.assertLess(abs(edges["lineRight"]), 2, edges)
        self.assertGreater(edges["lineLeft"], 100, edges)
        # So does the speaker's line under it: its direction is its own first letter's.
        self.assertEqual(run("return getComputedStyle(document.querySelector('.speaker')).direction"), "rtl")
        # The page around it, its buttons and navigation, stays left to right.
        self.assertEqual(run("return getComputedStyle(document.querySelector('.site-nav')).direction"), "ltr")
        self.assertEqual(run("return document.querySelector('.card-figure img').lang"), "he")
        # A German quote on the German site says nothing of direction.
        self.open(self.german, self.german.quote_page("goethe"))
        self.assertEqual(run(LINE_EDGES, ".quote-text")["direction"], "ltr")

    def test_an_arabic_site_mirrors_and_a_german_quote_on_it_runs_left_to_right(self) -> None:
        run = self.browser.run
        self.open(self.arabic, "index.html", shot="home-arabic")
        self.assertEqual(run("return [document.documentElement.lang, document.documentElement.dir]"), ["ar", "rtl"])
        # The navigation starts on the right: its first link is right of its last.
        first, last = run("const links = [...document.querySelectorAll('.site-nav a')];"
                          "return [links[0].getBoundingClientRect().left, links.at(-1).getBoundingClientRect().left]")
        self.assertGreater(first, last)
        self.open(self.arabic, self.arabic.quote_page("goethe"), shot="quote-german-on-arabic-site")
        edges = run(LINE_EDGES, ".quote-text")
        self.assertEqual((edges["direction"], edges["dir"]), ("ltr", "ltr"))
        self.assertLess(abs(edges["lineLeft"]), 2, edges)
        self.open(self.arabic, self.arabic.quote_page("proverb"), shot="quote-arabic")
        self.assertEqual(run(LINE_EDGES, ".quote-text")["direction"], "rtl")
        self.open(self.arabic, self.arabic.quote_page("proverb"), shot="quote-arabic-phone", size=(390, 844))
        self.assertLessEqual(run("return document.documentElement.scrollWidth"),
                             run("return document.documentElement.clientWidth"))

    def test_every_page_passes_vnu_and_axe(self) -> None:
        sites = [self.german, self.arabic, built(BERLIN, "client")]
        pages = [site.path(page) for site in sites for page in site.pages()]
        result = subprocess.run(vnu_command() + ["--format", "json", "--stdout"] + [str(page) for page in pages],
                                capture_output=True, text=True, timeout=240)
        messages = json.loads(result.stdout)["messages"]
        errors = [f"{unquote(urlsplit(m.get('url', '')).path)}:{m.get('lastLine', '?')}: {m['type']}: {m.get('message')}"
                  for m in messages if m["type"] != "info"]
        self.assertEqual(errors, [])
        for site in sites:
            for page in site.pages():
                with self.subTest(site=site.fixture.name, page=page):
                    self.browser.open(site.url(page), now=NOW)
                    # The 404 page links absolutely (it is served from any path), so not from disk.
                    if page != "404.html":
                        self.browser.wait_for_script()
                    self.assertEqual(self.browser.accessibility_violations(), [])
