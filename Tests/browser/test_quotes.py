"""Quote pages in a real browser: Shuffle never lands on the quote you are reading, and
Share falls back to the plain links when Web Share is missing or fails."""

from __future__ import annotations

import unittest
from urllib.parse import parse_qs, urlsplit

from .chrome import By, shared_browser
from .servers import STRICT_POLICY, SiteServer
from .site_fixtures import BERLIN, QUOTES, built

NOW = "2026-03-27T12:00:00Z"


class ShuffleTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def page_url(self, quote_id: str) -> str:
        return self.site.url(self.site.quote_page(quote_id))

    def shuffle_from(self, quote_id: str, random: float | None) -> str:
        """Clicks Shuffle on a quote's page (with Math.random returning `random`) and returns where it led."""
        scripts = (f"Math.random = () => {random!r};",) if random is not None else ()
        start = self.page_url(quote_id)
        self.browser.open(start, now=NOW, scripts=scripts)
        self.browser.wait_for_script()
        self.browser.driver.find_element(By.CSS_SELECTOR, "a[data-shuffle]").click()
        self.browser.wait_for("return location.href !== arguments[0]", start, message=f"Shuffle on {quote_id} went nowhere")
        self.browser.wait_for("return document.readyState === 'complete'")
        landed = self.browser.run("return location.href")
        self.assertTrue(self.browser.run("return !!document.querySelector('article.quote-layout blockquote')"),
                        f"Shuffle led to {landed}, which is not a quote page")
        return landed

    def test_pool_holds_every_other_quote_and_never_this_one(self) -> None:
        ids = [quote["id"] for quote in QUOTES]
        for quote_id in ids:
            with self.subTest(quote=quote_id):
                self.browser.open(self.page_url(quote_id), now=NOW)
                link = self.browser.run("""
                    const link = document.querySelector("a[data-shuffle]");
                    return {href: link.href, pool: JSON.parse(link.dataset.shuffle).map((u) => new URL(u, location.href).href)};
                """)
                others = {self.page_url(other) for other in ids if other != quote_id}
                self.assertEqual(set(link["pool"]), others)
                self.assertEqual(len(link["pool"]), len(others))
                # Without the script the link still goes to another quote.
                self.assertIn(link["href"], others)

    def test_every_pick_lands_on_another_quote(self) -> None:
        ids = [quote["id"] for quote in QUOTES]
        for quote_id in ids:
            others = {self.page_url(other) for other in ids if other != quote_id}
            # One value for each slot of the pool, and the largest value Math.random returns.
            randoms = [index / len(others) for index in range(len(others))] + [0.9999999999999999]
            landed = set()
            for random in randoms:
                with self.subTest(quote=quote_id, random=random):
                    destination = self.shuffle_from(quote_id, random)
                    self.assertNotEqual(destination, self.page_url(quote_id))
                    landed.add(destination)
            self.assertEqual(landed, others, f"from {quote_id}")

    def test_random_clicks_never_stay(self) -> None:
        quote_id = QUOTES[0]["id"]
        for attempt in range(8):
            with self.subTest(attempt=attempt):
                self.assertNotEqual(self.shuffle_from(quote_id, None), self.page_url(quote_id))


