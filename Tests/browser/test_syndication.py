"""The feeds, calendars, email messages and JSON API of fixture builds, read back with the
parsers their readers use: feedparser, icalendar, Python's email package, json."""

from __future__ import annotations

import email
import email.policy
import json
import re
import unittest
from datetime import date, datetime, time, timedelta, timezone
from pathlib import Path
from urllib.parse import urlsplit

from .site_fixtures import BERLIN, LOCAL, QUOTES, Site, built, built_then_thinned

try:
    import feedparser
    import icalendar
except ImportError as error:
    feedparser = icalendar = None
    IMPORT_ERROR = error
else:
    IMPORT_ERROR = None

BASE_URL = "https://fixture.example/"


def output_file(site: Site, url: str) -> Path:
    """The output file an absolute URL of the site serves."""
    assert url.startswith(BASE_URL), url
    path = site.path(urlsplit(url).path.lstrip("/"))
    return path / "index.html" if url.endswith("/") else path


class SyndicationTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        if IMPORT_ERROR is not None:
            raise AssertionError(f"{IMPORT_ERROR}: run `scripts/setup.sh test` to install feedparser and icalendar")

    def assert_serves(self, site: Site, url: str) -> None:
        self.assertTrue(output_file(site, url).is_file(), f"{url} is not in the output")


class FeedTests(SyndicationTestCase):
    def parse(self, site: Site, relative: str):
        feed = feedparser.parse(site.path(relative).read_bytes())
        self.assertFalse(feed.bozo, f"{relative}: {feed.get('bozo_exception')}")
        return feed

    def test_quotes_feed(self) -> None:
        site = built(BERLIN, "client")
        feed = self.parse(site, "feed.xml")
        self.assertEqual(feed.version, "atom10")
        self.assertEqual(feed.feed.title, "Fixture Quotes")
        self.assertEqual(feed.feed.language, "en")
        self.assertEqual(len(feed.entries), len(QUOTES))
        today = json.loads(site.read("quotes.json"))["quoteOfTheDay"]
        self.assertEqual(feed.entries[0].link, f"{BASE_URL}quotes/{today}/", "today's quote comes first")
        self.assertEqual(feed.entries[0].updated, "2026-03-27T08:00:00Z", "at 09:00 in Berlin")
        self.assertEqual({entry.link for entry in feed.entries}, {f"{BASE_URL}quotes/{quote['id']}/" for quote in QUOTES})
        for entry in feed.entries:
            with self.subTest(entry=entry.link):
                self.assert_serves(site, entry.link)
                (enclosure,) = entry.enclosures
                self.assertEqual(enclosure.type, "image/jpeg")
                self.assertEqual(int(enclosure.length), output_file(site, enclosure.href).stat().st_size)

    def test_advent_feed_lists_open_doors_only(self) -> None:
        cases = [
            (built(BERLIN, "client"), ["Door 1: The Aldermoor lantern"]),
            (built(BERLIN, "build"), ["Door 1: The Aldermoor lantern"]),
            (built(LOCAL, "build"), ["Door 1: The Aldermoor lantern"]),
            (built(BERLIN, "all"), [f"Door {day.number}: {day.title}" for day in reversed(BERLIN.days)]),
        ]
        for site, titles in cases:
            with self.subTest(site=site.root.name):
                feed = self.parse(site, "advent/feed.xml")
                self.assertEqual([entry.title for entry in feed.entries], titles)
                for entry in feed.entries:
                    self.assert_serves(site, entry.link)
        door = self.parse(built(BERLIN, "client"), "advent/feed.xml").entries[0]
        self.assertEqual(door.link, f"{BASE_URL}advent/1/")
        # Opened at midnight in Berlin.
        self.assertEqual(door.published, "2026-03-26T23:00:00Z")
        self.assertIn("<em>quillfeather</em>", door.content[0].value)


