"""Reading quotes on a phone as the app Draper descends from did: the card is the page, Share
is the first thing to tap, the quote is printed once, and the next quote slides in without a
page load while every quote keeps its own address."""

from __future__ import annotations

import unittest

from .chrome import By, Keys, shared_browser
from .servers import STRICT_POLICY, SiteServer
from .site_fixtures import BERLIN, PORTRAIT, QUOTES, built

NOW = "2026-03-27T12:00:00Z"
PHONE = (375, 667)

# Whether an element is seen: a box larger than a pixel, not hidden, not clipped away (as
# .visually-hidden text is), all the way up.
VISIBLE = """
function seen(element) {
  for (let e = element; e && e !== document.documentElement; e = e.parentElement) {
    const style = getComputedStyle(e), box = e.getBoundingClientRect();
    if (style.display === "none" || style.visibility === "hidden" || style.opacity === "0") return false;
    if (box.width <= 1 || box.height <= 1) return false;
    if ((style.clip && style.clip !== "auto") || (style.clipPath && style.clipPath !== "none")) return false;
  }
  return true;
}
"""

# How often the quote shows: as text a reader sees, and as a card (an image whose alt holds it).
APPEARANCES = VISIBLE + """
const needle = arguments[0];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
let texts = 0;
for (let node; (node = walker.nextNode());) {
  if (node.textContent.includes(needle) && node.parentElement.closest("noscript, template") === null &&
      seen(node.parentElement)) texts++;
}
const cards = [...document.images].filter((image) => (image.alt || "").includes(needle) && seen(image)).length;
return {texts, cards};
"""

# The first screen of a quote page: the card, the header, and the actions a reader can tap.
FIRST_SCREEN = VISIBLE + """
const card = document.querySelector("main .card-figure img").getBoundingClientRect();
const visibleArea = Math.max(0, Math.min(card.right, innerWidth) - Math.max(card.left, 0)) *
  Math.max(0, Math.min(card.bottom, innerHeight) - Math.max(card.top, 0));
const actions = [...document.querySelectorAll("main a.button, main button, main summary")].filter(seen)
  .map((e) => { const r = e.getBoundingClientRect();
    return {text: e.textContent.trim(), top: r.top, bottom: r.bottom, left: r.left, right: r.right,
            area: r.width * r.height}; });
return {cardShare: visibleArea / (innerWidth * innerHeight), cardWidth: card.width,
        header: document.querySelector(".site-header").getBoundingClientRect().height,
        width: innerWidth, height: innerHeight, actions};
"""

WEB_SHARE = "navigator.share = () => Promise.resolve(); navigator.canShare = () => true;"
NO_WEB_SHARE = "delete Navigator.prototype.share; delete Navigator.prototype.canShare;"


