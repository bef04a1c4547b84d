"""`draper email` delivered through msmtp to a real SMTP server on 127.0.0.1: what each reader
receives (their own address and nobody else's, and the unsubscribe headers mailbox providers
ask for), and the README's crontab lines run as cron runs them."""

from __future__ import annotations

import email
import email.policy
import getpass
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from .mail_server import MailServer
from .site_fixtures import BERLIN, REPO_ROOT, SITE, Fixture, project, require_draper

READERS = ["ann@readers.example", "bob@readers.example"]
SENDER = "quotes@fixture.example"
MAILING = Fixture(
    name="mailing",
    site={**SITE, "email": {
        "from": f"Fixture Quotes <{SENDER}>",
        "to": READERS,
        "subject": "Quote of the day",
        "unsubscribe": ["mailto:leave@fixture.example?subject=unsubscribe",
                        "https://fixture.example/unsubscribe?address={address}"],
    }},
    advent=None, days=[], now=BERLIN.now, start=BERLIN.start)

# What cron gives a job before the crontab's own settings: crontab(5).
CRON_PATH = "/usr/bin:/bin"


def parse(delivery) -> email.message.EmailMessage:
    return email.message_from_bytes(delivery.data, policy=email.policy.default)


class MailTestCase(unittest.TestCase):
    def setUp(self) -> None:
        self.draper = require_draper()
        self.root = project(MAILING)
        self.home = Path(tempfile.mkdtemp(prefix="draper-mail-home-"))
        self.addCleanup(shutil.rmtree, self.home, ignore_errors=True)
        self.server = MailServer().__enter__()
        self.addCleanup(self.server.__exit__, None, None, None)
        self.msmtp = self.server.configure_msmtp(self.home, SENDER)

    def assert_only_their_own(self, delivery, reader: str, others: list[str]) -> email.message.EmailMessage:
        """The message reached `reader` alone and names nobody else, in any header or part."""
        self.assertEqual(delivery.recipients, [reader])
        message = parse(delivery)
        self.assertEqual([address.addr_spec for address in message["To"].addresses], [reader])
        self.assertIsNone(message["Cc"])
        self.assertIsNone(message["Bcc"])
        # Every header as sent, and every text part as a mail program shows it.
        texts = [delivery.data.decode("ascii").split("\r\n\r\n")[0]] + [
            part.get_content() for part in message.walk() if part.get_content_maintype() == "text"]
        for other in others:
            self.assertFalse(any(other.lower() in text.lower() for text in texts), f"{reader}'s message names {other}")
        return message

    def assert_unsubscribe(self, message: email.message.EmailMessage, reader: str) -> None:
        encoded = reader.replace("@", "%40")
        self.assertEqual(
            str(message["List-Unsubscribe"]),
            f"<mailto:leave@fixture.example?subject=unsubscribe>, "
            f"<https://fixture.example/unsubscribe?address={encoded}>")
        self.assertEqual(str(message["List-Unsubscribe-Post"]), "List-Unsubscribe=One-Click")


class RecipientTests(MailTestCase):
    def test_two_recipients_never_see_each_other(self) -> None:
        readers = ["one@first.example", "two@second.example"]
        result = subprocess.run(
            [str(self.draper), "email", str(self.root), "--today", "--now", MAILING.now,
             "--to", readers[0], "--to", f"Reader Two <{readers[1]}>", "--sendmail", str(self.msmtp)],
            capture_output=True, text=True, env={"HOME": str(self.home), "PATH": CRON_PATH})
        self.assertEqual((result.returncode, result.stdout, result.stderr), (0, "", ""))
        deliveries = self.server.deliveries
        self.assertEqual(sorted(delivery.recipients[0] for delivery in deliveries), readers)
        for delivery in deliveries:
            reader = delivery.recipients[0]
            with self.subTest(reader=reader):
                message = self.assert_only_their_own(delivery, reader, [r for r in readers if r != reader])
                self.assert_unsubscribe(message, reader)
                self.assertEqual(delivery.sender, SENDER)
        # One mailing: the same quote, subject and Message-ID for both.
        first, second = (parse(delivery) for delivery in deliveries)
        self.assertEqual(first["Subject"], second["Subject"])
        self.assertEqual(first["Message-ID"], second["Message-ID"])


class CrontabTests(MailTestCase):
    def crontab(self) -> list[str]:
        """The crontab lines of the README's daily and weekly mail."""
        readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
        blocks = [block for block in re.findall(r"^```[a-z]*\n(.*?)^```", readme, re.DOTALL | re.MULTILINE)
                  if "# m h dom mon dow" in block]
        self.assertEqual(len(blocks), 1, "the README has one crontab")
        return [line for line in blocks[0].splitlines() if line.strip() and not line.startswith("#")]

    def test_the_readme_crontab_works_under_cron(self) -> None:
        environment = {"HOME": str(self.home), "LOGNAME": getpass.getuser(), "SHELL": "/bin/sh", "PATH": CRON_PATH}
        jobs = []
        for line in self.crontab():
            setting = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)", line)
            if setting:
                environment[setting[1]] = setting[2]
            else:
                jobs.append(line.split(None, 5)[5])
        self.assertEqual(len(jobs), 2, "a daily and a weekly job")
        commands = []
        for command in jobs:
            # cron makes % a line break; the README's lines must not need one.
            self.assertNotIn("%", command)
            for placeholder in ("/srv/mysite", "/usr/local/bin/draper", "/usr/sbin/sendmail"):
                self.assertIn(placeholder, command, "cron's PATH finds nothing: programs by their full paths")
            # Here, the fixture project, the built binary, and msmtp as the machine's sendmail.
            commands.append(command.replace("/srv/mysite", str(self.root))
                            .replace("/usr/local/bin/draper", str(self.draper))
                            .replace("/usr/sbin/sendmail", str(self.msmtp)))

        def run(command: str, environment: dict[str, str]) -> subprocess.CompletedProcess:
            return subprocess.run(
                ["env", "-i", *(f"{name}={value}" for name, value in environment.items()), environment["SHELL"],
                 "-c", command], capture_output=True, text=True)

        for command in commands:
            with self.subTest(command=command):
                before = len(self.server.deliveries)
                result = run(command, environment)
                # Any output becomes a mail from cron to the crontab's owner: a quiet job has none.
                self.assertEqual((result.returncode, result.stdout, result.stderr), (0, "", ""))
                self.assertGreater(len(self.server.deliveries), before)
        daily = [d for d in self.server.deliveries if d.recipients[0] in READERS]
        self.assertEqual(sorted(d.recipients[0] for d in daily), READERS)
        for delivery in daily:
            reader = delivery.recipients[0]
            message = self.assert_only_their_own(delivery, reader, [r for r in READERS if r != reader])
            self.assert_unsubscribe(message, reader)

        # The job's TZ does not choose the quote, the site's timezone does: at one instant
        # (SOURCE_DATE_EPOCH, as a clock), 14 hours ahead of UTC and 11 behind, always two
        # different dates, give one message.
        sent = []
        for zone in ("Pacific/Kiritimati", "Pacific/Pago_Pago"):
            before = len(self.server.deliveries)
            result = run(commands[0], {**environment, "TZ": zone, "SOURCE_DATE_EPOCH": "1798000000"})
            self.assertEqual((result.returncode, result.stderr), (0, ""))
            sent.append([(str(m["Subject"]), str(m["Date"])) for m in map(parse, self.server.deliveries[before:])])
        self.assertEqual(len(sent[0]), len(READERS))
        self.assertEqual(sent[0], sent[1])


if __name__ == "__main__":
    unittest.main()