class RemovedCalendarTests(SyndicationTestCase):
    """A removed advent calendar's subscription and feed, and a quote channel turned off,
    still answer, and their readers' parsers take them: one event saying the calendar went,
    and a feed without doors."""

    def test_subscription_and_feed_of_a_removed_calendar(self) -> None:
        site = built_then_thinned(BERLIN, (), name="uncalendared-feeds", without_calendar=True)
        calendar = icalendar.Calendar.from_ical(site.path("advent/advent.ics").read_bytes())
        self.assertEqual(str(calendar["X-WR-CALNAME"]), "Spring Doors")
        events = calendar.walk("VEVENT")
        self.assertEqual(len(events), 1)
        self.assertEqual(str(events[0]["SUMMARY"]), "This calendar is no longer on the site.")
        self.assertEqual(events[0].decoded("DTSTART").isoformat(), BERLIN.now[:10])
        feed = feedparser.parse(site.path("advent/feed.xml").read_bytes())
        self.assertFalse(feed.bozo, feed.get("bozo_exception"))
        self.assertEqual(feed.version, "atom10")
        self.assertEqual(feed.feed.title, "Spring Doors")
        self.assertEqual(feed.entries, [])

    def test_subscription_of_a_channel_turned_off(self) -> None:
        settings = json.dumps({**BERLIN.site, "notifications": {"weekly": {"enabled": False}}})
        site = built_then_thinned(BERLIN, (), name="weekly-off", settings=settings)
        calendar = icalendar.Calendar.from_ical(site.path("quotes/weekly.ics").read_bytes())
        self.assertEqual(str(calendar["X-WR-CALNAME"]), "Fixture Quotes: a quote a week")
        events = calendar.walk("VEVENT")
        self.assertEqual(len(events), 1)
        self.assertEqual(str(events[0]["SUMMARY"]), "The site no longer publishes this calendar.")
        daily = icalendar.Calendar.from_ical(site.path("quotes/daily.ics").read_bytes())
        self.assertGreater(len(daily.walk("VEVENT")), 1)


