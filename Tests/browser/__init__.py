"""Browser, validator and parser tests of sites that the built `draper` tool makes.

Run from the repository root (the Makefile's test-browser target does):

    .venv/bin/python -m unittest discover -s Tests/browser -t . -v

The tests build small fixture projects with `.build/debug/draper` into temporary folders
and drive Debian's chromium with chromedriver (headless) through selenium.
"""
