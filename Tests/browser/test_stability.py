"""Pages that hold still and stay light: no layout shift at any common width whether the web
font arrives late or never, no lazy image in the first screen, a phone at 2× fetching a card
near the size it shows, and a service worker that installs without a large download."""

from __future__ import annotations

import json
import re
import unittest

from .chrome import shared_browser
from .servers import PAINTED_SIGNAL, STRICT_POLICY, SiteServer
from .site_fixtures import BERLIN, LIBRARY, PORTRAIT, QUOTES, Site, built, one_page_of_each_kind

NOW = "2026-03-27T12:00:00Z"
WIDTHS = (320, 360, 375, 390, 412, 768, 1440)

# Every layout shift not caused by input, as the page reports them (installed before any script).
SHIFTS = """
(() => {
  const shifts = [];
  Object.defineProperty(window, "__shifts", { value: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({ value: entry.value, at: Math.round(entry.startTime),
        moved: entry.sources.map((s) => s.node ? (s.node.nodeName + "." + (s.node.className || "")) : "?") });
    }
  }).observe({ type: "layout-shift", buffered: true });
})();
"""

# The page has settled: loaded, fonts answered (arrived or failed), the first screen's images
# in, and two frames drawn since, so the shifts of the last one are reported. An image the
# stylesheet does not show (a quote's backdrop on a phone) is not asked for, lazy as it is,
# and is not waited for.
SETTLED = """
const done = arguments[arguments.length - 1];
const firstScreen = [...document.images].filter((i) => i.getClientRects().length > 0 &&
  i.getBoundingClientRect().top < innerHeight);
Promise.all([document.fonts.ready, ...firstScreen.map((i) => i.complete ? null : new Promise((r) => {
  i.addEventListener("load", r); i.addEventListener("error", r); }))])
  .then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));
"""


# When the page was first painted, and when its first web font had arrived.
FIRST_PAINT_AND_FONT = """
const paint = performance.getEntriesByName("first-contentful-paint")[0];
const fonts = performance.getEntriesByType("resource").filter((r) => r.name.includes(".woff2")).map((r) => r.responseEnd);
return {paint: paint ? paint.startTime : Infinity, font: Math.min(...fonts)};
"""


class LayoutShiftTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.berlin, cls.library = built(BERLIN, "client"), built(LIBRARY, "client")
        cls.portrait = built(PORTRAIT, "client")

    def shifts(self, site: Site, page: str, width: int, font: str) -> list[dict]:
        cdp = self.browser.driver.execute_cdp_cmd
        cdp("Network.enable", {})
        # Each load starts cold: a port used before (the servers take any free one) would
        # otherwise bring the font from the HTTP cache or an earlier load's service worker,
        # before the first paint.
        cdp("Network.setCacheDisabled", {"cacheDisabled": True})
        cdp("Network.setBypassServiceWorker", {"bypass": True})
        cdp("Network.setBlockedURLs", {"urls": ["*.woff2"] if font == "blocked" else []})
        # A late font is held back until the page has painted (as on a slow phone line), an
        # event, not a time: a busy machine's first paint may take longer than any fixed delay.
        server = SiteServer(site.root, {"Content-Security-Policy": STRICT_POLICY},
                            held_until_painted=(".woff2",) if font == "late" else ())
        try:
            scripts = (SHIFTS, PAINTED_SIGNAL) if font == "late" else (SHIFTS,)
            self.browser.open(server.url(page), now=NOW, scripts=scripts, size=(width, 667 if width < 700 else 900))
            self.browser.wait_for("return document.readyState === 'complete'", timeout=20)
            self.browser.driver.execute_async_script(SETTLED)
            faces = self.browser.run("return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family)")
            self.assertEqual("Draper Card" in faces, font == "late", f"the web font should be {font}: {faces}")
            if font == "late":
                # The swap is measured only if the page was painted in the fallback first.
                timing = self.browser.run(FIRST_PAINT_AND_FONT)
                self.assertLess(timing["paint"], timing["font"], f"the font arrived before the first paint: {timing}")
            return self.browser.run("return window.__shifts")
        finally:
            server.close()
            cdp("Network.setBlockedURLs", {"urls": []})
            cdp("Network.setCacheDisabled", {"cacheDisabled": False})
            cdp("Network.setBypassServiceWorker", {"bypass": False})

    def test_no_page_moves_at_any_width_with_the_font_late_or_blocked(self) -> None:
        worst = []
        for site, page in one_page_of_each_kind(self.berlin, self.library, self.portrait):
            for width in WIDTHS:
                for font in ("late", "blocked"):
                    with self.subTest(page=f"{site.fixture.name}/{page}", width=width, font=font):
                        shifts = self.shifts(site, page, width, font)
                        total = sum(shift["value"] for shift in shifts)
                        worst.append((total, f"{site.fixture.name}/{page}", width, font))
                        self.assertLess(total, 0.05, shifts)
        worst.sort(reverse=True)
        print("\nlargest layout shifts: " + ", ".join(f"{page} at {width} px, font {font}: {total:.3f}"
                                                      for total, page, width, font in worst[:3]))


