"""The advent calendar as a scene, on a real server on 127.0.0.1: a 25-door December calendar
whose doors stand in a shuffled order and in several sizes over the calendar's cover, the
same for every build and every visitor; today's door marked and within a phone's first
screen; locked doors that show their date, not a clock; a door that swings open (and does
not move for a reader who asked for less motion); a sealed door's page that says when to
come back, counts down and shows the calendar; no layout shift and no lazy image in the
first screen from 320 px to a desktop, with the web font or without it. Screenshots of the
calendar and of a sealed door's page at 375 and 1440 px are kept in output/test-artifacts/.
"""

from __future__ import annotations

import base64
import json
import unittest
from datetime import date

from .chrome import shared_browser
from .servers import SiteServer
from .site_fixtures import ARTIFACTS, SITE, Day, Fixture, Site, build, built
from .test_validators import vnu_errors

# Made-up words, one per door, that appear nowhere else: a locked door's words must not show.
WORDS = ["Amberlow", "Brindlecot", "Corriswold", "Dapplemere", "Elderwick", "Fennimarsh", "Gorsebeck", "Hollinvale",
         "Ivelmoor", "Juniperow", "Kestlecombe", "Larkspindle", "Marrowdene", "Nettlefold", "Orrisham", "Pennyrush",
         "Quillhaven", "Rushmereth", "Sallowcroft", "Thistlegate", "Umberlea", "Vetchwood", "Willowmarch",
         "Yarrowholt", "Zephyrdown"]

SCENE_DAYS = [
    Day(number, f"{word} lights", f"Put a small light by the window for the *{word.lower()}* evening.",
        (word, word.lower()), image=("images/bg-01.jpg", "images/bg-02.jpg", None)[number % 3])
    for number, word in enumerate(WORDS, start=1)
]

# December in Berlin, doors at midnight: door n opens at 23:00 UTC on the day before its date.
SCENE = Fixture(
    name="scene",
    site=SITE,
    advent={"title": "Twenty-Five Doors", "start": "2026-12-01", "days": 25, "timezone": "Europe/Berlin",
            "unlockTime": "00:00", "reminderTime": "21:00", "entries": [day.entry() for day in SCENE_DAYS]},
    days=SCENE_DAYS,
    # Noon in Berlin on 10 December: doors 1 to 10 open, 11 to 25 sealed.
    now="2026-12-10T11:00:00Z",
    start=date(2026, 12, 1),
)
BUILD_DAY = SCENE.now
NEXT_DAY = "2026-12-11T11:00:00Z"
TODAY, SEALED = 10, 14

# The widths every page must hold still at, each with a screen height of its kind.
SCREENS = [(320, 568), (360, 740), (375, 667), (390, 844), (412, 915), (768, 1024), (1440, 900)]
PHONE = (375, 667)
DESKTOP = (1440, 900)

# Installed before any page script: every layout shift not caused by input, with what moved.
LAYOUT_SHIFTS = """
(() => {
  const layout = { cls: 0, shifts: [] };
  Object.defineProperty(window, "__layout", { value: layout });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      layout.cls += entry.value;
      layout.shifts.push({ value: Math.round(entry.value * 10000) / 10000, at: Math.round(entry.startTime),
        moved: (entry.sources || []).map((source) => source.node
          ? source.node.nodeName + "." + String(source.node.className || "").trim().replace(/\\s+/g, ".") : "?") });
    }
  }).observe({ type: "layout-shift", buffered: true });
})();
"""

