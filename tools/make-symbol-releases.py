#!/usr/bin/env python3
"""Writes data/sf-symbol-releases.txt: the SF Symbols release (and its iOS version) that introduced
each symbol name. Run by hand when a newer list is published; the file is committed.

    tools/make-symbol-releases.py SFSAFESYMBOLS_CHECKOUT NAMES_TXT > data/sf-symbol-releases.txt

SFSAFESYMBOLS_CHECKOUT: a checkout of github.com/SFSafeSymbols/SFSafeSymbols (MIT), whose
SymbolsGenerator/Sources/SymbolsGenerator/Resources/name_availability.plist is the SF Symbols app's
own table of names → year of release (SF Symbols 1.0 to 5.2, iOS 13.0 to 17.2).
NAMES_TXT: the SF Symbols 6 name list tools/install-symbol-names.sh installs (pysfsymbols, MIT); a
name it has that the older table lacks came with SF Symbols 6 (iOS 18), a new name or a renamed one.
"""
import plistlib
import subprocess
import sys


def release_of_year(year):
    # The app's years ("2019", "2020.1") count SF Symbols releases: 2019 is 1.0, 2020.1 is 2.1.
    major, _, minor = year.partition(".")
    return "%d.%s" % (int(major) - 2018, minor or "0")


def main(checkout, names_path):
    path = "SymbolsGenerator/Sources/SymbolsGenerator/Resources/name_availability.plist"
    with open("%s/%s" % (checkout, path), "rb") as f:
        table = plistlib.load(f)
    commit = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip() or "unknown"
    by_year = table["symbols"]
    ios = {release_of_year(year): versions["iOS"] for year, versions in table["year_to_release"].items()}
    current = [line.strip() for line in open(names_path) if line.strip()]
    releases = {}
    for name, year in by_year.items():
        releases.setdefault(release_of_year(year), []).append(name)
    releases["6.0"] = [name for name in current if name not in by_year]
    ios["6.0"] = "18.0"
    print("# The SF Symbols release that introduced each symbol name, and the iOS version that shipped it.")
    print("# Written by tools/make-symbol-releases.py. Sources: SF Symbols 1.0-5.2 from the SF Symbols app's")
    print("# name_availability.plist as SFSafeSymbols (MIT, Copyright (c) 2021 SFSafeSymbols; see")
    print("# sf-symbol-releases.LICENSE) publishes it, commit %s; 6.0: the names of the SF Symbols 6" % commit)
    print("# list (pysfsymbols 0.1.0, MIT) that the older table lacks, new or renamed in SF Symbols 6.")
    print("# A line '@ RELEASE IOS' starts a release; the names below it, one a line, came with it.")
    for release in sorted(releases, key=lambda r: tuple(int(p) for p in r.split("."))):
        print("@ %s %s" % (release, ios[release]))
        for name in sorted(releases[release]):
            print(name)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
