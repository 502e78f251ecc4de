# emptystate: two commands set everything up on a fresh Debian machine.
#   make demo   installs what is missing, builds, renders Templates/ into Output/
#   make test   installs what is missing, builds, runs the tests

SHELL := /bin/bash
SWIFT ?= swift
CORPUS ?= ../shared/dzn-corpus
MODERN_CORPUS ?= ../shared/modern-corpus
BIN := .build/release/emptystate

# Debian packages: C libraries (with pkg-config files), the fonts the font map names, tools.
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev librsvg2-dev libpoppler-glib-dev libfontconfig-dev \
	zlib1g-dev libdeflate-dev libgif-dev fontconfig fonts-inter fonts-noto-cjk fonts-texgyre fonts-liberation2 fonts-dejavu-core fonts-noto-core fonts-noto-color-emoji \
	python3 python3-pip python3-pil python3-numpy python3-fonttools chromium

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build demo gallery serve test fidelity fidelity-imported fidelity-sample-apps fidelity-modern references clean help docs

help:
	@echo "make demo      set up, build, render Templates/ into Output/ (open Output/index.html)"
	@echo "make gallery   the gallery on three devices, and a headless-Chromium screenshot of it"
	@echo "make serve     live preview and review of Templates/ at http://127.0.0.1:8080/"
	@echo "make test      set up, build, run the test suite"
	@echo "make fidelity  compare renders of $(CORPUS) with DZNEmptyDataSet's iOS snapshots"
	@echo "make fidelity-imported  the same for the screens imported from the sample's source code"
	@echo "make fidelity-sample-apps DZN=CHECKOUT  all 27 apps of DZNEmptyDataSet's sample, imported, against its snapshots"
	@echo "make fidelity-modern  compare style: swiftui renders with iOS's ContentUnavailableView snapshots"
	@echo "make setup     install the Debian packages that are missing"
	@echo "make references  record Tests/References anew from Templates/ (after an intended change)"
	@echo "make stress    kills, concurrent exports, a full disk and corrupt references, many rounds"
	@echo "make install   build, install into PREFIX=$(PREFIX) (and DESTDIR); make uninstall removes it (docs/install.md)"
	@echo "make dist      Output/dist/emptystate-VERSION-linux-ARCH.tar.gz, with the Debian packages it needs"
	@echo "make dist-check  the archive in a clean Debian 12 root (debootstrap): renders byte-identical?"
	@echo "make image     the container image (Containerfile) from the archive, with podman, buildah or docker"
	@echo "make docs      the test library's DocC documentation, a static site in .build/docs (docs/testing.md)"

