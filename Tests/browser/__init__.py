"""Browser, validator and parser tests of sites that the built `draper` tool makes.

Run from the repository root (the Makefile's test-browser target does):

    .venv/bin/python -m unittest discover -s Tests/browser -t . -v

The tests build small fixture projects with `.build/debug/draper` into temporary folders
and drive Debian's chromium with chromedriver (headless) through selenium, with the page's
clock and time zone set through DevTools. Screenshots go to output/test-artifacts/.

- test_doors: doors lock and open at their instant; keyboard focus
- test_reveal: what the reveal modes build, client and all put in every output file
- test_quotes: shuffle, share (menu, Web Share, copy link), quote of the day
- test_loading: file:// and a strict Content-Security-Policy server; pages without script
- test_screenshots: the main pages at desktop and phone widths
- test_validators: the Nu HTML Checker and internal links
- test_syndication: feeds, calendars, email messages, JSON API, sitemap
"""
