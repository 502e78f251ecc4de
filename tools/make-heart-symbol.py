#!/usr/bin/env python3
"""Writes Templates/art/Symbols.xcassets/emptystate.heart.sparkle.symbolset: our own custom
symbol (a heart ring with a four-pointed sparkle) as Apple's SVG symbol template, with the
three interpolatable weights Xcode asks for (Ultralight-S, Regular-S, Black-S) and the
Guides group's baselines, caplines and margins. Run it again after changing the drawing."""
import json, os

OUT = "Templates/art/Symbols.xcassets/emptystate.heart.sparkle.symbolset"
BASELINES = {"S": (696, 625.541), "M": (1126, 1055.54), "L": (1556, 1485.54)}
WEIGHTS = {"Ultralight": (3.0, 0.2), "Regular": (8.5, 0.3), "Black": (17.0, 0.42)}
ORIGINS = {"Ultralight": 559.0, "Regular": 1391.0, "Black": 2224.0}
ADVANCE = 104.0

def heart(cx, cy, sx, sy, reverse=False):
    # Unit heart, y down, tip at the bottom: six cubic segments starting at the tip.
    segs = [((-0.55, 0.55), (-1.0, 0.2), (-1.0, -0.3)),
            ((-1.0, -0.75), (-0.7, -1.0), (-0.5, -1.0)),
            ((-0.25, -1.0), (-0.05, -0.85), (0.0, -0.6)),
            ((0.05, -0.85), (0.25, -1.0), (0.5, -1.0)),
            ((0.7, -1.0), (1.0, -0.75), (1.0, -0.3)),
            ((1.0, 0.2), (0.55, 0.55), (0.0, 0.95))]
    start = (0.0, 0.95)
    if reverse:
        pts = [start] + [s[2] for s in segs]
        rsegs = []
        for i in range(len(segs) - 1, -1, -1):
            c1, c2, _ = segs[i]
            rsegs.append((c2, c1, pts[i]))
        segs = rsegs
    f = lambda p: "%.3f %.3f" % (cx + p[0] * sx, cy + p[1] * sy)
    d = "M" + f(start)
    for c1, c2, e in segs:
        d += "C" + f(c1) + " " + f(c2) + " " + f(e)
    return d + "Z"

def sparkle(cx, cy, big, ratio):
    import math
    d = ""
    for i in range(8):
        r = big if i % 2 == 0 else big * ratio
        a = -math.pi / 2 + i * math.pi / 4
        d += ("M" if i == 0 else "L") + "%.3f %.3f" % (cx + r * math.cos(a), cy + r * math.sin(a))
    return d + "Z"

def variant(weight):
    stroke, ratio = WEIGHTS[weight]
    cx, cy, sx, sy = 44.0, -36.0, 40.0, 37.0
    outer = heart(cx, cy, sx + stroke / 2, sy + stroke / 2)
    inner = heart(cx, cy + stroke * 0.15, sx - stroke / 2, sy - stroke / 2, reverse=True)
    return ('<path class="monochrome-0 multicolor-0:systemPinkColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="%s%s"/>\n'
            '   <path class="monochrome-1 multicolor-1:systemYellowColor hierarchical-1:secondary SFSymbolsPreviewWireframe" d="%s"/>'
            % (outer, inner, sparkle(90.0, -72.0, 14.0, ratio)))

lines = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!--Generator: tools/make-heart-symbol.py (emptystate); our own drawing, MIT-->',
         '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
         '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">',
         ' <!--glyph: "emptystate.heart.sparkle", point size: 100.0, template writer version: "tools/make-heart-symbol.py"-->',
         ' <style>.SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}\n</style>',
         ' <g id="Notes">',
         '  <text style="stroke:none;fill:black;font-family:sans-serif;font-size:13;" transform="matrix(1 0 0 1 263 1933)">Template v.3.0</text>',
         ' </g>',
         ' <g id="Guides">']
for scale, (base, cap) in BASELINES.items():
    lines.append('  <line id="Baseline-%s" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="%s" y2="%s"/>' % (scale, base, base))
    lines.append('  <line id="Capline-%s" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="%s" y2="%s"/>' % (scale, cap, cap))
for weight, x in ORIGINS.items():
    for side, at in (("left", x), ("right", x + ADVANCE)):
        lines.append('  <line id="%s-margin-%s-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="%s" x2="%s" y1="600.785" y2="720.121"/>' % (side, weight, at, at))
lines.append(' </g>')
lines.append(' <g id="Symbols">')
for weight, x in ORIGINS.items():
    lines.append('  <g id="%s-S" transform="matrix(1 0 0 1 %s 696)">' % (weight, x))
    lines.append('   ' + variant(weight))
    lines.append('  </g>')
lines.append(' </g>')
lines.append('</svg>')
os.makedirs(OUT, exist_ok=True)
with open(os.path.join(OUT, "emptystate.heart.sparkle.svg"), "w") as f:
    f.write("\n".join(lines) + "\n")
with open(os.path.join(OUT, "Contents.json"), "w") as f:
    json.dump({"info": {"author": "xcode", "version": 1},
               "symbols": [{"filename": "emptystate.heart.sparkle.svg", "idiom": "universal"}]}, f, indent=2)
    f.write("\n")
with open(os.path.join(os.path.dirname(OUT), "Contents.json"), "w") as f:
    json.dump({"info": {"author": "xcode", "version": 1}}, f, indent=2)
    f.write("\n")
