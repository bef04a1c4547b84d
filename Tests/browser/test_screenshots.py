"""Screenshots of the main pages for people to look at (output/test-artifacts/), taken with
reduced motion so no fade-in is caught halfway, and what can be checked in their pixels."""

from __future__ import annotations

import base64
import unittest

from .chrome import shared_browser
from .site_fixtures import ARTIFACTS, BERLIN, PORTRAIT, QUOTES, Site, built

# The page's own background colour (#15110d), which the photo backdrop should cover.
PAGE_BACKGROUND = (0x15, 0x11, 0x0D)


class ScreenshotTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def shoot(self, name: str, page: str, now: str, site: Site | None = None, size: tuple[int, int] = (1280, 900),
              color_scheme: str = "dark", first_screen: bool = False, backdrop: bool = True) -> None:
        """Saves a screenshot of `page`: the whole page, or (`first_screen`) what the window shows,
        which a whole-page shot cannot (a window as tall as a page is held upright). On a wide
        dark page with a `backdrop` (not a list's), checks that its photo shows."""
        browser = self.browser
        browser.open((site or self.site).url(page), now=now, timezone="Europe/Berlin", reduced_motion=True, size=size,
                     color_scheme=color_scheme)
        browser.wait_for_script()
        self.assertEqual(browser.wait_for_images(), [])
        browser.wait_for("return document.fonts.status === 'loaded'", message="the card fonts did not load")
        self.assertTrue(browser.run("return document.fonts.check('700 20px \"Draper Card\"')"),
                        "the theme's card typeface is in use")
        running = browser.run("return document.getAnimations().filter(a => a.playState !== 'finished').length")
        self.assertEqual(running, 0, "with reduced motion nothing fades in")
        path = ARTIFACTS / f"{name}.png"
        if first_screen:
            shot = browser.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
            path.write_bytes(base64.b64decode(shot["data"]))
        else:
            browser.screenshot(path)
        self.assertGreater(path.stat().st_size, 20_000, f"{path.name} looks empty")
        if size[0] > 1200 and color_scheme == "dark" and backdrop:
            self.assert_backdrop_shows()

    def assert_backdrop_shows(self) -> None:
        """The darkened photo behind the panels shows in the margin beside the main column."""
        strip = self.browser.capture(4, 120, 36, 200).region(0, 0, 36, 200)
        plain = sum(1 for pixel in strip if all(abs(a - b) <= 2 for a, b in zip(pixel, PAGE_BACKGROUND)))
        self.assertLess(plain / len(strip), 0.5, "the backdrop photo is hidden behind the page background")

    def test_home(self) -> None:
        self.shoot("home", "index.html", "2026-03-27T12:00:00Z")

    def test_quote(self) -> None:
        self.shoot("quote", self.site.quote_page(QUOTES[0]["id"]), "2026-03-27T12:00:00Z")

    def test_calendar(self) -> None:
        # Doors 1 and 2 are open, 3 and 4 locked.
        self.shoot("advent", "advent/index.html", "2026-03-28T12:00:00Z")

    def test_open_day(self) -> None:
        self.shoot("advent-day", Site.day_page(2), "2026-03-28T12:00:00Z")

    def test_locked_day(self) -> None:
        self.shoot("advent-day-locked", Site.day_page(3), "2026-03-28T12:00:00Z")

    def test_preview_calendar(self) -> None:
        self.shoot("advent-preview", "advent/index.html", "2026-03-01T12:00:00Z", site=built(BERLIN, "all"))

    def test_quote_and_list_at_375_and_1440_in_both_themes(self) -> None:
        # The quote as a phone held upright shows it: the project has a portrait card.
        portrait = built(PORTRAIT, "client")
        for scheme in ("dark", "light"):
            for size in ((375, 667), (1440, 900)):
                with self.subTest(scheme=scheme, size=size):
                    self.shoot(f"quote-{size[0]}-{scheme}", portrait.quote_page(QUOTES[0]["id"]), "2026-03-27T12:00:00Z",
                               site=portrait, size=size, color_scheme=scheme, first_screen=True)
                    self.shoot(f"list-{size[0]}-{scheme}", "quotes/index.html", "2026-03-27T12:00:00Z", size=size,
                               color_scheme=scheme, first_screen=True, backdrop=False)
                    self.assertLessEqual(self.browser.run("return document.documentElement.scrollWidth"),
                                         self.browser.run("return document.documentElement.clientWidth"))

    def test_phone(self) -> None:
        self.shoot("quote-phone", self.site.quote_page(QUOTES[1]["id"]), "2026-03-27T12:00:00Z", size=(390, 844))
        self.shoot("advent-phone", "advent/index.html", "2026-03-28T12:00:00Z", size=(390, 844))
        # Nothing is wider than the screen.
        self.assertLessEqual(self.browser.run("return document.documentElement.scrollWidth"),
                             self.browser.run("return document.documentElement.clientWidth"))
