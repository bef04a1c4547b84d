"""The test servers themselves: a site served after another never inherits its origin."""

from __future__ import annotations

import tempfile
import unittest
from pathlib import Path

from . import servers


class OriginTests(unittest.TestCase):
    def test_a_server_never_takes_a_port_an_earlier_one_had(self) -> None:
        # The run's one browser keeps an origin's service worker and HTTP cache: a site served
        # later on the same port got the earlier site's calendar (a failure seen in CI). The
        # system may offer a freed port again; here it does so on purpose, once.
        with tempfile.TemporaryDirectory() as folder:
            first = servers.SiteServer(Path(folder), {})
            first.close()
            freed_port = int(first.origin.rsplit(":", 1)[1])
            real_server = servers._Server
            offers = [freed_port]

            def offering_the_freed_port_first(address, handler):
                return real_server((address[0], offers.pop() if offers else address[1]), handler)

            servers._Server = offering_the_freed_port_first
            try:
                second = servers.SiteServer(Path(folder), {})
            finally:
                servers._Server = real_server
            second.close()
            self.assertEqual(offers, [], "the freed port was not offered")
            self.assertNotEqual(second.origin, first.origin)


if __name__ == "__main__":
    unittest.main()
