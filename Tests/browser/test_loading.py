"""Every page loads cleanly from `file://` (no errors, every image, no other host) and from
a server with a strict Content-Security-Policy (no violations, doors still open)."""

from __future__ import annotations

import unittest

from .chrome import By, shared_browser
from .servers import STRICT_POLICY, SiteServer
from .site_fixtures import BERLIN, Site, built

# Doors 1 to 3 are open by then: 1 by the build, 2 and 3 by the script.
NOW = "2026-03-29T12:00:00Z"

OPEN_DOORS = """
return [...document.querySelectorAll(".door")].map((door) => [
  door.dataset.day, door.dataset.state, (door.querySelector(".door-title") || {}).textContent || null]);
"""


class PageLoadingTestCase(unittest.TestCase):
    site: Site

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def load(self, url: str) -> None:
        self.browser.open(url, now=NOW, timezone="Europe/Berlin")
        self.browser.wait_for_script()
        self.assertEqual(self.browser.wait_for_images(), [], "images that did not load")

    def assert_clean(self) -> None:
        # Over HTTP the browser asks for /favicon.ico on its own; the theme ships no icon.
        problems = [message for message in self.browser.console_problems() if "/favicon.ico " not in message]
        self.assertEqual(problems, [])
        problems = self.browser.page_problems()
        self.assertEqual(problems, {"violations": [], "failedLoads": [], "errors": []})

    def assert_doors_open(self) -> None:
        if self.browser.run("return location.pathname").endswith("/advent/index.html"):
            self.assertEqual(self.browser.run(OPEN_DOORS), [
                ["1", "open", BERLIN.day(1).title], ["2", "open", BERLIN.day(2).title],
                ["3", "open", BERLIN.day(3).title], ["4", "locked", None]])


class FileURLTests(PageLoadingTestCase):
    def test_every_page_works_from_files(self) -> None:
        # 404.html links from the site's root path ("/assets/…"): it is for servers only.
        pages = [page for page in self.site.pages() if page != "404.html"]
        # Home, three quotes, the gallery, the calendar and four days, and the lists: all quotes,
        # the tag index and two tags, the speaker index and two speakers, the search, the page
        # the service worker shows offline, and the Follow page.
        self.assertEqual(len(pages), 1 + 3 + 1 + 1 + 4 + 1 + 1 + 2 + 1 + 2 + 1 + 1 + 1)
        site_prefix = self.site.root.as_uri() + "/"
        for page in pages:
            with self.subTest(page=page):
                self.load(self.site.url(page))
                self.assert_clean()
                self.assert_doors_open()
                requests = self.browser.requests()
                self.assertIn(self.site.url(page), requests)
                elsewhere = [url for url in requests if not (url.startswith(site_prefix) or url.startswith("data:"))]
                self.assertEqual(elsewhere, [], "requests outside the site's folder")

    def test_opened_day_shows_its_card(self) -> None:
        self.load(self.site.url(Site.day_page(3)))
        self.assertEqual(self.browser.run("return document.querySelector('.day-content h1').textContent"), BERLIN.day(3).title)
        self.assertTrue(self.browser.run("return document.querySelector('.day-content img').naturalWidth > 0"))


class StrictPolicyTests(PageLoadingTestCase):
    @classmethod
    def setUpClass(cls) -> None:
        super().setUpClass()
        cls.server = SiteServer(cls.site.root, {"Content-Security-Policy": STRICT_POLICY})

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def test_every_page_works_under_the_policy(self) -> None:
        for page in self.site.pages():
            with self.subTest(page=page):
                self.load(self.server.url(page))
                self.assert_clean()
                self.assert_doors_open()
                requests = self.browser.requests()
                elsewhere = [url for url in requests if not (url.startswith(self.server.origin + "/") or url.startswith("data:"))]
                self.assertEqual(elsewhere, [], "requests to other hosts")

    def test_policy_is_enforced(self) -> None:
        # The check above can only pass for the right reason if the browser applies the
        # policy: an inline script must be blocked and reported.
        self.load(self.server.url("index.html"))
        self.browser.run("""
            const script = document.createElement("script");
            script.textContent = "window.__inline = true";
            document.body.append(script);
        """)
        self.browser.wait_for("return window.__draperTest.violations.length > 0", message="no violation was reported")
        self.assertIsNone(self.browser.run("return window.__inline || null"))

    def test_door_opens_while_the_page_is_open(self) -> None:
        # A minute before door 4 (2026-03-29T22:00Z); the page's own timer opens it.
        self.browser.open(self.server.url("advent/index.html"), now="2026-03-29T21:59:58Z", timezone="Europe/Berlin")
        self.browser.wait_for_script()
        self.assertEqual(self.browser.run(OPEN_DOORS)[3], ["4", "locked", None])
        self.browser.wait_for("return document.querySelector('.door[data-day=\"4\"]').dataset.state === 'open'",
                              timeout=6, message="door 4 did not open on time")
        self.assertEqual(self.browser.run(OPEN_DOORS)[3], ["4", "open", BERLIN.day(4).title])
        self.assert_clean()


class WithoutScriptTests(unittest.TestCase):
    """Everything but the clock-driven parts works with scripting off."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def tearDown(self) -> None:
        self.browser.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

    def open_without_script(self, page: str) -> None:
        self.browser.open("about:blank", reduced_motion=True)
        self.browser.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        self.browser.driver.get(self.site.url(page))

    def test_locked_day_explains_itself(self) -> None:
        self.open_without_script(Site.day_page(3))
        text = self.browser.driver.find_element(By.TAG_NAME, "main").text
        self.assertIn("Opens March 29", text)
        self.assertIn("This door opens on its date; your browser needs JavaScript to open it.", text)

    def test_open_day_and_share_menu_work(self) -> None:
        self.open_without_script(Site.day_page(1))
        main = self.browser.driver.find_element(By.TAG_NAME, "main")
        self.assertIn(BERLIN.day(1).title, main.text)
        self.browser.driver.find_element(By.CSS_SELECTOR, ".share summary").click()
        links = [link.text for link in self.browser.driver.find_elements(By.CSS_SELECTOR, ".share li > a")]
        self.assertEqual(links, ["Email", "X", "Facebook", "LinkedIn", "WhatsApp", "Pinterest"])
        # The card's download is beside the menu; Copy link needs the script.
        tools = [link.text for link in self.browser.driver.find_elements(By.CSS_SELECTOR, ".share-tools > *")
                 if link.is_displayed()]
        self.assertEqual(tools, ["Download"])
