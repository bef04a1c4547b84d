# Draper: two commands do all set-up on a fresh Debian 12 machine.
#   make run    installs what is missing, builds, and generates the sample site and cards into output/
#   make test   installs what is missing and runs every test

SWIFT ?= swift
DRAPER := .build/release/draper
# The release binary carries the Swift runtime inside it: it starts in two thirds of the time
# (no shared Swift libraries to bind at launch), a one-quote rebuild of 10,000 quotes takes
# 0.95x as long, and it runs where Debian's libraries are installed but no Swift toolchain is.
RELEASE_BUILD := $(SWIFT) build -c release --product draper --static-swift-stdlib
PYTHON := .venv/bin/python

.PHONY: all setup build run test lint test-browser bench load-test fuzz sanitize clean

all: build

setup:
	@scripts/setup.sh build

build: setup
	$(RELEASE_BUILD)

run: build
	$(DRAPER) build .

test:
	@scripts/setup.sh test
	$(MAKE) lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel --skip RenderLoopTests
	# Alone in its process: it measures the process's memory, which other tests would move.
	$(SWIFT) test --skip-build --filter RenderLoopTests
	$(MAKE) test-browser

# The house style (.swift-format): formatting and the rules against force-unwrapping and force-try;
# and Package.swift declaring exactly what each target imports.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift Plugins
	python3 scripts/check-dependencies.py

# Browser, validator and parser tests of a built sample site (Python: selenium, vnu, icalendar, feedparser).
test-browser:
	@scripts/setup.sh test
	$(SWIFT) build --product draper
	$(PYTHON) -m unittest discover -s Tests/browser -t . -v

bench:
	@scripts/setup.sh bench
	$(RELEASE_BUILD)
	scripts/bench.sh

# draper serve under wrk on loopback (about 10 s): requests per second, and no errors or non-2xx answers.
load-test:
	@scripts/setup.sh bench
	$(RELEASE_BUILD)
	scripts/load-test.sh $(DRAPER)

# libFuzzer on the CSV reader, the dataset loader, the loader's file handling, templates, Markdown,
# diagnostics rendering, interface messages filled with data, the typesetter and design files
# (decoded, then drawn small) (FUZZ_SECONDS each),
# then builds killed at KILL_ROUNDS random moments and the sample project's determinism.
FUZZ_SECONDS ?= 60
KILL_ROUNDS ?= 40
fuzz:
	@scripts/setup.sh test
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/fuzz.sh
	$(SWIFT) build --build-tests
	DRAPER_KILL_ROUNDS=$(KILL_ROUNDS) DRAPER_LONG_TESTS=1 $(SWIFT) test --skip-build \
		--filter 'KilledBuildTests|BuildCommandSafetyTests'

# Every test under AddressSanitizer (and LeakSanitizer, with a 1,000-card render loop), then
# the tests that render cards and build sites on several threads under ThreadSanitizer.
# Leaks inside fontconfig, XCTest and Foundation, and the races ThreadSanitizer cannot see are
# ordered by Swift's Mutex, are suppressed (scripts/lsan-suppressions.txt, scripts/tsan-suppressions.txt).
SANITIZER_ENV := SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0
sanitize:
	@scripts/setup.sh test
	$(SANITIZER_ENV) DRAPER_SANITIZER=address DRAPER_LEAK_ITERATIONS=1000 \
		$(SWIFT) test --sanitize=address --scratch-path .build/sanitize-address
	$(SANITIZER_ENV) TSAN_OPTIONS=suppressions=$(CURDIR)/scripts/tsan-suppressions.txt DRAPER_SANITIZER=thread \
		$(SWIFT) test --sanitize=thread --scratch-path .build/sanitize-thread \
		--filter 'SiteTests.SiteBuildTests|HostileInputTests|KilledBuildTests|CardsTests|PreviewServerTests'

clean:
	rm -rf .build output