setup:
	@missing=$$(for p in $(DEB_PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing: $$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	else echo "All Debian packages are installed."; fi
	@# Always where the README says, whatever PREFIX a command line gives make install.
	@$(SUDO) env PREFIX=/usr/local tools/install-stand-in-symbols.sh
	@$(SUDO) env PREFIX=/usr/local tools/install-material-symbols.sh
	@$(SUDO) env PREFIX=/usr/local tools/install-symbol-names.sh

# The release binary links the Swift runtime and Foundation statically: a cold `render` then
# loads 49 shared libraries instead of 66 and binds far fewer symbols, about a quarter of its
# start-up (see README, Speed). lld, the toolchain's own linker, links it without gold's
# warnings about glibc functions that Foundation's static archives mention. Its relative
# relocations packed (DT_RELR, glibc 2.36, Debian 12's): the dynamic loader's start-up work fell
# from 10.7 M cycles to 2.6 M (LD_DEBUG=statistics; 132,000 relocations to 19,600). Linked at a
# fixed address (-no-pie): its own pointers need no relocation at start, so the pages that held
# them are not written (1,110 page faults of `--version` became 810); the shared libraries keep
# their random addresses. And it exports no symbols (--no-export-dynamic; 28,600 did, which
# every library's symbol lookup searched first): nothing loads against it.
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker -no-pie -Xlinker --no-export-dynamic

build: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product emptystate
	$(SWIFT) build $(RELEASE_FLAGS) --product emptystate-swift-reader

# The demo renders before the Swift reader is built: Templates/ has no Swift source, and the
# reader (swift-syntax, compiled on one core) is what `import` of .swift files needs, not the
# pictures. It is built right after, so `make demo` still ends with both products.
demo: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product emptystate
	$(BIN) export Templates --out Output
	@echo "Rendered Templates/ into Output/: open Output/index.html in a browser."
	@echo "Building the Swift reader (for import of .swift files) …"
	$(SWIFT) build $(RELEASE_FLAGS) --product emptystate-swift-reader

# The gallery as a reviewer sees it: Templates/ on three devices, screenshot by headless Chromium.
gallery: build
	$(BIN) export Templates --out Output --device iphone-se,iphone-8,ipad
	@command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; }
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1600,2400 --virtual-time-budget=5000 \
		--screenshot=$(CURDIR)/Output/gallery.png file://$(CURDIR)/Output/index.html 2>/dev/null
	@echo "Output/gallery.png"

# The templates as a designer and a reviewer work on them: edits show in the browser at once,
# changes against Tests/References can be compared and approved.
serve: build
	$(BIN) serve Templates --reference Tests/References

test: setup
	$(SWIFT) build
	$(SWIFT) package describe --type json | python3 tools/lean-library-check.py   # the test products compile no swift-syntax, no Hummingbird
	$(SWIFT) test --parallel   # each suite's tests in their own process, one per core (docs/contributing.md, Tests)
	$(SWIFT) test --package-path Examples/UsingEmptyState --scratch-path $(CURDIR)/.build-examples   # the README's examples, as a user's package

# DocC for EmptyStateTesting (swift-docc-plugin): a static site; any folder works if both
# options name it.
DOCS_DIR := .build/docs
docs:
	$(SWIFT) package --allow-writing-to-directory $(DOCS_DIR) generate-documentation --target EmptyStateTesting \
		--output-path $(DOCS_DIR) --disable-indexing --transform-for-static-hosting
	@echo "$(DOCS_DIR)/index.html (serve the folder, e.g. python3 -m http.server -d $(DOCS_DIR), and open /documentation/emptystatetesting/)"

fidelity: build
	@python3 -c 'import numpy, PIL' 2>/dev/null || pip install --quiet numpy pillow
	python3 $(CORPUS)/../tools/fidelity.py --cli $(BIN) --corpus $(CORPUS)

# The same comparison for the screens `emptystate import` reads from the sample's own source
# (DetailViewController.m), with docs/examples/dzn-corpus-overrides.yaml for what it computes at
# run time: imported into a temporary corpus beside the references, then compared.
fidelity-imported: build
	@python3 -c 'import numpy, PIL' 2>/dev/null || pip install --quiet numpy pillow
	@set -e; work=$$(mktemp -d); trap 'rm -rf "$$work"' EXIT; corpus=$$(cd $(CORPUS) && pwd); \
	for d in assets reference fonts; do ln -s "$$corpus/$$d" "$$work/$$d"; done; \
	$(BIN) import "$$corpus/source" --out "$$work/templates" --overrides docs/examples/dzn-corpus-overrides.yaml 2>/dev/null; \
	python3 -c 'import json, sys; m = json.load(open(sys.argv[1])); [v.update(template="templates/DetailViewController-%s.yaml" % k.lower()) for k, v in m.items()]; json.dump(m, open(sys.argv[2], "w"))' "$$corpus/manifest.json" "$$work/manifest.json"; \
	python3 $(CORPUS)/../tools/fidelity.py --cli $(BIN) --corpus "$$work"

# All 27 apps of DZNEmptyDataSet's sample: imported from the corpus's source (with the overrides
# above) and compared with the library's own snapshots, read from a checkout of DZNEmptyDataSet
# (DZN=path; they are another project's files, never copied here).
fidelity-sample-apps: build
	@test -n "$(DZN)" || { echo "make fidelity-sample-apps: give DZN=path/to/DZNEmptyDataSet (a checkout of github.com/dzenbot/DZNEmptyDataSet)" >&2; exit 2; }
	@python3 -c 'import numpy, PIL' 2>/dev/null || pip install --quiet numpy pillow
	@set -e; work=$$(mktemp -d); trap 'rm -rf "$$work"' EXIT; \
	python3 tools/dzn-sample-apps-corpus.py "$(DZN)" $(CORPUS) "$$work"; \
	$(BIN) import $(CORPUS)/source --out "$$work/templates" --overrides docs/examples/dzn-corpus-overrides.yaml 2>/dev/null; \
	python3 $(CORPUS)/../tools/fidelity.py --cli $(BIN) --corpus "$$work"

# SwiftUI's ContentUnavailableView against iOS's snapshots (../shared/modern-corpus), as its
# manifest says; then once more with its four accessibility entries at AX5: the snapshot test
# sets .accessibilityExtraExtraExtraLarge, which is AX5, where the manifest passes AX3
# (docs/modern-styles.md). The last line of each run is its summary.
fidelity-modern: build
	@python3 -c 'import numpy, PIL' 2>/dev/null || pip install --quiet numpy pillow
	python3 $(MODERN_CORPUS)/../tools/fidelity.py --cli $(BIN) --corpus $(MODERN_CORPUS)
	@set -e; work=$$(mktemp -d); trap 'rm -rf "$$work"' EXIT; corpus=$$(cd $(MODERN_CORPUS) && pwd); \
	for d in templates reference; do ln -s "$$corpus/$$d" "$$work/$$d"; done; \
	python3 -c 'import json, sys; m = json.load(open(sys.argv[1])); [v.update(args=["AX5" if a == "AX3" else a for a in v["args"]]) for v in m.values()]; json.dump(m, open(sys.argv[2], "w"))' "$$corpus/manifest.json" "$$work/manifest.json"; \
	echo "The accessibility entries at AX5, the size their test sets:"; \
	python3 $(MODERN_CORPUS)/../tools/fidelity.py --cli $(BIN) --corpus "$$work"

# After an intended change to a template or to rendering: record the references anew, then
# review `git diff --stat Tests/References` and the pictures before committing them.
references: build
	$(BIN) check Templates --reference Tests/References --scale 1,2 --record all --prune

clean:
	find Output -mindepth 1 ! -name README.md -delete; rm -rf .build

# Hostile input: libFuzzer over the template loader and layout, and the tests under AddressSanitizer.
FUZZ_SECONDS ?= 600
FUZZ_BUILD := .build-fuzz
FUZZ_FLAGS := -c debug --product EmptyStateFuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path $(FUZZ_BUILD)

.PHONY: fuzz sanitize

# make fuzz FUZZ_SECONDS=600: seeds a temporary corpus with Templates/*.yaml; a crash, a hang
# (over 10 s) or an allocation over 2 GB is saved as $(FUZZ_BUILD)/artifacts/crash-* (or
# timeout-*, oom-*): replay it with $(FUZZ_BUILD)/debug/EmptyStateFuzz FILE.
fuzz:
	$(SWIFT) build $(FUZZ_FLAGS)
	@set -e; corpus=$$(mktemp -d); trap 'rm -rf "$$corpus"' EXIT; \
	cp Templates/*.yaml "$$corpus"/; mkdir -p $(FUZZ_BUILD)/artifacts; \
	SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/debug/EmptyStateFuzz "$$corpus" -dict=Sources/EmptyStateFuzz/template.dict \
		-max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
		-artifact_prefix=$(FUZZ_BUILD)/artifacts/ -print_final_stats=1

# The whole test suite under AddressSanitizer (memory errors; the CLI binary the tests run is
# instrumented too). Leak reports are off, in the environment and, for the tests that run the CLI
# with an environment of their own, by __lsan_default_options linked into every binary: at exit
# fontconfig, Foundation's XMLParser errors and Swift's lazy globals leave allocations that
# LeakSanitizer counts, none of them ours to free.
sanitize:
	@mkdir -p .build-asan
	@printf 'const char *__lsan_default_options(void) { return "detect_leaks=0"; }\n' > .build-asan/lsan-off.c
	$(CC) -c -fPIC -o .build-asan/lsan-off.o .build-asan/lsan-off.c
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address -Xlinker $(CURDIR)/.build-asan/lsan-off.o --scratch-path .build-asan

# Faults, repeated: exports killed at random moments (SIGKILL and SIGTERM), two exports into one
# folder, a full disk (a 400 KiB tmpfs, where the machine lets root mount one; skipped otherwise)
# and corrupt references of every kind. `make test` runs the same tests with 2 rounds.
STRESS_ROUNDS ?= 25
.PHONY: stress
stress: setup
	$(SWIFT) build
	EMPTYSTATE_STRESS_ROUNDS=$(STRESS_ROUNDS) $(SWIFT) test --filter 'FaultStressTests|CheckFaultTests|OutputPathTests|OutputFileTests'

# Speed: our stills against rsvg-convert, headless Chromium and a minimal C program (bench/).
.PHONY: bench
bench: build
	bench/run.sh

# Installing, the archive and the container image (docs/install.md); the logic is in tools/.
# BIN_DIR holds the binaries DIST_BINARIES; with a BIN_DIR of prebuilt binaries nothing is built
# (e.g. make dist-check BIN_DIR=/path/to/bin DIST_BINARIES=emptystate).
PREFIX ?= /usr/local
DESTDIR ?=
BIN_DIR ?= .build/release
DIST_BINARIES ?= emptystate emptystate-swift-reader
IMAGE ?= emptystate
BUILD_FIRST := $(if $(filter .build/release,$(BIN_DIR)),build)
DIST_ENV = BIN_DIR="$(BIN_DIR)" DIST_BINARIES="$(DIST_BINARIES)"

.PHONY: install uninstall dist dist-check image

install: $(BUILD_FIRST)
	@$(DIST_ENV) PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" tools/install.sh

uninstall:
	@PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" tools/install.sh --uninstall

dist: $(BUILD_FIRST)
	@$(DIST_ENV) tools/dist.sh

# Not part of make test: a few minutes, root, and deb.debian.org.
dist-check: dist
	@$(DIST_ENV) tools/dist-check.sh

image: dist
	@IMAGE="$(IMAGE)" tools/image.sh