class QuoteOfTheDayTests(unittest.TestCase):
    """The home page carries the schedule, so the quote of the day moves on between builds."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def hero(self, now: str, viewer: str) -> dict:
        self.browser.open(self.site.url("index.html"), now=now, timezone=viewer)
        self.browser.wait_for_script()
        self.assertEqual(self.browser.wait_for_images(), [])
        return self.browser.run("""
            const hero = document.querySelector("[data-schedule]");
            return {id: hero.dataset.quoteId, schedule: JSON.parse(hero.dataset.schedule),
                    text: hero.querySelector("blockquote").textContent,
                    card: hero.querySelector("img").currentSrc};
        """)

    def test_the_quote_follows_the_site_zone_date(self) -> None:
        built_day = self.hero("2026-03-27T12:00:00Z", "Europe/Berlin")
        schedule = built_day["schedule"]
        self.assertEqual((schedule["timezone"], schedule["start"]), ("Europe/Berlin", "2026-03-27"))
        # Three weeks ahead (HomePage.scheduleDays), each distinct quote's markup once.
        self.assertEqual(len(schedule["quotes"]), 21)
        # Days 1 and 2 have another quote than the build's day, so a page that never swaps fails.
        self.assertNotIn(schedule["quotes"][0], schedule["quotes"][1:3])
        texts = {quote["id"]: quote["text"] for quote in QUOTES}
        cases = [
            ("2026-03-27T12:00:00Z", "America/Los_Angeles", 0),
            # 23:30 UTC on 27 March is already the 28th in Berlin, wherever the viewer is.
            ("2026-03-27T23:30:00Z", "America/Los_Angeles", 1),
            ("2026-03-29T10:00:00Z", "Pacific/Auckland", 2),
            # After the schedule runs out the page keeps the build's own choice.
            ("2026-08-01T10:00:00Z", "Europe/Berlin", 0),
        ]
        for now, viewer, index in cases:
            with self.subTest(now=now, viewer=viewer):
                hero = self.hero(now, viewer)
                expected = schedule["quotes"][index]
                self.assertEqual(hero["id"], expected)
                self.assertEqual(hero["text"], texts[expected])
                self.assertRegex(hero["card"], rf"/cards/{expected}/og(-\d+)?\.avif\?v=[0-9a-f]{{10}}$")

    def test_a_page_left_open_at_midnight_turns_to_the_new_day(self) -> None:
        # 23:59:58 in Berlin on the build's day (UTC+1 until the 29th).
        before = self.hero("2026-03-27T22:59:58Z", "Europe/Berlin")
        self.assertEqual(before["id"], before["schedule"]["quotes"][0])
        tomorrow = before["schedule"]["quotes"][1]
        self.browser.wait_for("return document.querySelector('[data-schedule]').dataset.quoteId === arguments[0]",
                              tomorrow, timeout=8, message="the quote of the day did not turn at midnight")
        texts = {quote["id"]: quote["text"] for quote in QUOTES}
        self.assertEqual(self.browser.run("return document.querySelector('[data-schedule] blockquote').textContent"),
                         texts[tomorrow])
        self.assertEqual(self.browser.wait_for_images(), [])


# Replaces Web Share before the page's script looks for it.
NO_WEB_SHARE = "delete Navigator.prototype.share; delete Navigator.prototype.canShare;"

WEB_SHARE_STUB = """
(() => {
  const calls = [];
  Object.defineProperty(window, "__shares", { value: calls });
  navigator.canShare = (data) => !!data;
  navigator.share = (data) => {
    calls.push({
      title: data.title, text: data.text, url: data.url,
      files: (data.files || []).map((file) => ({ name: file.name, type: file.type, size: file.size })),
    });
    return %s;
  };
})();
"""

SHARE_STATE = """
const menu = document.querySelector(".share details");
const shown = (query) => [...document.querySelectorAll(query)].filter((e) => e.offsetParent !== null)
  .map((e) => ({label: e.textContent, href: e.href || null, title: e.title || null}));