# Each image in the first screen, its top and whether it is lazy (backdrops, which are
# decoration loaded after the page's content, apart).
FIRST_SCREEN_IMAGES = """
return [...document.images].filter((i) => { const r = i.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.width > 0 && !i.closest(".backdrop"); })
  .map((i) => ({src: i.getAttribute("src"), top: i.getBoundingClientRect().top, lazy: i.loading === "lazy"}));
"""


class FirstScreenImageTests(unittest.TestCase):
    """No image a phone shows in its first screen waits for the page's layout to start loading,
    and on a wide screen neither do the first row's (the quote of the day, a list's first four
    cards). The rows under those stay lazy: eager, they would cost a phone, where they are
    far below, a dozen cards it never shows."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.berlin, cls.library = built(BERLIN, "client"), built(LIBRARY, "client")

    def test_no_image_of_the_first_screen_waits_for_layout(self) -> None:
        for site, page in one_page_of_each_kind(self.berlin, self.library):
            server = SiteServer(site.root, {})
            try:
                for size in ((375, 667), (1440, 900)):
                    with self.subTest(page=page, size=size):
                        self.browser.open(server.url(page), now=NOW, size=size)
                        self.browser.wait_for_script()
                        images = self.browser.run(FIRST_SCREEN_IMAGES)
                        if size[0] > 1000 and images:
                            first_row = min(image["top"] for image in images)
                            images = [image for image in images if image["top"] < first_row + 10]
                        self.assertEqual([image["src"] for image in images if image["lazy"]], [])
            finally:
                server.close()


# The card a page shows: its box, the file the browser chose and that file's width.
CHOSEN = """
const image = document.querySelector(arguments[0]);
const source = [...image.parentElement.querySelectorAll("source")].find((s) =>
  s.srcset.split(",").some((c) => new URL(c.trim().split(" ")[0], location.href).href === image.currentSrc));
const srcset = (source || image).srcset;
const candidate = srcset.split(",").map((c) => c.trim().split(" "))
  .find(([url]) => new URL(url, location.href).href === image.currentSrc);
return {shown: image.getBoundingClientRect().width, file: image.currentSrc,
        fileWidth: candidate ? parseInt(candidate[1]) : image.naturalWidth};
"""


class ImageSizeTests(unittest.TestCase):
    """`srcset` and `sizes` bring a 2× phone a file near the pixels it shows: never blurred,
    never more than a quarter more than it needs."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.browser = shared_browser()
        cls.berlin, cls.portrait = built(BERLIN, "client"), built(PORTRAIT, "client")

    def tearDown(self) -> None:
        self.browser.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def test_a_2x_phone_gets_a_file_near_its_need(self) -> None:
        cdp = self.browser.driver.execute_cdp_cmd
        for site, page, selector in (
            (self.berlin, self.berlin.quote_page(QUOTES[0]["id"]), "main .card-figure img"),
            (self.portrait, self.portrait.quote_page(QUOTES[0]["id"]), "main .card-figure img"),
            (self.berlin, "quotes/index.html", ".card-grid img"),
            (self.berlin, "index.html", "[data-schedule] img"),
        ):
            for width in (360, 375, 390):
                with self.subTest(page=f"{site.fixture.name}/{page}", width=width):
                    self.browser.open("about:blank", now=NOW)
                    cdp("Emulation.setDeviceMetricsOverride",
                        {"width": width, "height": 740, "deviceScaleFactor": 2, "mobile": True})
                    self.browser.driver.get(site.url(page))
                    self.browser.wait_for_script()
                    self.browser.wait_for("return document.querySelector(arguments[0]).complete", selector)
                    chosen = self.browser.run(CHOSEN, selector)
                    need = chosen["shown"] * 2
                    self.assertGreaterEqual(chosen["fileWidth"], need * 0.9, f"blurred: {chosen}")
                    self.assertLessEqual(chosen["fileWidth"], need * 1.25, f"more than needed: {chosen}")


class PrecacheTests(unittest.TestCase):
    def test_the_service_worker_installs_with_at_most_250_kb(self) -> None:
        for site in (built(BERLIN, "client"), built(LIBRARY, "client")):
            with self.subTest(site=site.fixture.name):
                build = json.loads(re.search(r"const BUILD = (\{.*?\});\n", site.read("sw.js")).group(1))
                sizes = {path: site.path(path).stat().st_size for path in build["precache"]}
                total = sum(sizes.values())
                print(f"\nprecache of {site.fixture.name}: {total / 1000:.0f} KB in {len(sizes)} files")
                self.assertLessEqual(total, 250_000, json.dumps(sizes, indent=1))