class CalendarTests(SyndicationTestCase):
    def parse(self, site: Site, relative: str):
        return icalendar.Calendar.from_ical(site.path(relative).read_bytes())

    def events(self, calendar) -> list:
        events = calendar.walk("VEVENT")
        uids = [str(event["UID"]) for event in events]
        self.assertEqual(len(set(uids)), len(uids), "UIDs are unique")
        for event in events:
            with self.subTest(uid=str(event["UID"])):
                self.assertIn("DTSTART", event)
                self.assertIn("DTSTAMP", event)
                alarms = event.walk("VALARM")
                self.assertEqual(len(alarms), 1)
                self.assertEqual(str(alarms[0]["ACTION"]), "DISPLAY")
                self.assertTrue(str(alarms[0]["DESCRIPTION"]))
                self.assertEqual(alarms[0].decoded("TRIGGER"), timedelta(0))
        return events

    def zoned_starts(self, calendar, zone: str) -> list[tuple[datetime, datetime]]:
        """Each event's wall-clock start in `zone`, and the instant the calendar's own VTIMEZONE makes of it."""
        (definition,) = calendar.walk("VTIMEZONE")
        self.assertEqual(str(definition["TZID"]), zone)
        rules = definition.to_tz(lookup_tzid=False)
        starts = []
        for event in calendar.walk("VEVENT"):
            start = event["DTSTART"]
            self.assertEqual(start.params.get("TZID"), zone)
            wall = start.dt.replace(tzinfo=None)
            starts.append((wall, wall.replace(tzinfo=rules).astimezone(timezone.utc).replace(tzinfo=None)))
        return starts

    def test_named_zone_advent_calendar_over_the_summer_time_change(self) -> None:
        calendar = self.parse(built(BERLIN, "client"), "advent/advent.ics")
        events = self.events(calendar)
        self.assertEqual(str(calendar["X-WR-TIMEZONE"]), "Europe/Berlin")
        self.assertEqual(self.zoned_starts(calendar, "Europe/Berlin"), [
            (datetime(2026, 3, 27, 21), datetime(2026, 3, 27, 20)),
            (datetime(2026, 3, 28, 21), datetime(2026, 3, 28, 20)),
            (datetime(2026, 3, 29, 21), datetime(2026, 3, 29, 19)),
            (datetime(2026, 3, 30, 21), datetime(2026, 3, 30, 19)),
        ])
        self.assertEqual([str(event["SUMMARY"]) for event in events], [
            "Door 1: The Aldermoor lantern", "Door 2 opens", "Door 3 opens", "Door 4 opens"])
        self.assertEqual([str(event.walk("VALARM")[0]["DESCRIPTION"]) for event in events], [
            "3 days left to spring break! Door 1 is open.", "2 days left to spring break! Door 2 is open.",
            "1 day left to spring break! Door 3 is open.", "It's spring break!"])
        self.assertEqual([str(event["URL"]) for event in events], [f"{BASE_URL}advent/{n}/" for n in range(1, 5)])

    def test_local_advent_calendar_floats(self) -> None:
        calendar = self.parse(built(LOCAL, "build"), "advent/advent.ics")
        events = self.events(calendar)
        self.assertEqual(calendar.walk("VTIMEZONE"), [])
        starts = [event["DTSTART"] for event in events]
        self.assertEqual([start.dt for start in starts], [datetime(2026, 12, day, 21) for day in (1, 2, 3)])
        self.assertTrue(all(start.dt.tzinfo is None and "TZID" not in start.params for start in starts))
        self.assertNotRegex(self.raw(built(LOCAL, "build"), "advent/advent.ics"), r"DTSTART[^\r\n]*Z\r\n")

    def raw(self, site: Site, relative: str) -> str:
        return site.read(relative)

    def test_daily_quotes(self) -> None:
        site = built(BERLIN, "client")
        calendar = self.parse(site, "quotes/daily.ics")
        events = self.events(calendar)
        self.assertEqual(len(events), 60)
        starts = self.zoned_starts(calendar, "Europe/Berlin")
        first = date(2026, 3, 27)
        self.assertEqual([wall for wall, _ in starts], [datetime.combine(first + timedelta(days=n), time(9)) for n in range(60)])
        # 09:00 is 08:00 UTC until the change on 29 March, 07:00 UTC after it.
        self.assertEqual([instant for _, instant in starts[:4]], [
            datetime(2026, 3, 27, 8), datetime(2026, 3, 28, 8), datetime(2026, 3, 29, 7), datetime(2026, 3, 30, 7)])
        ids = {quote["id"] for quote in QUOTES}
        for event in events:
            self.assertIn(urlsplit(str(event["URL"])).path.strip("/").split("/")[-1], ids)
        # The first is the home page's quote of the day.
        today = json.loads(site.read("quotes.json"))["quoteOfTheDay"]
        self.assertEqual(str(events[0]["URL"]), f"{BASE_URL}quotes/{today}/")

    def test_weekly_quotes(self) -> None:
        calendar = self.parse(built(BERLIN, "client"), "quotes/weekly.ics")
        self.assertEqual(len(self.events(calendar)), 26)
        starts = self.zoned_starts(calendar, "Europe/Berlin")
        # Mondays from the first one on or after the build's date, 27 March 2026 (a Friday).
        self.assertEqual([wall for wall, _ in starts], [datetime(2026, 3, 30, 9) + timedelta(weeks=n) for n in range(26)])
        self.assertEqual(starts[0][1], datetime(2026, 3, 30, 7))