# Installed before any page script: every animation that ever runs on a door (CSS or the
# Web Animations API, on the door or on one of its pseudo-elements), looked for each frame.
DOOR_MOTION = """
(() => {
  const seen = [], known = new WeakSet();
  Object.defineProperty(window, "__doorMotion", { value: seen });
  function look() {
    for (const animation of document.getAnimations()) {
      if (known.has(animation)) continue;
      known.add(animation);
      const effect = animation.effect, target = effect && effect.target;
      const door = target && target.closest ? target.closest(".door[data-day]") : null;
      if (!door) continue;
      seen.push({ day: door.dataset.day, pseudo: effect.pseudoElement || "",
        moves: effect.getKeyframes().some((frame) => frame.transform && frame.transform !== "none") });
    }
    requestAnimationFrame(look);
  }
  requestAnimationFrame(look);
})();
"""

# Waits for the page to settle: loaded, fonts done (arrived or failed), every image in that
# the page loads at once (a lazy one far below the screen may never load), and two frames
# drawn after that.
SETTLED = """
const done = arguments[arguments.length - 1];
function check() {
  const images = [...document.images].every((image) => {
    const box = image.getBoundingClientRect();
    return image.complete || (image.loading === "lazy" && (box.top > 2 * innerHeight || box.bottom < -innerHeight));
  });
  if (document.readyState === "complete" && document.fonts.status === "loaded" && images
      && document.documentElement.classList.contains("js")) {
    requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
  } else {
    setTimeout(check, 50);
  }
}
check();
"""

LAZY_IN_FIRST_SCREEN = """
return [...document.images].filter((image) => {
  const box = image.getBoundingClientRect();
  const shown = box.width > 0 && box.height > 0 && getComputedStyle(image).visibility !== "hidden";
  return shown && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
    && image.loading === "lazy";
}).map((image) => image.currentSrc || image.src);
"""

SCENE_LAYOUT = """
const list = document.querySelector("main ol.doors");
const links = [...list.querySelectorAll(":scope > .door > a")];
const style = getComputedStyle(list), box = list.getBoundingClientRect();
return {
  order: links.map((link) => +link.parentElement.dataset.day),
  doors: links.map((link) => {
    const r = link.getBoundingClientRect();
    return [+link.parentElement.dataset.day, r.left, r.top + scrollY, r.width, r.height];
  }),
  columns: style.gridTemplateColumns.split(" ").map(parseFloat),
  rows: style.gridTemplateRows.split(" ").map(parseFloat),
  columnGap: parseFloat(style.columnGap) || 0,
  rowGap: parseFloat(style.rowGap) || 0,
  list: [box.left + parseFloat(style.paddingLeft), box.top + scrollY + parseFloat(style.paddingTop)],
  tabIndexes: [...list.querySelectorAll("[tabindex]")].map((element) => element.getAttribute("tabindex")),
  viewport: innerHeight,
};
"""

TODAY_STATE = """
const door = (day) => document.querySelector('main ol.doors > .door[data-day="' + day + '"] > a');
const look = (element) => {
  const style = getComputedStyle(element);
  return [style.borderTopColor, style.boxShadow, style.outlineStyle].join(" | ");
};
const today = door(arguments[0]), yesterday = door(arguments[0] - 1), badge = today.querySelector(".door-today");
return {
  current: [...document.querySelectorAll('main ol.doors > .door > a[aria-current="date"]')]
    .map((link) => link.parentElement.dataset.day),
  todayLook: look(today), otherLook: look(yesterday),
  badge: badge && badge.offsetParent !== null ? badge.textContent.trim() : null,
  links: [...document.querySelectorAll('a[aria-current="date"]')].map((link) => {
    const box = link.getBoundingClientRect();
    return { href: link.getAttribute("href"), top: box.top, bottom: box.bottom, left: box.left, right: box.right,
             shown: link.offsetParent !== null, text: link.textContent.replace(/\\s+/g, " ").trim() };
  }),
  viewport: [innerWidth, innerHeight],
};
"""

LOCKED_DOORS = """
return [...document.querySelectorAll("main ol.doors > .door")].filter((door) => door.dataset.state === "locked")
  .map((door) => ({ day: door.dataset.day, text: door.innerText.replace(/\\s+/g, " ").trim(),
    clocks: [...door.querySelectorAll("[data-countdown]")].filter((node) => node.offsetParent !== null).length }));
"""

