#!/usr/bin/env python3
"""Lays out a fidelity corpus of all 27 apps of DZNEmptyDataSet's sample (`make fidelity-sample-apps`):
the library's own iOS snapshots, read from a checkout of DZNEmptyDataSet, beside the screens
`emptystate import` reads from the sample's source in ../shared/dzn-corpus. The corpus's nine are
among them; the other eighteen are what the issue's "every app within 1.5 pt" is measured on.

    tools/dzn-sample-apps-corpus.py CHECKOUT CORPUS WORK

CHECKOUT is a DZNEmptyDataSet working tree, CORPUS ../shared/dzn-corpus, WORK an empty folder:
it gets reference/ (links to the snapshots), assets/ and fonts/ (links to the corpus's) and
manifest.json naming templates/DetailViewController-<app>.yaml, which `import` writes there.
"""
import json
import os
import re
import sys


def main(checkout, corpus, work):
    snapshots = os.path.join(checkout, "DZNEmptyDataSet", "DZNEmptyDataSetTests", "ReferenceImages_64", "ApplicationsSnapshotTests")
    if not os.path.isdir(snapshots):
        sys.exit(f"error: {checkout}: no DZNEmptyDataSet snapshots at {snapshots} (give a checkout of github.com/dzenbot/DZNEmptyDataSet)")
    with open(os.path.join(corpus, "source", "applications.json"), encoding="utf-8") as f:
        # The sample's file has a trailing comma JSON refuses; the names are all that is needed.
        names = re.findall(r'"display_name"\s*:\s*"([^"]*)"', f.read())
    os.makedirs(os.path.join(work, "reference"), exist_ok=True)
    for folder in ("assets", "fonts"):
        os.symlink(os.path.join(os.path.abspath(corpus), folder), os.path.join(work, folder))
    manifest = {}
    for name in names:
        snapshot = os.path.join(snapshots, f"testApplicationEmptyDataSets_{name.replace(' ', '_')}@2x.png")
        if not os.path.exists(snapshot):
            sys.exit(f"error: {snapshot}: missing from the checkout")
        reference = f"reference/{os.path.basename(snapshot)}"
        os.symlink(os.path.abspath(snapshot), os.path.join(work, reference))
        template = f"templates/DetailViewController-{name.lower().replace(' ', '')}.yaml"
        manifest[name] = {"template": template, "reference": reference, "ignoreTop": 0}
    with open(os.path.join(work, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=1)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
