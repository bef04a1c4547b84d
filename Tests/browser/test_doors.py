"""Advent doors in a real browser: locked a minute before the unlock instant, open a minute
after, in a calendar with a named zone and in one that follows each viewer's clock;
reachable with the keyboard; and a door the browser opens is the door a build opens, in
the site's language, with a card that outlives the next build."""

from __future__ import annotations

import re
import shutil
import tempfile
import unittest
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from urllib.parse import unquote, urlsplit

from .chrome import ActionChains, By, Keys, WebDriverWait, shared_browser
from .servers import SiteServer
from .site_fixtures import ARTIFACTS, BERLIN, LOCAL, REPO_ROOT, SITE, Day, Fixture, Site, build, built

DOOR_STATE = """
const door = document.querySelector('.door[data-day="' + arguments[0] + '"]');
const face = door.querySelector("[data-reveal-into]");
const countdown = door.querySelector("[data-countdown]");
const title = door.querySelector(".door-title");
return {
  state: door.dataset.state || null,
  classes: door.className,
  faceHidden: face.hidden,
  title: title ? title.textContent : null,
  countdown: countdown && countdown.offsetParent !== null ? countdown.textContent : null,
  text: door.innerText,
  label: door.querySelector("a").getAttribute("aria-label"),
};
"""

DOOR_LAYOUT = """
const link = document.querySelector('.door[data-day="' + arguments[0] + '"] a');
const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round); };
link.scrollIntoView({block: "center"});
const title = link.querySelector(".door-title");
const line = title.getClientRects()[0];
const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
const outer = link.getBoundingClientRect();
const inner = [outer.left + link.clientLeft, outer.top + link.clientTop, link.clientWidth, link.clientHeight].map(Math.round);
return {
  door: inner, photo: box(link.querySelector("img")),
  numberTop: Math.round(link.querySelector(".door-number").getBoundingClientRect().top),
  onTop: hit === title ? "door-title" : hit && hit.outerHTML.slice(0, 80),
};
"""

DAY_STATE = """
const article = document.querySelector("article.day");
const locked = article.querySelector("[data-locked-only]");
const content = article.querySelector(".day-content");
const countdown = article.querySelector("[data-countdown]");
return {
  state: article.dataset.state || null,
  lockedShown: locked.offsetParent !== null,
  contentShown: !content.hidden && [...content.children].some((child) => child.offsetParent !== null),
  contentHTML: content.innerHTML,
  heading: [...document.querySelectorAll("h1")].filter(h => h.offsetParent !== null).map(h => h.textContent),
  countdown: countdown.offsetParent !== null ? countdown.textContent : null,
  text: document.body.innerText,
  columns: [".card-figure", ".door-content"].map((selector) => {
    const element = content.querySelector(selector);
    if (!element) return null;
    const box = element.getBoundingClientRect();
    return [Math.round(box.left), Math.round(box.right)];
  }),
};
"""

# What a countdown says a minute before its door opens (the page's clock has run a few
# milliseconds by the time the script reads it).
ONE_MINUTE_LEFT = re.compile(r"^Opens in 00:(00:59|01:00)$")