SEALED_PAGE = """
const shown = (element) => !!element && element.offsetParent !== null && getComputedStyle(element).visibility !== "hidden";
const countdown = document.querySelector("article.day [data-countdown]");
const list = [...document.querySelectorAll("main ol")].find((ol) => shown(ol) && ol.querySelectorAll("a").length >= 25);
const box = countdown.getBoundingClientRect();
return {
  state: document.querySelector("article.day").dataset.state,
  text: document.querySelector("main").innerText,
  headings: [...document.querySelectorAll("h1")].filter(shown).map((h) => h.textContent.trim()),
  countdown: shown(countdown) ? countdown.textContent.trim() : null,
  countdownSize: parseFloat(getComputedStyle(countdown).fontSize),
  countdownBottom: box.bottom,
  bodySize: parseFloat(getComputedStyle(document.body).fontSize),
  doors: list ? [...list.querySelectorAll("a")].map((link) => ({
    href: link.getAttribute("href"), name: (link.getAttribute("aria-label") || link.textContent).trim(),
    current: link.getAttribute("aria-current") })) : null,
  viewport: innerHeight,
};
"""


def screen_metrics(width: int, height: int) -> dict:
    """A phone's screen below 600 px (two device pixels a CSS pixel, a mobile viewport), else a desktop's."""
    phone = width < 600
    return {"width": width, "height": height, "deviceScaleFactor": 2 if phone else 1, "mobile": width < 800}


# The colour of each kind of words on the calendar's scene, and of today's door above it.
SCENE_WORDS = """
const parts = {
  "a locked door's number": ".door.is-locked .door-number", "a locked door's date": ".door.is-locked .door-date",
  "an open door's number": ".door.is-open:not([data-today]) .door-number", "an open door's title": ".door.is-open .door-title",
  "today's door's number": ".door[data-today] .door-number", "the door of the day": ".today-door-number",
  "the door of the day's label": ".today-door-label",
};
const colors = {};
for (const [part, selector] of Object.entries(parts)) {
  const element = document.querySelector(selector);
  if (element) colors[part] = getComputedStyle(element).color;
}
return colors;
"""


def luminance(color: str) -> float:
    """The WCAG relative luminance of a computed `rgb(…)` or `rgba(…)` colour."""
    red, green, blue = (int(float(part)) / 255 for part in color[color.index("(") + 1:-1].split(",")[:3])
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (red, green, blue)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


class CalendarTestCase(unittest.TestCase):
    site: Site
    server: SiteServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(SCENE, "client")
        cls.server = SiteServer(cls.site.root, {})
        cls.addClassCleanup(cls.server.close)

    def tearDown(self) -> None:
        cdp = self.browser.driver.execute_cdp_cmd
        cdp("Emulation.clearDeviceMetricsOverride", {})
        cdp("Network.setBlockedURLs", {"urls": []})

    def load(self, page: str, *, screen: tuple[int, int], now: str, reduced_motion: bool = True,
             scripts: tuple[str, ...] = (), server: SiteServer | None = None, color_scheme: str = "dark") -> None:
        """Opens `page` on a screen of `screen` CSS pixels (set before the page loads, so it is
        laid out once), the clock at `now` in Berlin."""
        self.browser.open("about:blank", now=now, timezone="Europe/Berlin", reduced_motion=reduced_motion,
                          scripts=scripts, color_scheme=color_scheme)
        self.browser.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", screen_metrics(*screen))
        self.browser.driver.get((server or self.server).url(page))
        self.browser.wait_for_script()

    def settle(self) -> None:
        self.browser.driver.set_script_timeout(60)
        self.browser.driver.execute_async_script(SETTLED)

    def screenshot(self, name: str, width: int) -> None:
        """The whole page at `width`, one CSS pixel a pixel, once every image is in."""
        self.settle()
        height = self.browser.run("window.scrollTo(0, 0); return Math.ceil(document.documentElement.scrollHeight)")
        cdp = self.browser.driver.execute_cdp_cmd
        cdp("Emulation.setDeviceMetricsOverride", {**screen_metrics(width, height), "deviceScaleFactor": 1})
        self.settle()
        shot = cdp("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False})
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / name).write_bytes(base64.b64decode(shot["data"]))


