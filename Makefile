# emptystate: two commands set everything up on a fresh Debian machine.
#   make demo   installs what is missing, builds, renders Templates/ into Output/
#   make test   installs what is missing, builds, runs the tests

SHELL := /bin/bash
SWIFT ?= swift
CORPUS ?= ../shared/dzn-corpus
BIN := .build/release/emptystate

# Debian packages: C libraries (with pkg-config files), the fonts the font map names, tools.
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev librsvg2-dev libfontconfig-dev \
	zlib1g-dev libgif-dev fontconfig fonts-inter fonts-noto-cjk fonts-texgyre fonts-liberation2 \
	python3 python3-pil python3-numpy

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build demo test fidelity clean help

help:
	@echo "make demo      set up, build, render Templates/ into Output/"
	@echo "make test      set up, build, run the test suite"
	@echo "make fidelity  compare renders of $(CORPUS) with DZNEmptyDataSet's iOS snapshots"
	@echo "make setup     install the Debian packages that are missing"

setup:
	@missing=$$(for p in $(DEB_PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing: $$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	else echo "All Debian packages are installed."; fi

build: setup
	$(SWIFT) build -c release --product emptystate

demo: build
	@mkdir -p Output
	@set -e; for t in Templates/*.yaml; do \
		name=$$(basename $$t .yaml); \
		for v in $$($(BIN) variants $$t); do \
			out=Output/$$name$$( [ $$v = default ] || echo "-$$v" ); \
			$(BIN) render $$t --variant $$v -o $$out.png; \
			$(BIN) render $$t --variant $$v -o $$out.svg; \
			echo "  $$out.png  $$out.svg"; \
		done; \
	done
	@echo "Rendered Templates/ into Output/."

test: setup
	$(SWIFT) build
	$(SWIFT) test

fidelity: build
	@python3 -c 'import numpy, PIL' 2>/dev/null || pip install --quiet numpy pillow
	python3 $(CORPUS)/../tools/fidelity.py --cli $(BIN) --corpus $(CORPUS)

clean:
	rm -rf .build Output/*.png Output/*.svg