def shifted(instant: str, seconds: int) -> str:
    moment = datetime.fromisoformat(instant.replace("Z", "+00:00")) + timedelta(seconds=seconds)
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class DoorTestCase(unittest.TestCase):
    site: Site

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()

    def open(self, page: str, now: str, viewer: str) -> None:
        self.browser.open(self.site.url(page), now=now, timezone=viewer)
        self.browser.wait_for_script()

    def assert_door_locked(self, number: int) -> dict:
        day = self.site.fixture.day(number)
        door = self.browser.run(DOOR_STATE, number)
        self.assertEqual(door["state"], "locked", door)
        self.assertIn("is-locked", door["classes"].split())
        self.assertTrue(door["faceHidden"])
        self.assertIsNone(door["title"])
        date = self.site.fixture.date_of(number)
        self.assertEqual(door["label"], f"Door {number}, opens {date:%B} {date.day}")
        # A locked door on the calendar is quiet: its number and date, no clock.
        self.assertIsNone(door["countdown"])
        self.assertEqual(door["text"].split(), [str(number), f"{date:%b}", str(date.day)])
        for secret in day.secrets:
            self.assertNotIn(secret.lower(), door["text"].lower())
        return door

    def assert_door_open(self, number: int) -> None:
        day = self.site.fixture.day(number)
        door = self.browser.run(DOOR_STATE, number)
        self.assertEqual(door["state"], "open", door)
        self.assertIn("is-open", door["classes"].split())
        self.assertNotIn("is-locked", door["classes"].split())
        self.assertFalse(door["faceHidden"])
        self.assertEqual(door["title"], day.title)
        self.assertEqual(door["label"], f"Door {number}: {day.title}", "screen readers hear what the door shows")
        self.assertIsNone(door["countdown"], "an open door shows no countdown")
        # The photo on the door face (the card's thumbnail) loads and fills the door, behind
        # its number and title.
        self.assertEqual(self.browser.wait_for_images(), [])
        layout = self.browser.run(DOOR_LAYOUT, number)
        self.assertEqual(layout["photo"], layout["door"], "the photo covers the door inside its border")
        self.assertLess(layout["numberTop"] - layout["door"][1], 20, "the number sits at the top of the door")
        self.assertEqual(layout["onTop"], "door-title", "the title is drawn over the photo")

    def assert_day_page_locked(self, number: int) -> dict:
        day = self.site.fixture.day(number)
        page = self.browser.run(DAY_STATE)
        self.assertEqual(page["state"], "locked", page)
        self.assertTrue(page["lockedShown"])
        self.assertFalse(page["contentShown"])
        self.assertEqual(page["contentHTML"], "")
        self.assertEqual(page["heading"], [f"Door {number}"])
        for secret in day.secrets:
            self.assertNotIn(secret.lower(), page["text"].lower())
        return page

    def assert_day_page_open(self, number: int) -> str:
        day = self.site.fixture.day(number)
        page = self.browser.run(DAY_STATE)
        self.assertEqual(page["state"], "open", page)
        self.assertFalse(page["lockedShown"])
        self.assertTrue(page["contentShown"])
        self.assertEqual(page["heading"], [day.title])
        self.assertIn(day.secrets[1].lower(), page["text"].lower())
        # Card and text side by side on a wide screen, as on a quote page.
        (_, card_right), (text_left, _) = page["columns"]
        self.assertLess(card_right, text_left, "the day's text sits beside its card")
        self.assertEqual(self.browser.wait_for_images(), [])
        card = self.browser.run("return document.querySelector('.day-content .card-figure img').currentSrc")
        # Opened by the build: the card's permanent address; opened in the browser: the
        # unguessable one the sealed page carried. Chromium reads AVIF, so it shows that.
        self.assertRegex(card, rf"/cards/(advent-{number}/og(-\d+)?\.avif\?v=[0-9a-f]{{10}}|sealed/[0-9a-f]{{20}}\.avif)$")
        return card

    def check_door_opens(self, number: int, instant: str, viewer: str) -> None:
        """Door `number` is locked a minute before `instant` and open a minute after, for a viewer in `viewer`."""
        before, after = shifted(instant, -60), shifted(instant, 60)
        with self.subTest(door=number, viewer=viewer, at=before, page="calendar"):
            self.open("advent/index.html", before, viewer)
            self.assert_door_locked(number)
            self.assert_door_open(number - 1)
        with self.subTest(door=number, viewer=viewer, at=after, page="calendar"):
            self.open("advent/index.html", after, viewer)
            self.assert_door_open(number)
            if number < len(self.site.fixture.days):
                self.assert_door_locked(number + 1)
        with self.subTest(door=number, viewer=viewer, at=before, page="day"):
            self.open(Site.day_page(number), before, viewer)
            page = self.assert_day_page_locked(number)
            self.assertRegex(page["countdown"], ONE_MINUTE_LEFT)
        with self.subTest(door=number, viewer=viewer, at=after, page="day"):
            self.open(Site.day_page(number), after, viewer)
            self.assert_day_page_open(number)


