# Draper: two commands do all set-up on a fresh Debian 12 machine.
#   make run    installs what is missing, builds, and generates the sample site and cards into output/
#   make test   installs what is missing and runs every test

SWIFT ?= swift
DRAPER := .build/release/draper
PYTHON := .venv/bin/python

.PHONY: all setup build run test test-browser bench load-test clean

all: build

setup:
	@scripts/setup.sh build

build: setup
	$(SWIFT) build -c release --product draper

run: build
	$(DRAPER) build .

test:
	@scripts/setup.sh test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	$(MAKE) test-browser

# Browser, validator and parser tests of a built sample site (Python: selenium, vnu, icalendar, feedparser).
test-browser:
	@scripts/setup.sh test
	$(SWIFT) build --product draper
	$(PYTHON) -m unittest discover -s Tests/browser -t . -v

bench:
	@scripts/setup.sh bench
	$(SWIFT) build -c release --product draper
	scripts/bench.sh

# draper serve under wrk on loopback (about 10 s): requests per second, and no errors or non-2xx answers.
load-test:
	@scripts/setup.sh bench
	$(SWIFT) build -c release --product draper
	scripts/load-test.sh $(DRAPER)

clean:
	rm -rf .build output
