"""The author's text in its own language and direction inside a site in another: a Hebrew
quote on a German site, a German one on an Arabic site (which mirrors), checked in the
browser's layout, by vnu and by axe, with screenshots kept as artifacts."""

from __future__ import annotations

import unittest
from datetime import date

from .chrome import shared_browser
from .site_fixtures import ARTIFACTS, BERLIN, QUOTES, SITE, Fixture, Site, built
from .test_validators import vnu_errors

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

def advent(title: str, doors: list[tuple[str, str]]) -> dict:
    """A four-door calendar in the site's own words, counting down to the catalogue's target."""
    return {"title": title, "start": "2026-03-26", "days": 4, "timezone": "Europe/Berlin",
            "entries": [{"day": index + 1, "title": door, "message": message, "image": f"images/bg-0{index % 2 + 1}.jpg"}
                        for index, (door, message) in enumerate(doors)]}


# A site in each of three languages, its data in that language too: what a reader there sees.
LANGUAGE_SITES = {
    "he": Fixture(
        name="hebrew", site={**SITE, "language": "he", "title": "ציטוטים", "author": "המחבר"},
        advent=advent("לוח הדלתות", [("אור", "הדליקו נר אחד."), ("מכתב", "כתבו מכתב קצר."),
                                     ("לחם", "אפו משהו פשוט."), ("שלג", "צאו החוצה.")]),
        days=[], now=NOW, start=date(2026, 3, 26),
        quotes=[HILLEL, {"id": "ben-gurion", "text": "מי שאינו מאמין בניסים אינו ריאלי.", "speaker": "דוד בן־גוריון",
                         "image": "images/bg-02.jpg", "tags": ["אמונה"]}]),
    "ja": Fixture(
        name="japanese", site={**SITE, "language": "ja", "title": "名言集", "author": "著者"},
        advent=advent("アドベント", [("灯り", "窓辺に明かりをひとつ。"), ("手紙", "短い手紙を書こう。"),
                                   ("パン", "素朴なものを焼こう。"), ("雪", "外に出てみよう。")]),
        days=[], now=NOW, start=date(2026, 3, 26),
        quotes=[{"id": "basho", "text": "古池や蛙飛び込む水の音", "speaker": "松尾芭蕉", "image": "images/bg-01.jpg",
                 "tags": ["俳句"]},
                {"id": "issa", "text": "やせ蛙負けるな一茶これにあり", "speaker": "小林一茶", "image": "images/bg-02.jpg"}]),
    "de": Fixture(
        name="german-calendar", site={**SITE, "language": "de", "title": "Zitate", "author": "Die Autorin"},
        advent=advent("Adventskalender", [("Kerzenschein", "Zünde eine Kerze an."), ("Briefe", "Schreib einen Brief."),
                                          ("Brot", "Backe etwas Einfaches."), ("Schnee", "Geh hinaus.")]),
        days=[], now=NOW, start=date(2026, 3, 26), quotes=[GOETHE, HILLEL]),
}