class EmailTests(SyndicationTestCase):
    SUBJECTS = {
        "advent-1.eml": "Quote of the day: Spring Doors: door 1, The Aldermoor lantern",
        "franklin-lost-time.eml": "Quote of the day: “Lost time is never found again.” — Benjamin Franklin",
        "franklin-well-done.eml": "Quote of the day: “Well done is better than well said.” — Benjamin Franklin",
        "lincoln-house-divided.eml": "Quote of the day: “A house divided against itself cannot stand.” — Abraham Lincoln",
    }

    def test_messages(self) -> None:
        site = built(BERLIN, "client")
        files = sorted(site.emails.glob("*.eml"))
        self.assertEqual([path.name for path in files], sorted(self.SUBJECTS))
        for path in files:
            with self.subTest(message=path.name):
                message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
                self.assertEqual(message["Subject"], self.SUBJECTS[path.name])
                self.assertEqual(message["From"].addresses[0].addr_spec, "quotes@fixture.example")
                self.assertEqual(message["From"].addresses[0].display_name, "Fixture Quotes")
                self.assertEqual(message["To"].addresses[0].addr_spec, "readers@fixture.example")
                self.assertEqual(message["Date"].datetime, datetime(2026, 3, 27, 13, tzinfo=timezone(timedelta(hours=1))))
                self.assertRegex(message["Message-ID"], r"^<[^@<>]+@fixture\.example>$")
                self.check_structure(site, message)

    def check_structure(self, site: Site, message) -> None:
        self.assertEqual(message.get_content_type(), "multipart/alternative")
        plain, related = message.get_payload()
        self.assertEqual(plain.get_content_type(), "text/plain")
        self.assertEqual(related.get_content_type(), "multipart/related")
        html, *images = related.get_payload()
        self.assertEqual(html.get_content_type(), "text/html")
        self.assertEqual(len(images), 1)
        parts = {part["Content-ID"].strip("<>"): part for part in images}
        references = re.findall(r"""cid:([^"'\s>]+)""", html.get_content())
        self.assertEqual(len(references), 1)
        for reference in references:
            self.assertIn(reference, parts, f"cid:{reference} names no part")
            image = parts[reference]
            self.assertEqual(image.get_content_type(), "image/jpeg")
            # The message carries the card the snippet links to (the og JPEG), named after its quote.
            page_id = Path(image.get_filename()).stem
            snippet = site.read(f"email/{page_id}.html")
            src = re.search(r'<img src="([^"?]+)', snippet).group(1)
            card = output_file(site, src)
            self.assertEqual(image.get_content(), card.read_bytes())
        page = re.search(r'<a href="([^"]+)"', html.get_content()).group(1)
        self.assert_serves(site, page)
        self.assertTrue(plain.get_content().rstrip().endswith(page))

    def test_plain_text_of_a_quote(self) -> None:
        site = built(BERLIN, "client")
        message = email.message_from_bytes((site.emails / "franklin-well-done.eml").read_bytes(), policy=email.policy.default)
        plain = message.get_payload()[0].get_content().replace("\r\n", "\n")
        self.assertEqual(plain.rstrip("\n"), "“Well done is better than well said.”\n— Benjamin Franklin, Poor Richard's Almanack (1737)"
                         f"\n\n{BASE_URL}quotes/franklin-well-done/")