class FullScreenCardTests(unittest.TestCase):
    """On a phone held upright the card is the page and Share the first thing under it."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.sites = {fixture.name: built(fixture, "client") for fixture in (PORTRAIT, BERLIN)}
        cls.servers = {name: SiteServer(site.root, {"Content-Security-Policy": STRICT_POLICY})
                       for name, site in cls.sites.items()}

    @classmethod
    def tearDownClass(cls) -> None:
        for server in cls.servers.values():
            server.close()

    def first_screen(self, fixture: str, script: str, size: tuple[int, int] = PHONE) -> dict:
        site = self.sites[fixture]
        self.browser.open(self.servers[fixture].url(site.quote_page(QUOTES[0]["id"])), now=NOW, size=size,
                          scripts=(script,))
        self.browser.wait_for_script()
        self.assertEqual(self.browser.wait_for_images(), [])
        return self.browser.run(FIRST_SCREEN)

    def assert_share_comes_first(self, screen: dict) -> None:
        shares = [action for action in screen["actions"] if action["text"].startswith("Share")]
        self.assertTrue(shares, f"no Share button among {screen['actions']}")
        share = shares[0]
        self.assertGreaterEqual(share["top"], 0)
        self.assertLessEqual(share["bottom"], screen["height"], f"Share ends below the first screen: {share}")
        others = [action for action in screen["actions"] if action is not share]
        self.assertEqual([a["text"] for a in others if a["top"] < share["top"] - 1], [], "an action above Share")
        self.assertEqual([a["text"] for a in others if a["area"] > share["area"]], [], "an action larger than Share")

    def test_a_portrait_card_covers_half_a_phone_and_share_is_in_the_first_screen(self) -> None:
        for script in (WEB_SHARE, NO_WEB_SHARE):
            with self.subTest(web_share=script is WEB_SHARE):
                screen = self.first_screen("portrait", script)
                self.assertGreaterEqual(screen["cardShare"], 0.5, f"the card covers {screen['cardShare']:.0%}")
                self.assert_share_comes_first(screen)
                self.assertLessEqual(screen["header"], 56, "the header is more than one line")

    def test_a_wide_card_takes_the_phones_width_and_share_is_in_the_first_screen(self) -> None:
        for size in (PHONE, (320, 568)):
            with self.subTest(size=size):
                screen = self.first_screen("berlin", NO_WEB_SHARE, size)
                self.assertGreaterEqual(screen["cardWidth"], 0.95 * size[0])
                self.assert_share_comes_first(screen)
                self.assertLessEqual(screen["header"], 56, "the header is more than one line")

    def test_the_quote_is_printed_once(self) -> None:
        site = self.sites["berlin"]
        for size in (PHONE, (1440, 900)):
            for quote in QUOTES:
                with self.subTest(size=size, quote=quote["id"]):
                    # Without motion: no text is caught in the middle of fading in.
                    self.browser.open(self.servers["berlin"].url(site.quote_page(quote["id"])), now=NOW, size=size,
                                      reduced_motion=True)
                    self.browser.wait_for_script()
                    self.assertEqual(self.browser.wait_for_images(), [])
                    seen = self.browser.run(APPEARANCES, quote["text"])
                    self.assertEqual(seen, {"texts": 0, "cards": 1})
                    # Search engines and screen readers still read it in the page.
                    self.assertIn(quote["text"], self.browser.run("return document.querySelector('main').textContent"))

    def test_readers_see_no_formats_or_raw_feeds_and_follow_in_plain_words(self) -> None:
        site, server = self.sites["berlin"], self.servers["berlin"]
        for page in ("index.html", site.quote_page(QUOTES[0]["id"]), "quotes/index.html", "advent/index.html"):
            with self.subTest(page=page):
                self.browser.open(server.url(page), now=NOW)
                self.browser.wait_for_script()
                shown = self.browser.run("return document.body.innerText")
                for jargon in ("1200×630", "og ", "JSON", ".ics", "Atom", "Card for email"):
                    self.assertNotIn(jargon, shown)
        self.browser.driver.find_element(By.CSS_SELECTOR, ".site-footer a[href$='follow.html']").click()
        self.browser.wait_for("return location.pathname.endsWith('/follow.html')", message="no Follow page")
        self.browser.wait_for_script()
        links = self.browser.run("return [...document.querySelectorAll('main a')].map((a) => a.href)")
        for expected in ("webcal://fixture.example/quotes/daily.ics", "webcal://fixture.example/quotes/weekly.ics",
                         "webcal://fixture.example/advent/advent.ics", server.url("quotes/daily.ics"),
                         server.url("feed.xml")):
            self.assertIn(expected, links)
        # Several ways, none the page's one action: each row's buttons share one size of type.
        sizes = self.browser.run(
            "return [...document.querySelectorAll('.follow-actions')].map((row) =>"
            " [...new Set([...row.querySelectorAll('.button')].map((b) => getComputedStyle(b).fontSize))])")
        self.assertTrue(sizes)
        for row in sizes:
            self.assertEqual(len(row), 1, f"buttons of one row set in {row}")
        self.assertEqual(self.browser.accessibility_violations(), [])


# The time from a key press to the next card standing in the page, loaded; recorded by the page.
TURN_TIMER = """
const timer = {};
Object.defineProperty(window, "__turn", { value: timer });
document.addEventListener("keydown", () => { timer.start = performance.now(); timer.shown = undefined; }, true);
function check() {
  const image = document.querySelector("main .card-figure img");
  if (timer.start !== undefined && timer.shown === undefined && image && image.complete && image.naturalWidth > 0 &&
      location.pathname.endsWith(timer.target)) timer.shown = performance.now();
}
new MutationObserver(check).observe(document.querySelector("main"), { childList: true, subtree: true });
document.addEventListener("load", check, true);
"""


class TurningTests(unittest.TestCase):
    """Over http(s) the next, previous or a random quote replaces the one shown, with its
    own address in the history; Back and Forward walk through them."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")
        cls.server = SiteServer(cls.site.root, {"Content-Security-Policy": STRICT_POLICY})

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def url(self, index: int) -> str:
        return self.server.url(self.site.quote_page(QUOTES[index]["id"]))

    def open(self, index: int) -> None:
        self.browser.open(self.url(index), now=NOW, size=(375, 740))
        self.browser.wait_for_script()
        # Gone if the page is ever loaded again.
        self.browser.run("window.__stayed = true")

    def press(self, key: str) -> None:
        self.browser.driver.find_element(By.CSS_SELECTOR, "body").send_keys(key)

    def swipe(self, from_x: int, to_x: int, y: int = 300) -> None:
        cdp = self.browser.driver.execute_cdp_cmd
        cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        try:
            # Few events: a swipe is quick (draper.js takes one under 0.8 s), even on a busy machine.
            cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": from_x, "y": y}]})
            for step in (1, 2):
                x = from_x + (to_x - from_x) * step // 2
                cdp("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + step}]})
            cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        finally:
            cdp("Emulation.setTouchEmulationEnabled", {"enabled": False})

    def assert_showing(self, index: int) -> None:
        """The page shows quote `index` at its own address, in the same document as at first."""
        quote = QUOTES[index]
        self.browser.wait_for(
            "return location.href === arguments[0] && "
            "(document.querySelector('main blockquote') || {}).textContent === arguments[1]",
            self.url(index), quote["text"], message=f"did not turn to {quote['id']}: " + str(self.browser.run(
                "return [location.href, (document.querySelector('main blockquote') || {}).textContent]")))
        state = self.browser.run("""
            return {stayed: window.__stayed === true, title: document.title,
                    navigations: performance.getEntriesByType("navigation").length,
                    share: document.querySelector("main [data-share]").dataset.shareUrl,
                    alt: document.querySelector("main .card-figure img").alt};""")
        self.assertTrue(state["stayed"], "the page was loaded again")
        self.assertEqual(state["navigations"], 1)
        self.assertIn(quote["speaker"], state["title"])
        self.assertEqual(state["share"], f"https://fixture.example/quotes/{quote['id']}/")
        self.assertIn(quote["text"], state["alt"])

    def test_keys_and_swipes_turn_without_a_page_load_and_back_returns(self) -> None:
        self.open(1)
        self.press(Keys.ARROW_RIGHT)
        self.assert_showing(2)
        self.swipe(300, 60)  # the list wraps around
        self.assert_showing(0)
        self.swipe(60, 300)
        self.assert_showing(2)
        self.press(Keys.ARROW_LEFT)
        self.assert_showing(1)
        for step, expected in (("back", 2), ("back", 0), ("forward", 2)):
            self.browser.run(f"history.{step}()")
            self.assert_showing(expected)
        self.assertEqual(self.browser.wait_for_images(), [])
        self.assertEqual(self.browser.page_problems(), {"violations": [], "failedLoads": [], "errors": []})

    def test_shuffle_turns_without_a_page_load(self) -> None:
        self.open(0)
        self.browser.driver.find_element(By.CSS_SELECTOR, "main a[data-shuffle]").click()
        self.browser.wait_for("return location.href !== arguments[0]", self.url(0), message="Shuffle went nowhere")
        landed = self.browser.run("return location.href")
        self.assertIn(landed, (self.url(1), self.url(2)))
        self.assert_showing(1 if landed == self.url(1) else 2)

    def test_the_next_card_stands_within_100_ms_once_seen(self) -> None:
        self.open(0)
        # The first visit to quote 1 brings its page and card into the browser's cache.
        self.press(Keys.ARROW_RIGHT)
        self.assert_showing(1)
        self.assertEqual(self.browser.wait_for_images(), [])
        self.press(Keys.ARROW_LEFT)
        self.assert_showing(0)
        self.assertEqual(self.browser.wait_for_images(), [])
        self.browser.run(TURN_TIMER)
        self.browser.run("window.__turn.target = arguments[0]", "/" + self.site.quote_page(QUOTES[1]["id"]))
        self.press(Keys.ARROW_RIGHT)
        turn = self.browser.wait_for("return window.__turn.shown !== undefined && window.__turn",
                                     message="the next card never stood loaded in the page")
        self.assertLess(turn["shown"] - turn["start"], 100, f"{turn['shown'] - turn['start']:.0f} ms")
        self.assert_showing(1)


class ShareMenuKeyboardTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def test_escape_closes_the_share_menu_and_returns_to_its_button(self) -> None:
        self.browser.open(self.site.url(self.site.quote_page(QUOTES[0]["id"])), now=NOW, scripts=(NO_WEB_SHARE,))
        self.browser.wait_for_script()
        summary = self.browser.driver.find_element(By.CSS_SELECTOR, "main .share-menu > summary")
        summary.click()
        self.assertTrue(self.browser.run("return document.querySelector('main .share-menu').open"))
        self.browser.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        self.browser.wait_for("return !document.querySelector('main .share-menu').open",
                              message="Escape did not close the share menu")
        self.assertTrue(self.browser.run(
            "return document.activeElement === document.querySelector('main .share-menu > summary')"))