class LanguageScreenshotTests(unittest.TestCase):
    """Home, a quote and the calendar in Hebrew, Japanese and German, kept for people to look at."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def test_home_quote_and_calendar_in_three_languages(self) -> None:
        for language, fixture in LANGUAGE_SITES.items():
            site = built(fixture, "client")
            quote = fixture.quotes[0]["id"]
            for name, page in (("home", "index.html"), ("quote", site.quote_page(quote)), ("advent", "advent/index.html")):
                with self.subTest(language=language, page=name):
                    self.browser.open(site.url(page), now=NOW, timezone="Europe/Berlin", reduced_motion=True)
                    self.browser.wait_for_script()
                    self.browser.wait_for("return document.fonts.status === 'loaded'", message="the fonts did not load")
                    self.assertEqual(self.browser.run("return document.documentElement.lang"), language)
                    self.assertEqual(self.browser.run("return document.documentElement.dir"),
                                     "rtl" if language == "he" else "")
                    self.assertEqual(self.browser.wait_for_images(), [])
                    self.assertEqual(self.browser.accessibility_violations(), [])
                    self.browser.screenshot(ARTIFACTS / f"{name}-{language}.png")


# How far a block's last line of text stays from the block's left and right edges.
# A line of plain text laid out in a direction, and the box around each of two values in it.
VALUE_BOXES = """
const [line, direction, ...values] = arguments;
const block = document.createElement('div');
block.dir = direction;
block.style.cssText = 'position: absolute; top: 0; left: 0; white-space: nowrap; font-size: 20px';
block.textContent = line;
document.body.append(block);
const boxes = values.map((value) => {
  const index = line.indexOf(value);
  const range = document.createRange();
  range.setStart(block.firstChild, index);
  range.setEnd(block.firstChild, index + value.length);
  const rects = [...range.getClientRects()];
  return {index, left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right))};
});
block.remove();
return boxes;
"""

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
        # The quote is shown on its card; the page's text, for screen readers and search
        # engines, says its language and direction.
        edges = run(LINE_EDGES, ".quote-text")
        self.assertEqual((edges["direction"], edges["lang"], edges["dir"]), ("rtl", "he", "rtl"))
        # The speaker's line under the card runs its own way: its direction is its first letter's.
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
        self.open(self.arabic, self.arabic.quote_page("proverb"), shot="quote-arabic")
        self.assertEqual(run(LINE_EDGES, ".quote-text")["direction"], "rtl")
        self.open(self.arabic, self.arabic.quote_page("proverb"), shot="quote-arabic-phone", size=(390, 844))
        self.assertLessEqual(run("return document.documentElement.scrollWidth"),
                             run("return document.documentElement.clientWidth"))

    def test_a_name_in_another_direction_keeps_its_count_after_it_in_the_index(self) -> None:
        # "הלל הזקן 1 Zitat" on a German site: the number joins the Hebrew run unless the name
        # is isolated, and shows as "1 הלל הזקן Zitat". So on an Arabic site for a Latin name.
        for site, page, speaker in ((self.german, "speakers/index.html", HILLEL["speaker"]),
                                    (self.arabic, "speakers/index.html", GOETHE["speaker"])):
            with self.subTest(site=site.root.name, speaker=speaker):
                self.open(site, page)
                boxes = self.browser.run("""
                  const item = [...document.querySelectorAll('.names li')]
                    .find((li) => li.querySelector('a').textContent === arguments[0]);
                  const name = item.querySelector('a').getBoundingClientRect();
                  const count = [...item.querySelector('.count').getClientRects()];
                  return {direction: getComputedStyle(item).direction, name: [name.left, name.right],
                          count: count.map((box) => [box.left, box.right])};""", speaker)
                self.assertEqual(len(boxes["count"]), 1, f"the count is split around the name: {boxes}")
                (left, right), (name_left, name_right) = boxes["count"][0], boxes["name"]
                if boxes["direction"] == "ltr":
                    self.assertGreaterEqual(left, name_right - 0.5, boxes)
                else:
                    self.assertLessEqual(right, name_left + 0.5, boxes)

    def test_plain_text_lines_keep_the_speaker_and_the_quote_apart(self) -> None:
        # A page's title, its link preview's title, a feed entry's and a calendar event's are
        # plain text, with no markup to isolate the data's text in. "„מה ששנוא…“ — הלל הזקן":
        # unless each value is isolated, the speaker joins the quote's Hebrew run and shows
        # inside its quotation marks. Each line is laid out in Chromium in the site's
        # direction: the value first in the line must come first in that direction.
        import xml.etree.ElementTree as ElementTree
        for site, quote in ((self.german, HILLEL), (self.arabic, GOETHE)):
            self.open(site, site.quote_page(quote["id"]))
            direction = "rtl" if site is self.arabic else "ltr"
            feed = ElementTree.fromstring(site.read("feed.xml"))
            atom = "{http://www.w3.org/2005/Atom}"
            entry_titles = [entry.findtext(f"{atom}title") for entry in feed.iter(f"{atom}entry")]
            summaries = [line.split(":", 1)[1] for line in site.read("quotes/daily.ics").replace("\r\n ", "").splitlines()
                         if line.startswith("SUMMARY:")]
            lines = {
                "title": self.browser.run("return document.title"),
                "og:title": self.browser.run(
                    "return document.querySelector('meta[property=\"og:title\"]').content"),
                "feed entry": next(title for title in entry_titles if quote["speaker"] in title),
                "calendar event": next(summary for summary in summaries if quote["speaker"] in summary)
                .replace("\\,", ",").replace("\\;", ";"),
            }
            for name, line in lines.items():
                with self.subTest(site=site.root.name, line=name):
                    self.assertIn(quote["text"][:12], line)
                    boxes = self.browser.run(VALUE_BOXES, line, direction, quote["speaker"], quote["text"][:12])
                    first, second = sorted(boxes, key=lambda box: box["index"])
                    if direction == "ltr":
                        self.assertLessEqual(first["right"], second["left"] + 0.5, (line, boxes))
                    else:
                        self.assertGreaterEqual(first["left"], second["right"] - 0.5, (line, boxes))

    def test_every_page_passes_vnu_and_axe(self) -> None:
        sites = [self.german, self.arabic, built(BERLIN, "client")]
        pages = [site.path(page) for site in sites for page in site.pages()]
        self.assertEqual(vnu_errors(pages), [])
        for site in sites:
            for page in site.pages():
                with self.subTest(site=site.fixture.name, page=page):
                    self.browser.open(site.url(page), now=NOW)
                    # The 404 page links absolutely (it is served from any path), so not from disk.
                    if page != "404.html":
                        self.browser.wait_for_script()
                    self.assertEqual(self.browser.accessibility_violations(), [])
