"""The ways through a site that outgrows one page: paginated lists, tag and speaker pages,
the static search, and sharing that stays inside the tap on a slow network."""

from __future__ import annotations

import unittest

from . import png
from .chrome import By, shared_browser
from .servers import STRICT_POLICY, SiteServer
from .site_fixtures import (LIBRARY, LIBRARY_QUOTES, LIBRARY_SPEAKERS, LIBRARY_WORDS, SHELF, SHELF_QUOTES, built,
                            built_then_thinned)

NOW = "2026-03-27T12:00:00Z"

CARDS = "return [...document.querySelectorAll('.card-grid a')].map((a) => a.getAttribute('href').split('/').slice(-2)[0])"


class ListTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(LIBRARY, "client")

    def open(self, relative: str) -> None:
        self.browser.open(self.site.url(relative), now=NOW)
        self.browser.wait_for_script()

    def click(self, selector: str) -> None:
        self.browser.driver.find_element(By.CSS_SELECTOR, selector).click()
        self.browser.wait_for("return document.readyState === 'complete'")
        self.browser.wait_for_script()

    def test_all_quotes_pages_follow_each_other(self) -> None:
        self.open("index.html")
        self.click(".browse a[href$='quotes/index.html']")
        seen, pages = [], []
        while True:
            pages.append(self.browser.run("return location.pathname.split('/').pop()"))
            seen += self.browser.run(CARDS)
            self.assertEqual(self.browser.console_problems(), [])
            if not self.browser.driver.find_elements(By.CSS_SELECTOR, ".pagination a[rel=next]"):
                break
            self.click(".pagination a[rel=next]")
        self.assertEqual(pages, ["index.html", "index-2.html", "index-3.html"])
        # Every quote once, in the dataset's order.
        self.assertEqual(seen, [quote["id"] for quote in LIBRARY_QUOTES])
        self.click(".pagination a[rel=prev]")
        self.assertEqual(self.browser.run("return location.pathname.split('/').pop()"), "index-2.html")
        self.assertEqual(self.browser.run("return document.querySelector('.pagination [aria-current=page]').textContent"), "2")
        self.assertEqual(self.browser.run("return document.querySelector('link[rel=next]').getAttribute('href')"),
                         "../quotes/index-3.html")

    def test_speaker_and_tag_pages_list_their_quotes(self) -> None:
        quote = LIBRARY_QUOTES[1]
        self.open(self.site.quote_page(quote["id"]))
        self.click(".speaker a")
        self.assertEqual(self.browser.run("return document.querySelector('h1').textContent"), quote["speaker"])
        expected = [q["id"] for q in LIBRARY_QUOTES if q["speaker"] == quote["speaker"]]
        self.assertEqual(self.browser.run(CARDS), expected)
        self.assertTrue(self.browser.run("return location.pathname").endswith("/speakers/soren-kierkegaard/index.html"))

        self.open(self.site.quote_page(quote["id"]))
        self.click(".tags li:last-child a")
        # "stone" and "Stone" are one tag: both spellings' quotes, six to a page.
        stone = [q["id"] for q in LIBRARY_QUOTES if q["tags"][1].lower() == "stone"]
        self.assertEqual(self.browser.run(CARDS), stone[:6])
        self.assertTrue(self.browser.run("return location.pathname").endswith("/tags/stone/index.html"))

        self.open("speakers/index.html")
        names = self.browser.run("return [...document.querySelectorAll('.names a')].map((a) => a.textContent)")
        self.assertEqual(names, sorted(LIBRARY_SPEAKERS))

    def test_the_authors_pages_are_in_the_navigation_and_the_files_in_the_site(self) -> None:
        self.open("index.html")
        links = self.browser.run(
            "return [...document.querySelectorAll('.site-nav a')].map((a) => [a.textContent, a.getAttribute('href')])")
        self.assertEqual(links, [["Quotes", "index.html"], ["Search", "search/index.html"],
                                 ["About the library", "about/index.html"], ["Colophon", "colophon/index.html"]])
        self.click(".site-nav a[href='about/index.html']")
        self.assertEqual(self.browser.run("return document.querySelector('main h1').textContent"), "About the library")
        self.assertEqual(self.browser.run("return document.querySelector('.site-nav [aria-current]').textContent"),
                         "About the library")
        self.assertEqual(self.browser.run("return document.querySelector('.prose strong').textContent"), "fourteen")
        self.assertEqual(self.browser.run("return document.title"), "About the library · Fixture Quotes")
        # A page titled by its first heading shows it once.
        self.open("colophon/index.html")
        self.assertEqual(self.browser.run("return [...document.querySelectorAll('h1')].map((h) => h.textContent)"),
                         ["Colophon"])
        self.assertEqual(self.site.read("CNAME"), "library.fixture.example\n")
        self.assertEqual(self.site.read(".well-known/security.txt"), "Contact: mailto:library@fixture.example\n")
        self.assertIn("https://fixture.example/about/", self.site.read("sitemap.xml"))

    def test_a_phone_navigation_fades_on_each_side_where_it_hides_links(self) -> None:
        # On a phone the navigation scrolls sideways, and the page's own link (here the last)
        # is brought into view. What is cut off at either edge fades out, so a link cut in two
        # reads as "more this way", not as a broken word ("uotes").
        self.browser.open(self.site.url("colophon/index.html"), now=NOW, size=(375, 812))
        self.browser.wait_for_script()
        nav = "document.querySelector('.site-nav')"
        self.assertGreater(self.browser.run(f"return {nav}.scrollWidth - {nav}.clientWidth"), 20,
                           "the navigation fits a phone: nothing to test")

        def edges() -> tuple[int, int]:
            """The brightest channel within 4 px of the navigation's left and right edges (its
            links are light on a dark header)."""
            element = self.browser.driver.find_element(By.CSS_SELECTOR, ".site-nav")
            image = png.read(element.screenshot_as_png)
            rows = range(image.height // 4, image.height * 3 // 4)
            left = max(max(image.pixel(x, y)) for y in rows for x in range(0, 4))
            right = max(max(image.pixel(x, y)) for y in rows for x in range(image.width - 4, image.width))
            return left, right

        def scroll_to_cut(link: int, edge: str) -> None:
            """Scrolls the navigation so that link number `link` is cut 3 px into its text by
            the `edge` ("left" or "right"), and waits for the frame after the scroll."""
            self.browser.run(f"""
              const nav = {nav}, link = nav.querySelectorAll('a')[arguments[0]];
              const start = link.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
              nav.scrollLeft = arguments[1] === 'left' ? start + 3 : start + 3 - nav.clientWidth;""", link, edge)
            self.browser.wait_for("return new Promise((done) => requestAnimationFrame(() => "
                                  "requestAnimationFrame(() => done(true))))")

        # The page's own link, the last, was brought into view clear of the fade.
        clear = self.browser.run(f"""
          const nav = {nav}, link = nav.querySelector('[aria-current=page]').getBoundingClientRect();
          const fade = 1.75 * parseFloat(getComputedStyle(document.documentElement).fontSize);
          return nav.getBoundingClientRect().right - fade - link.right;""")
        self.assertGreaterEqual(clear, -0.5, "the page's own link is under the navigation's fade")
        # Scrolled along: the second link's first letter is cut by the left edge, and fades.
        scroll_to_cut(1, "left")
        self.assertLess(edges()[0], 110, "a link cut by the left edge shows at full strength")
        # The last link's first letter cut by the right edge, fading as on a phone already.
        scroll_to_cut(3, "right")
        self.assertLess(edges()[1], 110, "a link cut by the right edge shows at full strength")
        # Both sides fade as soon as there is more on both.
        if self.browser.run(f"return {nav}.scrollLeft") > 4:
            self.assertLess(edges()[0], 110, "the left edge stopped fading while links hide behind it")

    def test_a_phone_browse_row_brings_its_page_in_and_fades_where_it_hides_links(self) -> None:
        # The search page's row of lists (all quotes, tags, speakers, search) is wider than its
        # panel on a phone: it scrolls sideways like the navigation, and behaves like it.
        self.browser.open(self.site.url("search/index.html"), now=NOW, size=(375, 812))
        self.browser.wait_for_script()
        row = "document.querySelector('main .browse')"
        self.assertGreater(self.browser.run(f"return {row}.scrollWidth - {row}.clientWidth"), 20,
                           "the row fits a phone: nothing to test")
        state = self.browser.run(f"""
          const row = {row}, link = row.querySelector('[aria-current=page]').getBoundingClientRect();
          const fade = 1.75 * parseFloat(getComputedStyle(document.documentElement).fontSize);
          return {{clear: row.getBoundingClientRect().right - fade - link.right,
                   start: row.hasAttribute('data-more-start'), mask: getComputedStyle(row).maskImage}};""")
        self.assertGreaterEqual(state["clear"], -0.5, "the page's own list is under the row's fade or cut off")
        self.assertTrue(state["start"], "links hidden at the row's start are not marked")
        self.assertIn("gradient", state["mask"], "the row's edges do not fade")

    def test_no_page_is_wider_than_a_phone(self) -> None:
        for page in self.site.pages():
            if page == "404.html":
                continue
            with self.subTest(page=page):
                self.browser.open(self.site.url(page), now=NOW, size=(375, 812))
                self.browser.wait_for_script()
                width = self.browser.run("return document.documentElement.scrollWidth")
                self.assertLessEqual(width, self.browser.run("return document.documentElement.clientWidth"))

    def test_every_page_is_clean_under_the_policy(self) -> None:
        server = SiteServer(self.site.root, {"Content-Security-Policy": STRICT_POLICY})
        try:
            for page in self.site.pages():
                if page == "404.html":
                    continue
                with self.subTest(page=page):
                    self.browser.open(server.url(page), now=NOW)
                    self.browser.wait_for_script()
                    problems = [m for m in self.browser.console_problems() if "/favicon.ico " not in m]
                    self.assertEqual(problems, [])
                    self.assertEqual(self.browser.page_problems(), {"violations": [], "failedLoads": [], "errors": []})
                    self.assertEqual(self.browser.accessibility_violations(), [])
        finally:
            server.close()


RESULTS = """
return {
  status: document.querySelector('.search-status').textContent,
  results: [...document.querySelectorAll('.search-results a')].map((a) => a.getAttribute('href').split('/').slice(-2)[0]),
  more: !document.querySelector('.search-more').hidden,
};
"""


class ServedLibraryTestCase(unittest.TestCase):
    """The library fixture, from disk and from a server with the strict policy."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.site = built(LIBRARY, "client")
        cls.server = SiteServer(cls.site.root, {"Content-Security-Policy": STRICT_POLICY})

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()


class SearchTests(ServedLibraryTestCase):
    def search(self, url: str, query: str) -> dict:
        self.browser.open(url, now=NOW)
        self.browser.wait_for_script()
        field = self.browser.driver.find_element(By.CSS_SELECTOR, "#search-query")
        field.clear()
        field.send_keys(query)
        self.browser.driver.find_element(By.CSS_SELECTOR, ".search-form button").click()
        self.browser.wait_for("return !/Searching/.test(document.querySelector('.search-status').textContent) && "
                              "document.querySelector('.search-status').textContent !== ''", message="no answer")
        return self.browser.run(RESULTS)

    def test_finds_a_quote_by_a_word_and_by_a_prefix(self) -> None:
        for url in [self.site.url("search/index.html"), self.server.url("search/index.html")]:
            with self.subTest(url=url):
                found = self.search(url, LIBRARY_WORDS[4].upper())
                self.assertEqual(found["results"], [LIBRARY_QUOTES[4]["id"]], found)
                self.assertEqual(found["status"], "1 quote found.")
                # Three letters match the words they begin: "jun" finds "juniper".
                self.assertEqual(self.search(url, "jun")["results"], [LIBRARY_QUOTES[9]["id"]])
                self.assertEqual(self.browser.console_problems(), [])

    def test_finds_quotes_by_speaker_newest_first(self) -> None:
        found = self.search(self.server.url("search/index.html"), "Kierkegaard")
        expected = [q["id"] for q in LIBRARY_QUOTES if q["speaker"] == "Søren Kierkegaard"]
        self.assertEqual(found["results"], list(reversed(expected)))
        # Folded like the index: no accent needed.
        self.assertEqual(self.search(self.server.url("search/index.html"), "soren")["results"], list(reversed(expected)))
        self.assertEqual(self.browser.page_problems()["violations"], [])

    def test_every_word_must_match(self) -> None:
        found = self.search(self.server.url("search/index.html"), "window nowhere")
        self.assertEqual(found["results"], [])
        self.assertEqual(found["status"], "No quote matches “window nowhere”.")

    def test_loads_only_what_the_query_needs(self) -> None:
        self.search(self.server.url("search/index.html"), "amber")
        index = [url for url in self.browser.requests() if "/search/" in url and url.endswith(".js")]
        names = sorted(url.split("/search/")[1] for url in index)
        # meta, the shard of "amb", and the one chunk holding quote 1.
        self.assertEqual(names, ["d/0.js", "meta.js", "t/616d62.js"])

    def test_two_quick_taps_on_more_results_list_each_result_once(self) -> None:
        site = built(SHELF, "client")
        self.search(site.url("search/index.html"), "lantern")
        self.assertEqual(len(self.browser.run(RESULTS)["results"]), 20)
        # Two taps before the first one's results arrive.
        self.browser.run("const more = document.querySelector('.search-more'); more.click(); more.click();")
        self.browser.wait_for("return document.querySelectorAll('.search-results a').length >= 40",
                              message="More results listed nothing")
        found = self.browser.run(RESULTS)
        self.assertEqual(len(found["results"]), 40)
        self.assertEqual(len(set(found["results"])), 40)
        self.assertTrue(found["more"])
        self.browser.driver.find_element(By.CSS_SELECTOR, ".search-more").click()
        self.browser.wait_for("return document.querySelector('.search-more').hidden", message="More results stayed")
        found = self.browser.run(RESULTS)
        self.assertEqual(sorted(found["results"]), sorted(quote["id"] for quote in SHELF_QUOTES))

    def test_finds_every_quote_left_after_some_were_removed(self) -> None:
        # Removed quotes keep their numbers as holes: the index must skip them, not shift.
        removed = ("shelf-02", "shelf-03", "shelf-20")
        site = built_then_thinned(SHELF, removed)
        self.assertIn(",null,null,", site.read("search/d/0.js"), "the index has no holes to skip")
        left = [quote["id"] for quote in SHELF_QUOTES if quote["id"] not in removed]
        found = self.search(site.url("search/index.html"), "lantern")
        self.assertEqual(found["status"], f"{len(left)} quotes found.")
        more = ".search-more"
        while not self.browser.run(f"return document.querySelector('{more}').hidden"):
            count = len(self.browser.run(RESULTS)["results"])
            self.browser.driver.find_element(By.CSS_SELECTOR, more).click()
            self.browser.wait_for(f"return document.querySelectorAll('.search-results a').length > {count}",
                                  message="More results listed nothing")
        self.assertEqual(self.browser.run(RESULTS)["results"], list(reversed(left)), "newest first, each once")
        self.assertEqual(self.search(site.url("search/index.html"), "shelf 21")["results"], ["shelf-21"])

    def test_a_query_in_the_address_runs(self) -> None:
        self.browser.open(self.server.url("search/index.html") + "?q=ada", now=NOW)
        self.browser.wait_for_script()
        self.browser.wait_for("return document.querySelectorAll('.search-results a').length > 0")
        self.assertEqual(len(self.browser.run(RESULTS)["results"]), 5)


SHARE_STUB = """
(() => {
  const calls = [];
  Object.defineProperty(window, "__shares", { value: calls });
  navigator.canShare = (data) => !!data;
  navigator.share = (data) => {
    calls.push({ active: navigator.userActivation.isActive, files: (data.files || []).length, url: data.url });
    return Promise.resolve();
  };
})();
"""


class SlowShareTests(ServedLibraryTestCase):
    """A phone on 1.6 Mbps with 150 ms of latency: the share sheet opens inside the tap."""

    def setUp(self) -> None:
        self.browser.emulate_phone_network()

    def tearDown(self) -> None:
        self.browser.restore_network()

    def open(self) -> None:
        self.browser.open(self.server.url(self.site.quote_page(LIBRARY_QUOTES[0]["id"])), now=NOW,
                          scripts=(SHARE_STUB,), size=(375, 812))
        self.browser.wait_for_script()

    def test_a_tap_before_the_card_arrives_shares_text_and_link(self) -> None:
        # The card never arrives: the tap must not wait for it.
        self.browser.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/og.jpg*"]})
        self.open()
        self.browser.driver.find_element(By.CSS_SELECTOR, "[data-native-share]").click()
        calls = self.browser.wait_for("return window.__shares.length && window.__shares", message="no share")
        self.assertEqual(len(calls), 1)
        self.assertTrue(calls[0]["active"], "navigator.share ran outside the tap's activation")
        self.assertEqual(calls[0]["files"], 0)
        self.assertTrue(calls[0]["url"].endswith(f"/quotes/{LIBRARY_QUOTES[0]['id']}/"))
        # The rest of the menu stays one tap away.
        self.assertTrue(self.browser.run("return document.querySelector('.share-menu > summary').offsetParent !== null"))

    def test_the_card_is_ready_before_the_tap(self) -> None:
        self.open()
        # Fetched when the button came into view, without a tap.
        self.browser.wait_for("return !!document.querySelector('[data-share]').cardReady", timeout=20,
                              message="the card was not fetched before the tap")
        self.browser.driver.find_element(By.CSS_SELECTOR, "[data-native-share]").click()
        calls = self.browser.wait_for("return window.__shares.length && window.__shares", message="no share")
        self.assertEqual(calls[0]["files"], 1)
        self.assertTrue(calls[0]["active"])