class NamedZoneDoorTests(DoorTestCase):
    """Europe/Berlin, doors at 00:00: one instant for every viewer, before and after the
    change to summer time on 29 March."""

    @classmethod
    def setUpClass(cls) -> None:
        super().setUpClass()
        cls.site = built(BERLIN, "client")

    def test_door_opens_at_midnight_berlin_time_for_every_viewer(self) -> None:
        cases = [
            (2, "2026-03-27T23:00:00Z"),  # 28 March 00:00 CET (UTC+1)
            (4, "2026-03-29T22:00:00Z"),  # 30 March 00:00 CEST (UTC+2)
        ]
        for number, instant in cases:
            for viewer in ["Europe/Berlin", "Pacific/Auckland", "America/Los_Angeles"]:
                self.check_door_opens(number, instant, viewer)

    def test_day_opened_by_the_build(self) -> None:
        # Door 1 opened before the build: its page holds the content as plain HTML.
        self.open(Site.day_page(1), "2026-03-27T12:00:00Z", "Europe/Berlin")
        self.assertRegex(self.assert_day_page_open(1), r"/cards/advent-1/og(-\d+)?\.avif\?v=[0-9a-f]{10}$")

    def test_a_day_page_that_opens_while_open_gets_its_title_and_share_menu(self) -> None:
        # Door 2 opens at 2026-03-27T23:00Z: three seconds after the page is opened.
        self.browser.open(self.site.url(Site.day_page(2)), now="2026-03-27T22:59:57Z", timezone="Europe/Berlin",
                          scripts=("delete Navigator.prototype.share; delete Navigator.prototype.canShare;",))
        self.browser.wait_for_script()
        self.assert_day_page_locked(2)
        self.assertEqual(self.browser.run("return document.title"), "Door 2 · Spring Doors")
        self.browser.wait_for("return document.querySelector('[data-day]').dataset.state === 'open'", timeout=8)
        self.assert_day_page_open(2)
        self.assertEqual(self.browser.run("return document.title"), f"{BERLIN.day(2).title} · Spring Doors")
        # The share menu that came with the content works like one the page was built with
        # (once the content has faded in: it opened while the reader looked).
        self.browser.wait_for("return document.getAnimations().every((a) => a.playState === 'finished')", timeout=5)
        self.browser.driver.find_element(By.CSS_SELECTOR, ".day-content .share summary").click()
        copy = self.browser.driver.find_element(By.CSS_SELECTOR, ".day-content [data-copy-link]")
        self.assertTrue(copy.is_displayed(), "the copy-link button stays hidden until the script wires it")
        copy.click()
        self.browser.wait_for("return document.querySelector('.day-content .share-status').textContent !== ''",
                              message="copying the link did nothing")

    def test_countdown_counts_days_hours_minutes_and_seconds(self) -> None:
        # Door 4 opens at 2026-03-29T22:00Z: 2 days and 10 hours after the build's clock.
        self.open(Site.day_page(4), "2026-03-27T12:00:00Z", "Asia/Tokyo")
        page = self.assert_day_page_locked(4)
        self.assertRegex(page["countdown"], r"^Opens in (2 d 10:00:00|2 d 09:59:59)$")

    def test_days_left_follow_the_calendar_zone(self) -> None:
        # 29 March 23:30 UTC is already 30 March, the last door's date, in Berlin (UTC+2),
        # though it is still 29 March in Los Angeles.
        self.open("advent/index.html", "2026-03-29T23:30:00Z", "America/Los_Angeles")
        self.assertEqual(self.browser.run("return document.querySelector('[data-days-left]').textContent"),
                         "It's spring break!")
        self.open("advent/index.html", "2026-03-29T21:30:00Z", "Pacific/Auckland")
        self.assertEqual(self.browser.run("return document.querySelector('[data-days-left]').textContent"),
                         "1 day left to spring break!")


class LocalZoneDoorTests(DoorTestCase):
    """Doors at 00:00 on each viewer's own clock: the same wall-clock minute is a
    different instant in Auckland (UTC+13 in December) and Los Angeles (UTC−8)."""

    @classmethod
    def setUpClass(cls) -> None:
        super().setUpClass()
        cls.site = built(LOCAL, "client")

    def test_door_opens_at_the_viewers_midnight(self) -> None:
        self.check_door_opens(2, "2026-12-01T11:00:00Z", "Pacific/Auckland")
        self.check_door_opens(2, "2026-12-02T08:00:00Z", "America/Los_Angeles")

    def test_same_instant_differs_between_viewers(self) -> None:
        # A minute after midnight on 2 December in Auckland it is 1 December, 03:01 in Los Angeles.
        instant = "2026-12-01T11:01:00Z"
        self.open("advent/index.html", instant, "Pacific/Auckland")
        self.assert_door_open(2)
        self.open("advent/index.html", instant, "America/Los_Angeles")
        self.assert_door_locked(2)
        self.open(Site.day_page(2), instant, "America/Los_Angeles")
        page = self.assert_day_page_locked(2)
        self.assertRegex(page["countdown"], r"^Opens in 20:(59:00|58:59)$")


class KeyboardTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def test_tab_reaches_every_door_with_a_visible_focus_ring(self) -> None:
        self.browser.open(self.site.url("advent/index.html"), now="2026-03-28T12:00:00Z", timezone="Europe/Berlin",
                          reduced_motion=True)
        self.browser.wait_for_script()
        focused = []
        for _ in range(30):
            ActionChains(self.browser.driver).send_keys(Keys.TAB).perform()
            focus = self.browser.run("""
                const element = document.activeElement;
                const style = getComputedStyle(element);
                const door = element.closest(".door");
                return {
                  tag: element.tagName, href: element.getAttribute("href"), door: door ? door.dataset.day : null,
                  focusVisible: element.matches(":focus-visible"), outline: style.outlineStyle,
                  outlineWidth: parseFloat(style.outlineWidth), outlineColor: style.outlineColor,
                  top: element.getBoundingClientRect().top,
                };
            """)
            focused.append(focus)
            if focus["door"] == "2":
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                self.browser.screenshot(ARTIFACTS / "advent-door-focus.png")
            if focus["door"] == "4":
                break
        self.assertEqual(focused[0]["href"], "#content", "the first Tab reaches the skip link")
        self.assertGreaterEqual(focused[0]["top"], 0, "the focused skip link is on screen")
        doors = [focus for focus in focused if focus["door"]]
        self.assertEqual([focus["door"] for focus in doors], ["1", "2", "3", "4"])
        for focus in doors:
            with self.subTest(door=focus["door"]):
                self.assertEqual(focus["tag"], "A")
                self.assertEqual(focus["href"], f"../advent/{focus['door']}/index.html")
                self.assertTrue(focus["focusVisible"])
                self.assertEqual(focus["outline"], "solid")
                self.assertGreaterEqual(focus["outlineWidth"], 2)
                self.assertEqual(focus["outlineColor"], "rgb(255, 215, 106)")

    def test_enter_on_a_focused_door_opens_its_page(self) -> None:
        self.browser.open(self.site.url("advent/index.html"), now="2026-03-28T12:00:00Z", timezone="Europe/Berlin")
        self.browser.wait_for_script()
        link = self.browser.driver.find_element(By.CSS_SELECTOR, '.door[data-day="2"] a')
        self.browser.run("arguments[0].focus()", link)
        link.send_keys(Keys.ENTER)
        self.browser.wait_for("return location.pathname.endsWith('/advent/2/index.html')")
        self.browser.wait_for_script()
        headings = self.browser.run(
            "return [...document.querySelectorAll('h1')].filter(h => h.offsetParent !== null).map(h => h.textContent)")
        self.assertEqual(headings, [BERLIN.day(2).title])


# ---- A door the browser opens -----------------------------------------------------------

# A German calendar in Berlin: door 3 opens at 2026-03-27T23:00Z (28 March, 00:00 CET), door
# 4 at 2026-03-28T23:00Z. Door 3 has a photo of its own that is not the calendar's cover
# (door 1's), and a link, so its page has every button a door can have.
GERMAN_DAYS = [
    Day(1, "Kerzenschein", "Zünde eine Kerze an und lass sie *länger* brennen.", ("Kerzenschein",),
        image="images/bg-01.jpg"),
    Day(2, "Briefe", "Schreib einen kurzen Brief mit der Hand.", ("Briefe",)),
    Day(3, "Lebkuchenduft", "Backe etwas Einfaches und teile die erste Scheibe mit [den Nachbarn](https://brot.example/).",
        ("Lebkuchenduft",), image="images/bg-02.jpg", link="https://brot.example/"),
    Day(4, "Schneestille", "Geh nach Einbruch der Dunkelheit hinaus und hör zu.", ("Schneestille",),
        image="images/bg-01.jpg"),
]
GERMAN_DOORS = Fixture(
    name="german-doors",
    site={**SITE, "language": "de", "title": "Zitate"},
    advent={"title": "Adventskalender", "start": "2026-03-26", "days": 4, "timezone": "Europe/Berlin",
            "unlockTime": "00:00", "reminderTime": "21:00", "entries": [day.entry() for day in GERMAN_DAYS]},
    days=GERMAN_DAYS,
    # Doors 1 and 2 open, 3 and 4 sealed.
    now="2026-03-27T12:00:00Z",
    start=date(2026, 3, 26),
)
# A day later: the build opens door 3; door 4 stays sealed.
NEXT_DAY = "2026-03-28T12:00:00Z"