class JSONAPITests(SyndicationTestCase):
    def test_quotes(self) -> None:
        site = built(BERLIN, "client")
        api = json.loads(site.read("quotes.json"))
        self.assertEqual(api["version"], 2)
        self.assertEqual((api["count"], api["files"]), (len(QUOTES), 1))
        self.assertNotIn("next", api)
        self.assertEqual(api["generated"], "2026-03-27T12:00:00Z")
        self.assertIn(api["quoteOfTheDay"], [quote["id"] for quote in QUOTES])
        self.assertEqual([(q["id"], q["text"], q["speaker"], q.get("source")) for q in api["quotes"]],
                         [(q["id"], q["text"], q["speaker"], q.get("source")) for q in QUOTES])
        for quote in api["quotes"]:
            with self.subTest(quote=quote["id"]):
                self.assert_serves(site, quote["url"])
                og = quote["cards"]["og"]["jpg"]
                self.assertEqual((og["width"], og["height"], og["type"]), (1200, 630, "image/jpeg"))
                avif = quote["cards"]["og"]["avif"]
                self.assertEqual((avif["width"], avif["type"]), (1200, "image/avif"))
                self.assert_serves(site, avif["url"])
                self.assert_serves(site, og["url"])
                self.assert_serves(site, quote["cards"]["email"]["jpg"]["url"])

    def doors(self, site: Site) -> list[dict]:
        api = json.loads(site.read("advent.json"))
        self.assertEqual(api["version"], 1)
        return api["doors"]

    def test_named_zone_calendar_lists_only_open_content(self) -> None:
        doors = self.doors(built(BERLIN, "client"))
        unlocks = ["2026-03-26T23:00:00Z", "2026-03-27T23:00:00Z", "2026-03-28T23:00:00Z", "2026-03-29T22:00:00Z"]
        self.assertEqual([(d["day"], d["date"], d["open"], d["unlocksAt"]) for d in doors], [
            (n + 1, BERLIN.date_of(n + 1).isoformat(), n == 0, unlocks[n]) for n in range(4)])
        first = doors[0]
        self.assertEqual(first["title"], BERLIN.day(1).title)
        self.assertEqual(first["message"], BERLIN.day(1).message)
        self.assertIn("<em>quillfeather</em>", first["messageHTML"])
        for door in doors[1:]:
            with self.subTest(day=door["day"]):
                self.assertEqual(sorted(door), ["date", "day", "open", "unlocksAt", "url"])
                self.assert_serves(built(BERLIN, "client"), door["url"])

    def test_local_calendar_lists_only_open_content(self) -> None:
        doors = self.doors(built(LOCAL, "build"))
        self.assertEqual([(d["day"], d["open"], d["unlocksAtLocalTime"]) for d in doors], [
            (1, True, "2026-12-01T00:00"), (2, False, "2026-12-02T00:00"), (3, False, "2026-12-03T00:00")])
        self.assertEqual(doors[0]["title"], LOCAL.day(1).title)
        self.assertEqual([sorted(door) for door in doors[1:]], [["date", "day", "open", "unlocksAtLocalTime", "url"]] * 2)

    def test_preview_lists_everything(self) -> None:
        doors = self.doors(built(BERLIN, "all"))
        self.assertEqual([(d["open"], d["title"]) for d in doors], [(True, day.title) for day in BERLIN.days])


class SitemapTests(SyndicationTestCase):
    def test_sitemap_lists_public_pages_only(self) -> None:
        site = built(BERLIN, "client")
        urls = re.findall(r"<loc>([^<]+)</loc>", site.read("sitemap.xml"))
        def slug(name: str) -> str:
            return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
        tags = {slug(tag) for q in QUOTES for tag in q.get("tags", [])}
        speakers = {slug(q["speaker"]) for q in QUOTES}
        # The Follow page is for readers too: how to get a quote a day, in words.
        lists = ([f"{BASE_URL}quotes/", f"{BASE_URL}tags/", f"{BASE_URL}speakers/", f"{BASE_URL}search/",
                  f"{BASE_URL}follow.html"]
                 + [f"{BASE_URL}tags/{tag}/" for tag in tags] + [f"{BASE_URL}speakers/{name}/" for name in speakers])
        self.assertEqual(sorted(urls), sorted(
            [BASE_URL, f"{BASE_URL}advent/", f"{BASE_URL}advent/1/"] + [f"{BASE_URL}quotes/{q['id']}/" for q in QUOTES]
            + lists))
        for url in urls:
            self.assert_serves(site, url)
        self.assertIn(f"Sitemap: {BASE_URL}sitemap.xml", site.read("robots.txt"))
