"""Browser, validator and parser tests of sites that the built `draper` tool makes.

Run from the repository root (the Makefile's test-browser target does):

    .venv/bin/python -m unittest discover -s Tests/browser -t . -v

The tests build small fixture projects with `.build/debug/draper` into temporary folders
and drive Debian's chromium with chromedriver (headless) through selenium, with the page's
clock and time zone set through DevTools. Screenshots go to output/test-artifacts/.

- test_doors: doors lock and open at their instant; keyboard focus
- test_reveal: what the reveal modes build, client and all put in every output file
- test_quotes: shuffle, share (menu, Web Share, copy link), quote of the day
- test_reading: a quote as a full-screen card on a phone, Share first, the text once; quotes
  that turn without a page load, and Back
- test_stability: no layout shift at seven widths with the font late or blocked, no lazy
  image in the first screen, card files near a 2× phone's need, the precache's size
- test_loading: file:// and a strict Content-Security-Policy server; pages without script
- test_screenshots: the main pages at desktop and phone widths
- test_validators: the Nu HTML Checker, axe-core in both themes, and internal links
- test_syndication: feeds, calendars, email messages, JSON API, sitemap
"""