# The page as its reader has it, one element or text a line, attributes sorted: the title,
# the backdrop and the main content, without what a door hides once it is open (its
# countdown and locked heading, its sealed templates and their label). A card's address
# (cards/sealed/<hash>.avif in a sealed page, cards/advent-3/og.avif?v=<key> once built
# open), plain or percent-encoded in a share link, is written cards/CARD.<ext>: only a
# rebuild can move it.
CANONICAL_PAGE = r"""
const lines = ["title " + document.title];
const card = /cards(\/|%2F)(sealed(\/|%2F)[0-9a-f]{20}|advent-\d+(\/|%2F)[\w-]+)\.(\w+)((\?|%3F)v(=|%3D)[0-9a-f]{10})?/g;
function walk(node, indent) {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent.replace(/\s+/g, " ").trim();
    if (text) lines.push(indent + JSON.stringify(text));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE || node.matches("template, [data-locked-only]")) return;
  const attributes = [...node.attributes].filter((a) => !a.name.startsWith("data-label-"))
    .map((a) => a.name + '="' + a.value.replace(card, "cards/CARD.$5") + '"').sort();
  lines.push(indent + "<" + [node.localName, ...attributes].join(" ") + ">");
  node.childNodes.forEach((child) => walk(child, indent + "  "));
}
[document.querySelector("body > .backdrop"), document.querySelector("main")].forEach((root) => root && walk(root, ""));
return lines;
"""

# What a reader (or a screen reader) gets of a page: its words, the names of its controls and
# the texts the script shows (not file names, nor the plural categories of data-text-forms).
DOOR_WORDS = """
const main = document.querySelector("main");
const words = [document.title, main.innerText];
for (const element of main.querySelectorAll("*")) {
  for (const attribute of element.attributes) {
    if (/^(aria-label|alt|title|data-text-(?!forms).*|data-share-(text|title))$/.test(attribute.name)) {
      words.push(attribute.value);
    }
  }
}
return words.join("\\n");
"""

CONTROLS = """
return [...document.querySelectorAll(".day-content a.button, .day-content button, .day-content summary")]
  .map((element) => ({html: element.outerHTML.slice(0, 120), text: element.textContent.trim()}));
"""


