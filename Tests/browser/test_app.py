"""The site as an app: Chromium reads its manifest without a problem and loads every icon."""

from __future__ import annotations

import json
import unittest
import urllib.request
from urllib.parse import urljoin

from .chrome import shared_browser
from .servers import STRICT_POLICY, SiteServer
from .site_fixtures import BERLIN, built

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
        # Chromium's own view of the manifest: an app id for the site, and icons that load.
        identity = self.browser.driver.execute_cdp_cmd("Page.getAppId", {})
        self.assertTrue(identity.get("recommendedId") or identity.get("appId"), identity)
        data = json.loads(manifest["data"])
        self.assertEqual([icon["sizes"] for icon in data["icons"]], ["192x192", "512x512", "512x512"])
        for icon in data["icons"]:
            with urllib.request.urlopen(urljoin(manifest["url"], icon["src"])) as response:
                self.assertEqual(response.status, 200)
                self.assertEqual(response.headers["Content-Type"], "image/png")
                self.assertEqual(response.read(8), b"\x89PNG\r\n\x1a\n")
