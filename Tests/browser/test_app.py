"""The site as an app: its manifest and icons, offline, and notifications on the reader's schedule."""

from __future__ import annotations

import dataclasses
import json
import time
import unittest
import urllib.request
from datetime import datetime, timezone
from urllib.parse import urljoin

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from .chrome import shared_browser
from .devtools import DevTools
from .servers import STRICT_POLICY, SiteServer
from .site_fixtures import BERLIN, LIBRARY, LIBRARY_QUOTES, QUOTES, SITE, built

NOW = "2026-03-27T12:00:00Z"


class ManifestTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")
        cls.server = SiteServer(cls.site.root, {"Content-Security-Policy": STRICT_POLICY})

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def test_the_manifest_parses_and_its_icons_load(self) -> None:
        for page in ("index.html", self.site.quote_page("franklin-well-done"), "advent/index.html"):
            with self.subTest(page=page):
                self.browser.open(self.server.url(page), now=NOW)
                self.browser.wait_for_script()
                manifest = self.browser.driver.execute_cdp_cmd("Page.getAppManifest", {})
                self.assertEqual(manifest["errors"], [])
                self.assertTrue(manifest["url"].endswith("/manifest.webmanifest"), manifest["url"])
                parsed = manifest.get("data", "")
                self.assertIn('"start_url" : "./"', parsed)
                self.assertEqual(self.browser.console_problems(), [])
        # Chromium would install it: no installability error at all.
        self.assertEqual(self.browser.driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"], [])
        # Chromium's own view of the manifest: an app id for the site, and icons that load.
        identity = self.browser.driver.execute_cdp_cmd("Page.getAppId", {})
        self.assertTrue(identity.get("recommendedId") or identity.get("appId"), identity)
        data = json.loads(manifest["data"])
        self.assertEqual([icon["sizes"] for icon in data["icons"]], ["192x192", "512x512", "512x512"])
        # WebP, which Chromium installs from: a tenth of the PNGs' weight.
        for icon in data["icons"]:
            self.assertEqual(icon["type"], "image/webp")
            with urllib.request.urlopen(urljoin(manifest["url"], icon["src"])) as response:
                self.assertEqual(response.status, 200)
                self.assertEqual(response.headers["Content-Type"], "image/webp")
                head = response.read(12)
                self.assertEqual((head[:4], head[8:12]), (b"RIFF", b"WEBP"))


# A page is kept by the worker after its answer reached the page: wait for the copy.
KEPT = """
return caches.keys().then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys()))))
  .then((lists) => lists.flat().map((request) => request.url));
"""


class OfflineTests(unittest.TestCase):
    """Over HTTP under a base path: the worker takes the page, keeps what the reader visits,
    and serves it when the server is gone."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def wait_for_worker(self) -> str:
        scope = self.browser.wait_for(
            "return navigator.serviceWorker.ready.then((r) => r.active && r.active.state === 'activated' && r.scope)",
            timeout=20, message="no active service worker")
        return scope

    def test_a_worker_controls_the_site_and_serves_visited_pages_offline(self) -> None:
        server = SiteServer(self.site.root, {"Content-Security-Policy": STRICT_POLICY, "Cache-Control": "no-cache"},
                            prefix="/shelf/words/")
        try:
            self.browser.open(server.url("index.html"), now=NOW)
            self.browser.wait_for_script()
            # The worker's scope is the site, under its base path, not the server's root.
            self.assertEqual(self.wait_for_worker(), server.url(""))
            self.browser.driver.refresh()
            self.browser.wait_for_script()
            self.assertTrue(self.browser.run("return !!navigator.serviceWorker.controller"),
                            "no service worker controls the page after one reload")
            quote = self.site.quote_page("franklin-well-done")
            door = "advent/2/index.html"  # sealed at NOW: its page is visited, its card must not be fetched
            neighbour = self.site.quote_page("franklin-lost-time")
            for page in (quote, door):
                self.browser.open(server.url(page), now=NOW)
                self.browser.wait_for_script()
                self.assertEqual(self.browser.wait_for_images(), [])
                if page == quote:
                    # Its neighbour, fetched ahead for a swipe: kept while the quote is open, however
                    # long the fetch takes on a busy machine.
                    self.browser.wait_for(
                        f"return ({KEPT.strip()[7:-1]}).then((urls) => urls.includes({json.dumps(server.url(neighbour))}))",
                        message="the neighbour's page, fetched ahead for a swipe, was not kept")
            self.browser.wait_for(f"return ({KEPT.strip()[7:-1]}).then((urls) => urls.includes({json.dumps(server.url(quote))}))",
                                  message="the visited quote page was not kept")
            kept = self.browser.run(KEPT)
            self.assertEqual([url for url in kept if "/cards/sealed/" in url], [])
            self.assertEqual(self.browser.console_problems(), [])
        finally:
            server.close()

        # Offline: the server is gone and every open connection with it.
        for page, heading in ((quote, "Well done is better than well said."), ("index.html", None),
                              ("", None), ("advent/index.html", "Spring Doors")):
            with self.subTest(page=page):
                self.browser.open(server.url(page), now=NOW)
                self.browser.wait_for_script()
                title = self.browser.run("return document.title")
                self.assertNotIn("offline", title.lower())
                if heading:
                    self.assertIn(heading, self.browser.run("return document.querySelector('main').textContent"))
        # The card of the visited quote came from the device.
        self.browser.open(server.url(quote), now=NOW)
        self.assertEqual(self.browser.wait_for_images(), [])
        # Its neighbour's page, fetched ahead for a swipe, is on the device too.
        self.browser.open(server.url(neighbour), now=NOW)
        self.browser.wait_for_script()
        self.assertIn("Lost time is never found again.", self.browser.run("return document.querySelector('main').textContent"))
        # A page never visited: the offline page, in the site's theme, its links from the root.
        self.browser.open(server.url("speakers/index.html"), now=NOW)
        self.browser.wait_for_script()
        self.assertEqual(self.browser.run("return document.querySelector('h1').textContent"), "You are offline")
        self.assertTrue(self.browser.run("return document.styleSheets.length > 0 && "
                                         "getComputedStyle(document.body).fontFamily !== ''"))
        home = self.browser.run("return document.querySelector('main a.button').href")
        self.assertEqual(home, server.url("index.html"))
        self.assertEqual(self.browser.accessibility_violations(), [])


class NotificationTests(unittest.TestCase):
    """The reader's choice in the footer, and the worker's notification when the browser wakes it."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        # The worker runs on the real clock: a site built today, every channel due at 00:00 UTC.
        now = datetime.now(timezone.utc).replace(microsecond=0)
        today = now.date()
        cls.fixture = dataclasses.replace(
            BERLIN, name="app-today", now=now.strftime("%Y-%m-%dT%H:%M:%SZ"), start=today,
            site={**SITE, "timezone": "UTC", "notifications": {
                "daily": {"enabled": True, "time": "00:00"},
                "weekly": {"enabled": True, "time": "00:00", "weekday": today.strftime("%A").lower()}}},
            advent={**BERLIN.advent, "start": today.isoformat(), "timezone": "UTC", "reminderTime": "00:00"})
        cls.site = built(cls.fixture, "client")
        cls.server = SiteServer(cls.site.root, {"Content-Security-Policy": STRICT_POLICY, "Cache-Control": "no-cache"})
        cls.devtools = DevTools(cls.browser.driver)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.devtools.close()
        cls.server.close()

    def open_home(self, scripts: tuple[str, ...] = ()) -> None:
        self.browser.driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": self.server.origin, "permissions": ["notifications", "periodicBackgroundSync"]})
        self.browser.open(self.server.url("index.html"), scripts=scripts)
        self.browser.wait_for_script()
        self.browser.wait_for("return navigator.serviceWorker.ready.then((r) => !!r.active)", timeout=20)

    def choose(self, selector: str) -> None:
        """Clicks a choice (a radio already chosen changes nothing) and waits until it is saved."""
        self.browser.run("document.querySelector('.notification-settings').open = true")
        choice = self.browser.driver.find_element(By.CSS_SELECTOR, f".notification-settings {selector}")
        if choice.get_attribute("type") == "radio" and choice.is_selected():
            return
        choice.click()
        self.browser.wait_for("return /Saved/.test(document.querySelector('.notification-status').textContent)",
                              message="the choice was not saved")
        self.browser.run("document.querySelector('.notification-status').textContent = ''")

    def notifications(self) -> list[dict]:
        return self.browser.run("""
            return navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((all) =>
              all.map((n) => ({title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url})));""")

    def wake(self) -> list[dict]:
        """Closes what is shown, fires a periodic sync as the browser would, and returns what it showed."""
        self.browser.run("return navigator.serviceWorker.ready.then((r) => r.getNotifications())"
                         ".then((all) => all.forEach((n) => n.close()))")
        self.devtools.dispatch_periodic_sync(self.server.origin, self.server.url(""), "draper-notifications")
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            shown = self.notifications()
            if shown:
                return shown
            time.sleep(0.1)
        return []

    def todays_quote(self) -> dict:
        identifier = self.browser.run("return document.querySelector('[data-schedule]').dataset.quoteId")
        return next(quote for quote in QUOTES if quote["id"] == identifier)

    def test_daily_shows_the_quote_of_the_day_once_and_never_shows_none(self) -> None:
        self.open_home()
        self.assertTrue(self.browser.run("return !document.querySelector('.notification-settings').hidden"))
        self.choose("input[value=daily]")
        quote = self.todays_quote()
        shown = self.wake()
        self.assertEqual(shown, [{
            "title": "Fixture Quotes: quote of the day", "body": f"“{quote['text']}” — {quote['speaker']}",
            "tag": "draper-daily", "url": self.server.url(self.site.quote_page(quote["id"]))}])
        # At most once per day.
        self.assertEqual(self.wake(), [])
        # The choice is kept on the device: the next page shows it.
        self.open_home()
        self.assertTrue(self.browser.run("return document.querySelector('.notification-settings input[value=daily]').checked"))
        self.choose("input[value=never]")
        self.assertEqual(self.wake(), [])
        self.assertEqual(self.browser.console_problems(), [])

    def test_the_advent_reminder_names_the_door_not_its_content(self) -> None:
        self.open_home()
        self.choose("input[value=never]")
        self.choose("input[name=advent]")
        shown = self.wake()
        self.assertEqual([(n["title"], n["body"], n["url"]) for n in shown], [
            ("Spring Doors", "3 days left to spring break! Door 1 is open.", self.server.url("advent/1/index.html"))])
        self.choose("input[name=advent]")  # off again
        self.assertEqual(self.wake(), [])

    def test_the_settings_pass_axe_open_and_answered(self) -> None:
        for scripts in ((), ("delete ServiceWorkerRegistration.prototype.periodicSync;",)):
            with self.subTest(background_sync=not scripts):
                self.open_home(scripts=scripts)
                self.browser.run("document.querySelector('.notification-settings').open = true")
                if not scripts:
                    self.choose("input[value=weekly]")
                    self.browser.run("document.querySelector('.notification-status').textContent = 'Saved on this device.'")
                self.assertEqual(self.browser.accessibility_violations(), [])
        self.open_home()
        self.choose("input[value=never]")

    def test_a_browser_without_background_sync_offers_the_calendars_and_the_feed(self) -> None:
        self.open_home(scripts=("delete ServiceWorkerRegistration.prototype.periodicSync;",))
        self.browser.run("document.querySelector('.notification-settings').open = true")
        self.assertTrue(self.browser.run("return document.querySelector('.notification-choices').hidden"))
        self.assertIn("cannot send scheduled notifications",
                      self.browser.run("return document.querySelector('.notification-alternatives').textContent"))
        links = self.browser.run("return [...document.querySelectorAll('.notification-alternatives a')].map((a) => a.href)")
        self.assertIn("webcal://fixture.example/quotes/daily.ics", links)
        self.assertIn("webcal://fixture.example/advent/advent.ics", links)
        self.assertIn(self.server.url("feed.xml"), links)


class SwipeTests(unittest.TestCase):
    """A quote page turns like the app did: a swipe, or the arrow keys."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def open(self, index: int, reduced_motion: bool = False) -> None:
        self.browser.open(self.site.url(self.site.quote_page(QUOTES[index]["id"])), now=NOW,
                          size=(375, 740), reduced_motion=reduced_motion)
        self.browser.wait_for_script()

    def swipe(self, from_x: int, to_x: int, y: int = 300) -> None:
        cdp = self.browser.driver.execute_cdp_cmd
        cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        try:
            cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": from_x, "y": y}]})
            for step in range(1, 6):
                x = from_x + (to_x - from_x) * step // 5
                cdp("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + step}]})
            cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        finally:
            cdp("Emulation.setTouchEmulationEnabled", {"enabled": False})

    def wait_for_quote(self, index: int) -> None:
        expected = "/" + self.site.quote_page(QUOTES[index]["id"])
        self.browser.wait_for("return location.pathname.endsWith(arguments[0]) && document.documentElement.classList.contains('js')",
                              expected, message=f"did not reach {expected}")

    def test_a_swipe_to_the_left_goes_to_the_next_quote_and_to_the_right_back(self) -> None:
        self.open(1)
        self.swipe(300, 60)
        self.wait_for_quote(2)
        self.swipe(60, 300)
        self.wait_for_quote(1)

    def test_a_short_or_upward_stroke_is_not_a_swipe(self) -> None:
        self.open(1)
        self.swipe(200, 170)
        time.sleep(0.5)
        self.assertTrue(self.browser.run("return location.pathname").endswith(self.site.quote_page(QUOTES[1]["id"])))

    def test_the_arrow_keys_turn_the_page_without_motion_when_asked(self) -> None:
        self.open(1, reduced_motion=True)
        self.browser.driver.find_element(By.CSS_SELECTOR, "body").send_keys(Keys.ARROW_RIGHT)
        self.wait_for_quote(2)
        self.assertEqual(self.browser.run("return getComputedStyle(document.querySelector('.quote-layout')).transitionDuration"), "0s")
        self.browser.driver.find_element(By.CSS_SELECTOR, "body").send_keys(Keys.ARROW_LEFT)
        self.wait_for_quote(1)


class OfflineAnswersTests(unittest.TestCase):
    """Offline the site says what it cannot do instead of showing something false: a search
    that needs a part of the index the device never fetched, and a home page whose quote of
    the day moved on since the visit."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()

    def visit_with_worker(self, server: SiteServer, page: str, now: str) -> None:
        """Opens `page` until the worker controls it."""
        self.browser.open(server.url(page), now=now)
        self.browser.wait_for_script()
        self.browser.wait_for("return navigator.serviceWorker.ready.then((r) => !!r.active)", timeout=20,
                              message="no active service worker")
        self.browser.driver.refresh()
        self.browser.wait_for_script()
        self.browser.wait_for("return !!navigator.serviceWorker.controller", message="no worker controls the page")

    def wait_until_kept(self, url: str) -> None:
        self.browser.wait_for(f"return ({KEPT.strip()[7:-1]}).then((urls) => urls.includes(arguments[0]))", url,
                              message=f"{url} was not kept")

    def search(self, query: str) -> str:
        field = self.browser.driver.find_element(By.CSS_SELECTOR, "#search-query")
        field.clear()
        field.send_keys(query)
        self.browser.driver.find_element(By.CSS_SELECTOR, ".search-form button").click()
        return self.browser.wait_for(
            "const s = document.querySelector('.search-status').textContent; return !/Searching/.test(s) && s",
            message="the search never answered")

    def test_a_search_that_needs_an_unfetched_part_of_the_index_says_it_is_offline(self) -> None:
        site = built(LIBRARY, "client")
        server = SiteServer(site.root, {"Content-Security-Policy": STRICT_POLICY, "Cache-Control": "no-cache"})
        try:
            self.visit_with_worker(server, "search/index.html", NOW)
            self.assertEqual(self.search("amber"), "1 quote found.")
            self.wait_until_kept(server.url("search/t/616d62.js"))
        finally:
            server.close()
        self.browser.open(server.url("search/index.html"), now=NOW)
        self.browser.wait_for_script()
        # What the device kept still answers.
        self.assertEqual(self.search("amber"), "1 quote found.")
        # "Kierkegaard" is in five quotes, in a part of the index this device never fetched.
        speaker = sum(1 for quote in LIBRARY_QUOTES if quote["speaker"] == "Søren Kierkegaard")
        self.assertEqual(speaker, 5)
        status = self.search("kierkegaard")
        self.assertNotIn("No quote matches", status)
        self.assertIn("offline", status.lower())
        self.assertEqual(self.browser.accessibility_violations(), [])

    def test_the_next_day_offline_the_home_page_shows_a_card_that_loads(self) -> None:
        site = built(BERLIN, "client")
        server = SiteServer(site.root, {"Content-Security-Policy": STRICT_POLICY, "Cache-Control": "no-cache"})
        try:
            self.visit_with_worker(server, "index.html", NOW)
            self.assertEqual(self.browser.wait_for_images(), [])
            hero = self.browser.run("return document.querySelector('[data-schedule] img').currentSrc")
            self.wait_until_kept(hero)
        finally:
            server.close()
        # The next day, offline: the schedule names another quote, whose card was never fetched.
        self.browser.open(server.url("index.html"), now="2026-03-28T12:00:00Z", timezone="Europe/Berlin")
        self.browser.wait_for_script()
        self.assertEqual(self.browser.wait_for_images(), [])
        shown = self.browser.run("""
            const image = document.querySelector('[data-schedule] img');
            return {loaded: image.complete && image.naturalWidth > 0, text: image.alt};""")
        self.assertTrue(shown["loaded"], shown)


class PublishedInAFolderTests(unittest.TestCase):
    """A site built for the root of its host (baseURL https://fixture.example/) and published in
    a folder of another: its 404 page links to /assets/…, which is not where the site is."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(BERLIN, "client")

    def test_a_returning_reader_gets_the_404_page_styled_and_its_way_home(self) -> None:
        server = SiteServer(self.site.root, {"Content-Security-Policy": STRICT_POLICY}, prefix="/shelf/",
                            not_found_page="404.html")
        try:
            self.browser.open(server.url("index.html"), now=NOW)
            self.browser.wait_for_script()
            self.browser.wait_for("return navigator.serviceWorker.ready.then((r) => !!r.active)", timeout=20,
                                  message="no active service worker")
            self.browser.open(server.url("quotes/no-such-quote/"), now=NOW)
            self.browser.wait_for_script()
            page = self.browser.run("""
                return {title: document.querySelector('h1').textContent,
                        background: getComputedStyle(document.documentElement).backgroundColor,
                        font: getComputedStyle(document.body).fontFamily,
                        home: document.querySelector('main a.button').href};""")
            self.assertEqual(page["title"], "Page not found")
            self.assertEqual(page["background"], "rgb(21, 17, 13)")
            self.assertIn("Draper Card", page["font"])
            self.assertEqual(page["home"], server.url("index.html"))
            self.assertEqual(self.browser.page_problems()["failedLoads"], [])
            self.assertEqual(self.browser.accessibility_violations(), [])
        finally:
            server.close()