def catalogue_words(language: str) -> set[str]:
    """The words of the built-in catalogue of `language`, without its {names}, lower-cased."""
    text = (REPO_ROOT / "templates" / "i18n" / f"{language}.json5").read_text(encoding="utf-8")
    strings = re.findall(r'"((?:[^"\\]|\\.)*)"', "\n".join(
        line for line in text.splitlines() if not line.lstrip().startswith("//")))
    return {word.lower() for string in strings for word in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{\w+\}", " ", string))}


# The interface's English words that German does not use too ("Google" is both).
ENGLISH_ONLY = catalogue_words("en") - catalogue_words("de")


class ClientOpenedDoorTests(unittest.TestCase):
    """Door 3 of a German calendar, opened by the page's script on the reader's date (the
    site built the day before), against the same door opened by a build (the site built the
    day after)."""

    maxDiff = None

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.sealed = built(GERMAN_DOORS, "client")
        cls.opened = build(GERMAN_DOORS, "client", now=NEXT_DAY, folder="german-doors-next-day")

    def open(self, site: Site, page: str) -> None:
        self.browser.open(site.url(page), now=NEXT_DAY, timezone="Europe/Berlin")
        self.browser.wait_for_script()
        self.browser.wait_for("return document.querySelector('[data-day=\"3\"]').dataset.state === 'open'",
                              message=f"door 3 did not open in {site.root.name}/{page}")

    def screenshot(self, name: str) -> None:
        """Once every image is decoded and the text has faded in: the page as a reader sees it."""
        self.assertEqual(self.browser.wait_for_images(), [])
        self.browser.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            Promise.all([...document.images].map((image) => image.decode().catch(() => null)))
              .then(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
              .then(() => requestAnimationFrame(() => done()));
        """)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.browser.screenshot(ARTIFACTS / name)

    def test_a_door_the_browser_opens_is_the_door_a_build_opens(self) -> None:
        for page, name in [("advent/index.html", "calendar"), (Site.day_page(3), "door")]:
            with self.subTest(page=page):
                self.open(self.sealed, page)
                in_browser = self.browser.run(CANONICAL_PAGE)
                self.screenshot(f"{name}-opened-in-browser-de.png")
                self.assertEqual(self.browser.accessibility_violations(), [])
                self.open(self.opened, page)
                by_build = self.browser.run(CANONICAL_PAGE)
                self.screenshot(f"{name}-opened-by-build-de.png")
                self.assertEqual(in_browser, by_build)

    def test_a_door_opened_in_the_browser_speaks_the_sites_language(self) -> None:
        day = GERMAN_DOORS.day(3)
        self.open(self.sealed, "advent/index.html")
        label = self.browser.run("return document.querySelector('[data-day=\"3\"] a').getAttribute('aria-label')")
        self.assertEqual(label, f"Türchen 3: {day.title}")
        calendar_words = self.browser.run(DOOR_WORDS)
        self.open(self.sealed, Site.day_page(3))
        self.assertEqual(self.browser.run("return document.title"), f"{day.title} · Adventskalender")
        controls = self.browser.run(CONTROLS)
        # Read more, Google Calendar, Share, Share (the menu), Download, Copy link.
        self.assertEqual(len(controls), 6, controls)
        for control in controls:
            with self.subTest(control=control["html"]):
                self.assertNotEqual(control["text"], "", "a button without a word")
        share = self.browser.run("return {...document.querySelector('.day-content [data-share]').dataset}")
        for name in ["textMore", "textCopied"]:
            with self.subTest(attribute=name):
                self.assertNotEqual(share.get(name, ""), "", f"data-{name} is empty")
        for page, text in [("calendar", calendar_words), ("day", self.browser.run(DOOR_WORDS))]:
            with self.subTest(page=page):
                # {days} and {clock} are filled in by the script.
                words = set(re.findall(r"[^\W\d_]{3,}", re.sub(r"\{\w+\}", " ", text).lower()))
                self.assertEqual(words & ENGLISH_ONLY, set(), "English words on a German page")


class SealedCardAfterRebuildTests(unittest.TestCase):
    """A reader opens door 3 on its date, before the site is built again, and keeps the page;
    then the site is built (the door is open in the build): the card the page offers for
    download is still there, the same picture."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.downloads = Path(tempfile.mkdtemp(prefix="draper-downloads-"))
        cls.addClassCleanup(shutil.rmtree, cls.downloads, ignore_errors=True)

    def test_the_card_a_reader_was_offered_survives_the_next_build(self) -> None:
        site = build(GERMAN_DOORS, "client", now=GERMAN_DOORS.now, folder="german-doors-published")
        server = SiteServer(site.root, {})
        self.addCleanup(server.close)
        self.browser.open(server.url(Site.day_page(3)), now=NEXT_DAY, timezone="Europe/Berlin",
                          scripts=("delete Navigator.prototype.share; delete Navigator.prototype.canShare;",))
        self.browser.wait_for_script()
        self.browser.wait_for("return document.querySelector('article.day').dataset.state === 'open'")
        link = self.browser.driver.find_element(By.CSS_SELECTOR, ".day-content .share a[download]")
        card = site.root / unquote(urlsplit(link.get_attribute("href")).path).removeprefix("/")
        offered = card.read_bytes()

        build(GERMAN_DOORS, "client", now=NEXT_DAY, folder="german-doors-published")
        self.assertTrue(card.is_file(), f"the next build removed {card.relative_to(site.root)}")
        self.assertEqual(card.read_bytes(), offered, "the card at the address the reader has changed")

        # The reader, still on the page the earlier build made, downloads the card.
        self.browser.driver.execute_cdp_cmd(
            "Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(self.downloads)})
        self.browser.driver.find_element(By.CSS_SELECTOR, ".day-content .share-menu summary").click()
        link.click()
        name = link.get_attribute("download")
        saved = self.downloads / name
        WebDriverWait(self.browser.driver, 10, poll_frequency=0.05).until(
            lambda _: saved.is_file() and saved.read_bytes() == offered,
            message=f"{name} was not downloaded")
        size = self.browser.driver.execute_async_script("""
            const done = arguments[arguments.length - 1], image = new Image();
            image.onload = () => done([image.naturalWidth, image.naturalHeight]);
            image.onerror = () => done(null);
            image.src = arguments[0];
        """, link.get_attribute("href"))
        self.assertEqual(size, [1200, 630], "the downloaded card does not decode")