class SceneTests(CalendarTestCase):
    def test_doors_stand_shuffled_in_several_sizes_the_same_every_build(self) -> None:
        next_build = build(SCENE, "client", now=NEXT_DAY, folder="scene-next-day")
        next_server = SiteServer(next_build.root, {})
        self.addCleanup(next_server.close)
        for screen in (PHONE, (768, 1024), DESKTOP):
            with self.subTest(screen=screen):
                self.load("advent/index.html", screen=screen, now=BUILD_DAY)
                scene = self.browser.run(SCENE_LAYOUT)
                # Keyboards and screen readers meet the doors by their numbers.
                self.assertEqual(scene["order"], list(range(1, 26)))
                self.assertEqual(scene["tabIndexes"], [])
                # The eye does not: the doors stand shuffled, and not all of one size.
                seen = [door[0] for door in sorted(scene["doors"], key=lambda d: (round(d[2]), round(d[1])))]
                self.assertNotEqual(seen, sorted(seen), "the doors stand in the order of their numbers")
                sizes = {(round(door[3]), round(door[4])) for door in scene["doors"]}
                self.assertGreaterEqual(len(sizes), 2, f"every door has one size: {sizes}")
                self.assert_no_gaps(scene)
                # The first doors are within the first screen.
                first = min(scene["doors"], key=lambda d: d[2])
                self.assertLessEqual(first[2] + first[4], scene["viewport"], "no door within the first screen")
                # The next day's build (another door open) puts every door where it was.
                self.load("advent/index.html", screen=screen, now=NEXT_DAY, server=next_server)
                again = self.browser.run(SCENE_LAYOUT)
                self.assertEqual([[round(v) for v in door] for door in again["doors"]],
                                 [[round(v) for v in door] for door in scene["doors"]], "doors moved between builds")

    def assert_no_gaps(self, scene: dict) -> None:
        """Every cell of the doors' grid lies under a door: no hole, no last door alone on its row."""
        holes = []
        top = scene["list"][1]
        for row, height in enumerate(scene["rows"]):
            left = scene["list"][0]
            for column, width in enumerate(scene["columns"]):
                x, y = left + width / 2, top + height / 2
                if not any(d[1] <= x <= d[1] + d[3] and d[2] <= y <= d[2] + d[4] for d in scene["doors"]):
                    holes.append((row + 1, column + 1))
                left += width + scene["columnGap"]
            top += height + scene["rowGap"]
        self.assertEqual(holes, [], f"empty cells (row, column) in a grid of {len(scene['columns'])} columns")

    def test_todays_door_is_marked_and_within_a_phones_first_screen(self) -> None:
        for now, today in ((BUILD_DAY, TODAY), (NEXT_DAY, TODAY + 1)):
            with self.subTest(now=now):
                self.load("advent/index.html", screen=PHONE, now=now)
                state = self.browser.run(TODAY_STATE, today)
                self.assertEqual(state["current"], [str(today)], "today's door is the current date, alone")
                self.assertNotEqual(state["todayLook"], state["otherLook"], "today's door looks like the others")
                self.assertEqual(state["badge"], "Today")
                width, height = state["viewport"]
                in_first_screen = [link for link in state["links"] if link["href"].endswith(f"{today}/index.html")
                                   and link["shown"] and link["top"] >= 0 and link["bottom"] <= height
                                   and link["left"] >= 0 and link["right"] <= width]
                self.assertNotEqual(in_first_screen, [], f"no link to today's door in the first screen: {state['links']}")

    def test_the_scene_is_dark_in_either_theme_so_its_words_are_light_in_both(self) -> None:
        """The doors lie over the darkened cover whatever the reader's theme: a light theme's
        dark ink on them read at about 1.3:1."""
        looks = {}
        for scheme in ("dark", "light"):
            self.load("advent/index.html", screen=DESKTOP, now=BUILD_DAY, color_scheme=scheme)
            looks[scheme] = self.browser.run(SCENE_WORDS)
        self.assertEqual(sorted(looks["light"]), sorted(looks["dark"]))
        for part, color in looks["light"].items():
            with self.subTest(part=part):
                self.assertEqual(color, looks["dark"][part], f"{part} is set otherwise in the light theme")
                self.assertGreater(luminance(color), 0.4, f"{part} is dark ({color}) over the dark scene")

    def test_locked_doors_show_their_date_not_a_ticking_clock(self) -> None:
        self.load("advent/index.html", screen=PHONE, now=BUILD_DAY)
        locked = self.browser.run(LOCKED_DOORS)
        self.assertEqual([door["day"] for door in locked], [str(number) for number in range(TODAY + 1, 26)])
        for door in locked:
            with self.subTest(door=door["day"]):
                self.assertEqual(door["clocks"], 0, door)
                self.assertNotRegex(door["text"], r"\d+:\d\d", "a clock on a locked door")
                self.assertEqual(door["text"], f"{door['day']} Dec {door['day']}")

    def test_a_door_swings_open_unless_the_reader_asked_for_less_motion(self) -> None:
        # Door 11 opens at 23:00 UTC on 10 December, two seconds after the page is opened.
        for reduced_motion in (False, True):
            with self.subTest(reduced_motion=reduced_motion):
                self.load("advent/index.html", screen=DESKTOP, now="2026-12-10T22:59:58Z",
                          reduced_motion=reduced_motion, scripts=(DOOR_MOTION,))
                self.assertEqual(self.browser.run("return document.querySelector('.door[data-day=\"11\"]').dataset.state"),
                                 "locked")
                self.browser.wait_for("return document.querySelector('.door[data-day=\"11\"]').dataset.state === 'open'",
                                      timeout=8, message="door 11 did not open on time")
                if not reduced_motion:
                    self.browser.wait_for("return window.__doorMotion.some((m) => m.day === '11' && m.moves)", timeout=3,
                                          message="door 11 opened without moving: "
                                                  + json.dumps(self.browser.run("return window.__doorMotion")))
                else:
                    # Three frames after it opened, nothing on any door has moved or faded.
                    self.browser.driver.execute_async_script("""
                        const done = arguments[arguments.length - 1];
                        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
                    """)
                    self.assertEqual(self.browser.run("return window.__doorMotion"), [])
                    self.assertEqual(self.browser.run("return document.getAnimations().length"), 0)


