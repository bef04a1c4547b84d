"""Headless chromium through chromedriver, with the clock and the time zone under test control.

One browser serves the whole test run (`shared_browser()`); `Browser.open` resets what an
earlier test set (time zone, clock, injected scripts, media features) before each page.
"""

from __future__ import annotations

import atexit
import base64
import functools
import json
import shutil
import time
from datetime import datetime

from . import png
from .site_fixtures import MissingTool

SETUP_HINT = "run `scripts/setup.sh test` to install chromium, chromium-driver and the Python packages"

try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException, WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError as error:
    # Reported by Browser() as a failure that says how to install selenium.
    webdriver = ActionChains = By = Keys = None
    IMPORT_ERROR = error
else:
    IMPORT_ERROR = None

# Replaces Date before any page script runs: `new Date()` and `Date.now()` start at the
# given instant and then advance with the real clock, so the page's timers still tick.
CLOCK_SCRIPT = """
(() => {
  const RealDate = Date;
  const offset = %d - RealDate.now();
  function ClockDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length ? new RealDate(...args) : new RealDate(RealDate.now() + offset);
  }
  ClockDate.prototype = RealDate.prototype;
  ClockDate.now = () => RealDate.now() + offset;
  ClockDate.parse = RealDate.parse;
  ClockDate.UTC = RealDate.UTC;
  globalThis.Date = ClockDate;
})();
"""

# Records what went wrong in the page: CSP violations, failed resource loads, uncaught errors.
WATCH_SCRIPT = """
(() => {
  const seen = { violations: [], failedLoads: [], errors: [] };
  Object.defineProperty(window, "__draperTest", { value: seen });
  document.addEventListener("securitypolicyviolation", (event) => {
    seen.violations.push(event.violatedDirective + " blocked " + (event.blockedURI || "inline") +
      " at " + event.sourceFile + ":" + event.lineNumber);
  });
  window.addEventListener("error", (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      seen.failedLoads.push(target.tagName + " " + (target.src || target.href));
    } else {
      seen.errors.push(String(event.message));
    }
  }, true);
  window.addEventListener("unhandledrejection", (event) => { seen.errors.push("unhandled rejection: " + event.reason); });
})();
"""


def epoch_ms(instant: str) -> int:
    """Milliseconds since 1970 of an ISO 8601 instant such as 2026-03-27T23:00:00Z."""
    return round(datetime.fromisoformat(instant.replace("Z", "+00:00")).timestamp() * 1000)