return {
  open: menu.open,
  links: shown(".share details li > a, .share details li > button"),
  tools: shown(".share-tools a, .share-tools button"),
  status: document.querySelector(".share-status").textContent,
  calls: window.__shares || null,
};
"""


class ShareTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")
        cls.server = SiteServer(cls.site.root, {"Content-Security-Policy": STRICT_POLICY})
        cls.quote = QUOTES[0]
        cls.page = cls.site.quote_page(cls.quote["id"])
        cls.public_url = f"https://fixture.example/quotes/{cls.quote['id']}/"

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def click_share(self, url: str, script: str) -> None:
        """Taps Share: the native button where Web Share exists (once the card it shares has
        arrived), the menu elsewhere."""
        self.browser.open(url, now=NOW, scripts=(script,))
        self.browser.wait_for_script()
        if script.startswith(NO_WEB_SHARE):
            self.assertFalse(self.browser.run("return !!document.querySelector('[data-native-share]').offsetParent"))
            self.browser.driver.find_element(By.CSS_SELECTOR, ".share summary").click()
        else:
            # Fetched once the reader has stayed on the quote a moment (draper.js's SHARE_DWELL).
            self.browser.wait_for("return !!document.querySelector('[data-share]').cardReady", timeout=10,
                                  message="the card was not fetched before the tap")
            self.browser.driver.find_element(By.CSS_SELECTOR, "[data-native-share]").click()

    def settle(self) -> None:
        """Lets the page finish what a click started (fetching the card, the share promise)."""
        self.browser.driver.execute_async_script("setTimeout(arguments[0], 300)")

    def test_without_web_share_the_menu_opens(self) -> None:
        self.click_share(self.site.url(self.page), NO_WEB_SHARE)
        state = self.browser.run(SHARE_STATE)
        self.assertTrue(state["open"])
        self.assertEqual([link["label"] for link in state["links"]], [
            "Email", "X", "Facebook", "LinkedIn", "WhatsApp", "Pinterest"])
        # Download and Copy link are one tap away, beside the menu.
        self.assertEqual([(tool["label"], tool["title"]) for tool in state["tools"]], [
            ("Download", "Download the card (JPG)"), ("Copy link", None)])
        links = {link["label"]: link["href"] for link in state["links"] + state["tools"]}
        x = urlsplit(links["X"])
        self.assertEqual((x.scheme, x.netloc, x.path), ("https", "x.com", "/intent/post"))
        self.assertEqual(parse_qs(x.query), {"text": [f"“{self.quote['text']}” — {self.quote['speaker']}"], "url": [self.public_url]})
        self.assertEqual(parse_qs(urlsplit(links["Facebook"]).query), {"u": [self.public_url]})
        email = urlsplit(links["Email"])
        self.assertEqual(email.scheme, "mailto")
        self.assertEqual(parse_qs(email.query)["body"], [f"“{self.quote['text']}” — {self.quote['speaker']}\n\n{self.public_url}"])
        card = self.site.root / "cards"
        download = links["Download"]
        self.assertTrue(download.startswith(card.as_uri() + "/"), download)
        relative = urlsplit(download).path[len(card.as_uri()) - len("file://") + 1:]
        self.assertTrue((card / relative).is_file(), download)
        self.assertEqual(self.browser.console_problems(), [])

    def test_copy_link_reports_success(self) -> None:
        # With the Clipboard API, and with the fallback (a hidden, styled text field) that
        # must get past the strict policy too.
        for clipboard in ["", "Object.defineProperty(navigator, 'clipboard', { value: undefined });"]:
            with self.subTest(clipboard="fallback" if clipboard else "api"):
                self.click_share(self.server.url(self.page), NO_WEB_SHARE + clipboard)
                self.browser.driver.find_element(By.CSS_SELECTOR, "[data-copy-link]").click()
                self.browser.wait_for("return document.querySelector('.share-status').textContent === 'Link copied'",
                                      message="Copy link did not report")
                self.assertEqual(self.browser.page_problems()["violations"], [])
                self.assertEqual(self.browser.run("return document.querySelectorAll('textarea').length"), 0)

    def test_failed_web_share_opens_the_menu(self) -> None:
        stub = WEB_SHARE_STUB % 'Promise.reject(new DOMException("Permission denied", "NotAllowedError"))'
        self.click_share(self.server.url(self.page), stub)
        self.browser.wait_for("return document.querySelector('.share details').open", message="the menu did not open")
        state = self.browser.run(SHARE_STATE)
        self.assertEqual(len(state["calls"]), 1)
        call = state["calls"][0]
        self.assertEqual(call["title"], "Fixture Quotes")
        self.assertEqual(call["text"], f"“{self.quote['text']}” — {self.quote['speaker']}")
        self.assertEqual(call["url"], self.public_url)
        # The card itself goes along, as the og JPEG (what every app accepts).
        self.assertEqual(len(call["files"]), 1)
        self.assertEqual(call["files"][0]["name"], "franklin-well-done-og.jpg")
        self.assertEqual(call["files"][0]["type"], "image/jpeg")
        card = self.site.root / "cards" / "franklin-well-done" / "og.jpg"
        self.assertEqual(call["files"][0]["size"], card.stat().st_size)
        self.assertEqual(self.browser.page_problems()["violations"], [])

    def test_cancelled_web_share_keeps_the_menu_closed(self) -> None:
        self.click_share(self.server.url(self.page), WEB_SHARE_STUB % 'Promise.reject(new DOMException("Share canceled", "AbortError"))')
        self.browser.wait_for("return window.__shares.length === 1", message="Web Share was not called")
        self.settle()
        self.assertFalse(self.browser.run(SHARE_STATE)["open"])

    def test_successful_web_share_keeps_the_menu_closed(self) -> None:
        self.click_share(self.server.url(self.page), WEB_SHARE_STUB % "Promise.resolve()")
        self.browser.wait_for("return window.__shares.length === 1", message="Web Share was not called")
        self.settle()
        state = self.browser.run(SHARE_STATE)
        self.assertFalse(state["open"])
        self.assertEqual(state["calls"][0]["url"], self.public_url)