class SealedDoorPageTests(CalendarTestCase):
    def test_a_sealed_door_says_when_to_come_back_counts_down_and_shows_the_calendar(self) -> None:
        for screen in (PHONE, DESKTOP):
            with self.subTest(screen=screen):
                self.load(Site.day_page(SEALED), screen=screen, now=BUILD_DAY)
                page = self.browser.run(SEALED_PAGE)
                self.assertEqual(page["state"], "locked")
                self.assertEqual(page["headings"], [f"Door {SEALED}"])
                self.assertIn(f"Come back on December {SEALED}", page["text"])
                for secret in SCENE.day(SEALED).secrets:
                    self.assertNotIn(secret.lower(), page["text"].lower())
                # Door 14 opens at 2026-12-13T23:00Z: 3 days and 12 hours after the clock.
                self.assertRegex(page["countdown"] or "", r"^Opens in 3 d (12:00:00|11:59:5\d)$")
                self.assertGreaterEqual(page["countdownSize"], 1.6 * page["bodySize"], "the countdown is not big")
                if screen == PHONE:
                    self.assertLessEqual(page["countdownBottom"], page["viewport"], "the countdown is below the first screen")
                self.assertIsNotNone(page["doors"], "no calendar on the page")
                self.assertEqual([door["href"] for door in page["doors"]],
                                 [f"../../advent/{number}/index.html" for number in range(1, 26)])
                self.assertTrue(all(door["name"] for door in page["doors"]), "a door without a name")
                current = {door["href"]: door["current"] for door in page["doors"] if door["current"]}
                self.assertEqual(current, {f"../../advent/{SEALED}/index.html": "page", f"../../advent/{TODAY}/index.html": "date"})


    def test_the_day_before_the_calendar_and_the_day_after_share_one_row_on_a_small_phone(self) -> None:
        for page in (Site.day_page(SEALED), Site.day_page(TODAY)):
            with self.subTest(page=page):
                self.load(page, screen=(320, 568), now=BUILD_DAY)
                self.settle()
                rows = self.browser.run("""
                    return [...document.querySelectorAll("main nav ul > li > a")].map((link) => {
                      const box = link.getBoundingClientRect();
                      return [link.textContent.replace(/\\s+/g, " ").trim(), Math.round(box.top), Math.round(box.right)];
                    });
                """)
                self.assertEqual(len(rows), 3, rows)
                self.assertEqual(len({top for _, top, _ in rows}), 1, f"the links wrap: {rows}")
                self.assertLessEqual(max(right for _, _, right in rows), 320, rows)