class Browser:
    def __init__(self) -> None:
        if IMPORT_ERROR is not None:
            raise MissingTool(f"selenium cannot be imported ({IMPORT_ERROR}): {SETUP_HINT}")
        chromium = shutil.which("chromium")
        chromedriver = shutil.which("chromedriver")
        if not chromium or not chromedriver:
            missing = " and ".join(name for name, path in [("chromium", chromium), ("chromedriver", chromedriver)] if not path)
            raise MissingTool(f"{missing} not found on PATH: {SETUP_HINT}")
        options = webdriver.ChromeOptions()
        options.binary_location = chromium
        for argument in [
            "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
            "--window-size=1280,900", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--no-first-run", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--lang=en-US",
        ]:
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        try:
            self.driver = webdriver.Chrome(options=options, service=Service(chromedriver))
        except WebDriverException as error:
            raise MissingTool(f"chromium did not start ({error.msg}): {SETUP_HINT}") from error
        self.driver.set_page_load_timeout(30)
        self._scripts: list[str] = []

    def quit(self) -> None:
        self.driver.quit()

    # ---- Pages ----------------------------------------------------------------------------

    def open(
        self, url: str, *, now: str | None = None, timezone: str | None = None, scripts: tuple[str, ...] = (),
        reduced_motion: bool = False, size: tuple[int, int] = (1280, 900), color_scheme: str = "dark",
    ) -> None:
        """Loads `url` with the clock at `now`, in the viewer time zone `timezone`, after `scripts`,
        with the reader's `color_scheme` ("dark" unless a test asks for "light": headless
        chromium would otherwise be light, the theme's second scheme)."""
        cdp = self.driver.execute_cdp_cmd
        for identifier in self._scripts:
            cdp("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier})
        self._scripts = []
        # An empty id restores the machine's own zone.
        cdp("Emulation.setTimezoneOverride", {"timezoneId": timezone or ""})
        cdp("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion", "value": "reduce" if reduced_motion else ""},
            {"name": "prefers-color-scheme", "value": color_scheme}]})
        self.driver.set_window_size(*size)
        sources = [WATCH_SCRIPT] + ([CLOCK_SCRIPT % epoch_ms(now)] if now else []) + list(scripts)
        for source in sources:
            self._scripts.append(cdp("Page.addScriptToEvaluateOnNewDocument", {"source": source})["identifier"])
        self.console()
        self.requests()
        self.driver.get(url)

    def emulate_phone_network(self, cpu_slowdown: float = 1) -> None:
        """A phone's connection (1.6 Mbps down, 750 kbps up, 150 ms round trip), no HTTP cache,
        and the CPU `cpu_slowdown` times slower, until `restore_network()`."""
        cdp = self.driver.execute_cdp_cmd
        cdp("Network.enable", {})
        cdp("Network.setCacheDisabled", {"cacheDisabled": True})
        cdp("Network.emulateNetworkConditions", {
            "offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8})
        cdp("Emulation.setCPUThrottlingRate", {"rate": cpu_slowdown})

    def restore_network(self) -> None:
        """Undoes `emulate_phone_network()` and any blocked URLs."""
        cdp = self.driver.execute_cdp_cmd
        cdp("Emulation.setCPUThrottlingRate", {"rate": 1})
        cdp("Network.setBlockedURLs", {"urls": []})
        cdp("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        cdp("Network.setCacheDisabled", {"cacheDisabled": False})

    def run(self, script: str, *arguments):
        return self.driver.execute_script(script, *arguments)

    def wait_for(self, script: str, *arguments, timeout: float = 5, message: str = "") -> object:
        """Waits until `script` returns a truthy value and returns it."""
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(
                lambda driver: driver.execute_script(script, *arguments))
        except TimeoutException:
            raise AssertionError(message or f"timed out after {timeout} s waiting for: {script.strip()}") from None

    def wait_for_script(self) -> None:
        """Waits until draper.js has started (it marks the root element with `js`)."""
        self.wait_for("return document.documentElement.classList.contains('js')",
                      message="draper.js did not run (no `js` class on <html>)")

    def wait_for_images(self, timeout: float = 10) -> list[str]:
        """Scrolls every <img> the page shows into view (lazy ones load then) and returns those
        that did not load. An image the stylesheet does not show (`display: none`) is not asked
        for, lazy or not, and is left out."""
        self.run("""
            for (const image of document.images) { image.scrollIntoView({block: "center"}); }
            window.scrollTo(0, 0);
        """)
        shown = "[...document.images].filter(i => i.getClientRects().length > 0)"
        deadline = time.monotonic() + timeout
        while True:
            pending = self.run(f"return {shown}.filter(i => !i.complete).map(i => i.currentSrc || i.src)")
            if not pending or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        return self.run(f"""
            return {shown}.filter(i => !i.complete || i.naturalWidth === 0)
              .map(i => (i.currentSrc || i.src) + (i.complete ? " (broken)" : " (still loading)"));
        """)

    # ---- What happened ----------------------------------------------------------------------

    def console(self) -> list[dict]:
        """The console messages since the last call."""
        return self.driver.get_log("browser")

    def console_problems(self) -> list[str]:
        return [entry["message"] for entry in self.console() if entry["level"] in ("SEVERE", "WARNING")]

    def requests(self) -> list[str]:
        """The URLs the page requested since the last call (from the DevTools network events)."""
        urls = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        return urls

    def page_problems(self) -> dict:
        return self.run("return window.__draperTest")

    def accessibility_violations(self) -> list[str]:
        """What axe-core (WCAG 2.x A and AA rules, and its best practices) finds on the page."""
        try:
            from axe_selenium_python import Axe
        except ImportError:
            raise MissingTool("axe-selenium-python is missing: run `scripts/setup.sh test`") from None
        axe = Axe(self.driver)
        axe.inject()
        results = axe.run()
        return [f"{violation['id']} ({violation['impact']}): {violation['help']} at "
                + ", ".join(" ".join(node["target"]) for node in violation["nodes"][:5])
                for violation in results["violations"]]

    def screenshot(self, path) -> None:
        """Saves the whole page, not only the part in the window, as a PNG file."""
        cdp = self.driver.execute_cdp_cmd
        width, height = self.run(
            "return [document.documentElement.clientWidth, Math.ceil(document.documentElement.scrollHeight)]")
        # A viewport as tall as the page, so fixed elements (the backdrop) cover all of it.
        cdp("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        try:
            shot = cdp("Page.captureScreenshot", {"format": "png"})
        finally:
            cdp("Emulation.clearDeviceMetricsOverride", {})
        path.write_bytes(base64.b64decode(shot["data"]))

    def capture(self, left: int, top: int, width: int, height: int) -> png.Image:
        """The pixels of a region of the viewport, as the screen shows them."""
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "clip": {"x": left, "y": top, "width": width, "height": height, "scale": 1}})
        return png.read(base64.b64decode(shot["data"]))


@functools.cache
def shared_browser() -> Browser:
    browser = Browser()
    atexit.register(browser.quit)
    return browser