class StillAndQuickTests(CalendarTestCase):
    """Cold loads on a phone's connection (a fresh server each, so nothing is cached), at each
    width, with the web font arriving or blocked."""

    def measure(self, page: str, now: str, screen: tuple[int, int], block_font: bool) -> dict:
        server = SiteServer(self.site.root, {})
        try:
            cdp = self.browser.driver.execute_cdp_cmd
            self.browser.emulate_phone_network()
            cdp("Network.setBlockedURLs", {"urls": ["*.woff2"] if block_font else []})
            self.load(page, screen=screen, now=now, reduced_motion=False, scripts=(LAYOUT_SHIFTS,), server=server)
            self.settle()
            return {"layout": self.browser.run("return window.__layout"), "lazy": self.browser.run(LAZY_IN_FIRST_SCREEN)}
        finally:
            self.browser.restore_network()
            server.close()

    def test_no_layout_shift_and_no_lazy_image_in_the_first_screen(self) -> None:
        cases = [("advent/index.html", BUILD_DAY), ("advent/index.html", NEXT_DAY), (Site.day_page(SEALED), BUILD_DAY)]
        worst: dict[str, float] = {}
        self.addCleanup(lambda: print("\ncalendar CLS, worst of 7 widths × font served/blocked: "
                                      + ", ".join(f"{key} {value:.4f}" for key, value in worst.items())))
        for page, now in cases:
            for screen in SCREENS:
                for block_font in (False, True):
                    with self.subTest(page=page, now=now, screen=screen, font="blocked" if block_font else "served"):
                        found = self.measure(page, now, screen, block_font)
                        key = f"{page} {now[:10]}"
                        worst[key] = max(worst.get(key, 0), found["layout"]["cls"])
                        self.assertLess(found["layout"]["cls"], 0.05, found["layout"]["shifts"])
                        self.assertEqual(found["lazy"], [], "lazy images in the first screen")


class CalendarLooksTests(CalendarTestCase):
    """Screenshots for people to judge, what the checkers say of the same pages, and what a
    screen reader is told of every door."""

    # The pages in the states a reader meets them: the calendar on its build day; the same
    # build a day later, when the script has opened door 11 and moved today's mark; and a
    # sealed door's page, with its calendar.
    STATES = [("advent/index.html", BUILD_DAY), ("advent/index.html", NEXT_DAY), (Site.day_page(SEALED), BUILD_DAY)]

    def test_screenshots(self) -> None:
        for page, name in (("advent/index.html", "calendar"), (Site.day_page(SEALED), "sealed-door")):
            for screen in (PHONE, DESKTOP):
                with self.subTest(page=page, screen=screen):
                    self.load(page, screen=screen, now=BUILD_DAY)
                    self.settle()
                    self.assertLessEqual(self.browser.run("return document.documentElement.scrollWidth"), screen[0],
                                         "the page is wider than the screen")
                    self.screenshot(f"{name}-{screen[0]}.png", screen[0])

    def test_axe_finds_nothing_and_a_screen_reader_hears_every_door_by_number(self) -> None:
        for page, now in self.STATES:
            today = TODAY if now == BUILD_DAY else TODAY + 1
            for screen in (PHONE, DESKTOP):
                with self.subTest(page=page, now=now, screen=screen):
                    self.load(page, screen=screen, now=now)
                    self.settle()
                    self.assertEqual(self.browser.accessibility_violations(), [])
                    heard = self.door_names(page)
                    self.assertIsNotNone(heard, "no calendar of doors on the page")
                    if page == "advent/index.html":
                        # An open door by its number and title, a locked one by its number and date.
                        expected = [f"Door {n}: {WORDS[n - 1]} lights" if n <= today else f"Door {n}, opens December {n}"
                                    for n in range(1, 26)]
                    else:
                        # The map of doors on a sealed door's page: numbers and dates, never a title.
                        expected = [f"Door {n}" if n <= today else f"Door {n}, opens December {n}" for n in range(1, 26)]
                    self.assertEqual(heard["names"], expected)
                    current = {"page": SEALED, "date": today} if page != "advent/index.html" else {"date": today}
                    self.assertEqual(heard["current"], current)
                    # The door of the day above the doors says which door it is.
                    self.assertRegex(heard["today"], rf"(?i)^today.s door {today}$")

    def door_names(self, page: str) -> dict | None:
        """The names a screen reader is given (the browser's computed labels) of the calendar's
        door links in reading order, which doors are current, and the name of the door of the day."""
        driver = self.browser.driver
        lists = [ol for ol in driver.find_elements("css selector", "main ol.doors") if ol.is_displayed()]
        if len(lists) != 1:
            return None
        links = lists[0].find_elements("css selector", ":scope > li > a")
        current = {link.get_attribute("aria-current"): int(link.find_element("xpath", "..").get_attribute("data-day"))
                   for link in links if link.get_attribute("aria-current")}
        today = [link.accessible_name for link in driver.find_elements("css selector", "main a.today-door")
                 if link.is_displayed()]
        return {"names": [link.accessible_name for link in links], "current": current,
                "today": " ".join(" ".join(today).split())}

    def test_pages_are_valid_html(self) -> None:
        builds = [self.site, built(SCENE, "build")]
        pages = [site.path(page) for site in builds for page in
                 ("advent/index.html", Site.day_page(TODAY), Site.day_page(SEALED), Site.day_page(25))]
        # What is checked is the scene: the calendar's doors in their places and shapes, and a
        # sealed door's page with its calendar.
        for site in builds:
            calendar, sealed = site.read("advent/index.html"), site.read(Site.day_page(SEALED))
            self.assertEqual(calendar.count('class="door slot-'), 25, f"{site.root.name}: the calendar has no scene")
            self.assertIn('class="door-closed-calendar"', sealed, f"{site.root.name}: a sealed door's page has no calendar")
            self.assertEqual(sealed.count("data-door-mark"), 25, f"{site.root.name}: a sealed door's calendar is not whole")
        self.assertEqual(vnu_errors(pages), [])


if __name__ == "__main__":
    unittest.main()
