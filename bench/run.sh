#!/usr/bin/env bash
# make bench: how fast emptystate renders stills, against rsvg-convert, headless Chromium and a
# minimal C program (bench/minimal.c), all on the same screens, in one run. Prints a Markdown
# table with PASS/FAIL against the targets; the README keeps a copy of a run.
#
#   bench/run.sh                 uses .build/release/emptystate (make bench builds it first)
#   BIN=path/to/emptystate bench/run.sh
#
# Knobs (environment): TEMPLATES (100), RUNS (best of, 3), CHROMIUM_SCREENS (20), MINIMAL_FRAMES (200),
# MATRIX_TEMPLATES (9: the trait matrix, 2 color schemes × 12 content sizes, on this many),
# COLD_RUNS (15: alternating cold renders and rsvg-convert runs), DISTINCT_SCREENS (90),
# DISTINCT_RUNS (5: alternating rounds of the distinct export and the floor), CORPUS.
# Exits non-zero, with a line saying which, when a peer that a ratio needs is missing.
# SERVE_ROUNDS (20: template edits timed through `emptystate serve`).
# SYMBOL_NAMES (1000: composed SF Symbol names against as many mapped ones).
# bench/changed_since.sh measures its row alone too (check --changed-since ÷ full check).
set -euo pipefail

cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/emptystate}
TEMPLATES=${TEMPLATES:-100}
RUNS=${RUNS:-3}
CHROMIUM_SCREENS=${CHROMIUM_SCREENS:-20}
MINIMAL_FRAMES=${MINIMAL_FRAMES:-200}
MATRIX_TEMPLATES=${MATRIX_TEMPLATES:-9}
SERVE_ROUNDS=${SERVE_ROUNDS:-20}
DEVICE=iphone-8 # 375 × 667 points @2x = 750 × 1334 pixels
JOBS=$(nproc)

[ -x "$BIN" ] || { echo "bench: $BIN is missing; run make build (or make bench)" >&2; exit 1; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")

# The tools, installed the way `make setup` installs the libraries: only what is missing.
PACKAGES="time librsvg2-bin chromium gcc pkg-config libpango1.0-dev libpng-dev"
missing=$(for p in $PACKAGES; do dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed' || echo "$p"; done)
if [ -n "$missing" ]; then
    SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
    echo "bench: installing $(echo $missing)" >&2
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >&2
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/emptystate-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
started=$(date +%s)
say() { echo "bench: $*" >&2; }
# seconds since the epoch, with nanoseconds
now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.${2:-1}f\", $1 }"; }
pass() { awk "BEGIN { exit !($1) }" && echo PASS || echo FAIL; }

# A peer that cannot run means a ratio that cannot be measured: stop, loudly, naming it.
need_peer() { # command what-it-measures
    command -v "$1" > /dev/null || { echo "bench: FAILED: $1 is missing, so $2 cannot be measured (apt-get install ${3:-$1})" >&2; exit 1; }
}
need_peer rsvg-convert "the cold-render ratio" librsvg2-bin
need_peer gcc "the distinct-screen floor"
need_peer pkg-config "the distinct-screen floor"

# 1. TEMPLATES templates: the shipped ones, copied round-robin under unique names.
# shellcheck source=bench/copies.sh
. bench/copies.sh
copy_templates "$WORK/templates" "$TEMPLATES"
mapfile -t shipped < <(shipped_templates)
say "$TEMPLATES templates from ${#shipped[@]} shipped ones"

# One export into a new folder (a rerun into the same one would skip unchanged outputs), timed by
# /usr/bin/time. Folders are only removed at the end: deleting hundreds of files just before
# creating as many makes ext4 search its inode tables, which would be timed as ours.
# Sets once_s (wall seconds) and once_kb (peak resident set).
# The shipped templates declare a light and dark matrix; the stills measures are of one trait
# collection (TRAITS), the matrix measure of 2 × 12.
TRAITS=${TRAITS:---color-scheme light}
# Every button state of every screen, as before export wrote one file per distinct picture: the
# stills measured stay the same work from run to run (alike states reuse the first one's bytes).
ALL_STATES="--state normal,highlighted,disabled,selected"
export_once() { # jobs format out [templates folder]
    local started=$EPOCHREALTIME
    # shellcheck disable=SC2086
    local states=$ALL_STATES
    case " $TRAITS " in *" --state "*) states="" ;; esac
    if ! /usr/bin/time -v -o "$WORK/time.txt" "$BIN" export "${4:-$WORK/templates}" --out "$3" --format "$2" \
            ${DEVICE_ARGS---device $DEVICE} --jobs "$1" $TRAITS $states > /dev/null 2> "$WORK/export.log"; then
        cat "$WORK/export.log" "$WORK/time.txt" >&2
        echo "bench: export --format $2 --jobs $1 failed" >&2
        exit 1
    fi
    # Wall time from bash's clock (microseconds; it includes starting /usr/bin/time): time's own
    # "Elapsed" has 10 ms steps, 3 % of a 0.33 s export. Peak memory from time.
    once_s=$(calc "$EPOCHREALTIME - $started" 4)
    once_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time.txt")
}

# Best of RUNS (the machine may be busy with other work); peak memory is the largest seen.
# Sets best_s and peak_kb.
best_export() { # jobs format out [templates folder]
    best_s="" peak_kb=0
    for ((run = 0; run < RUNS; run++)); do
        export_once "$1" "$2" "$3-$run" "${4:-}"
        if [ -z "$best_s" ] || awk "BEGIN { exit !($once_s < $best_s) }"; then best_s=$once_s; fi
        if [ "$once_kb" -gt "$peak_kb" ]; then peak_kb=$once_kb; fi
    done
}

# Two exports for one ratio, alternating RUNS times, best of each: on a shared host a burst of
# load then falls on both sides of the ratio, not on three runs of one side. Each side's TRAITS
# and templates folder are given; sets pair_a_s, pair_b_s and peak_kb (of the first side).
best_pair() { # jobs format out-a traits-a folder-a out-b traits-b folder-b
    local saved=$TRAITS a_s="" b_s="" a_kb=0
    for ((run = 0; run < RUNS; run++)); do
        TRAITS=$4; export_once "$1" "$2" "$3-$run" "$5"
        if [ -z "$a_s" ] || awk "BEGIN { exit !($once_s < $a_s) }"; then a_s=$once_s; fi
        if [ "$once_kb" -gt "$a_kb" ]; then a_kb=$once_kb; fi
        TRAITS=$7; export_once "$1" "$2" "$6-$run" "$8"
        if [ -z "$b_s" ] || awk "BEGIN { exit !($once_s < $b_s) }"; then b_s=$once_s; fi
    done
    TRAITS=$saved pair_a_s=$a_s pair_b_s=$b_s peak_kb=$a_kb
}

# 1b. Cold render: one `render` process for one screen, as shell loops, Makefiles and hooks call
# it, against rsvg-convert turning the SVG we export for the same screen into a PNG of the same
# pixel size. COLD_RUNS alternating runs of each, medians; timed with bash's EPOCHREALTIME (no
# fork for the clock). The DZN corpus's Airbnb screen when ../shared/dzn-corpus is there (the
# screen the issue measured), otherwise a shipped template.
COLD_RUNS=${COLD_RUNS:-15}
CORPUS=${CORPUS:-../shared/dzn-corpus}
if [ -f "$CORPUS/templates/airbnb.yaml" ]; then
    cold_template=$CORPUS/templates/airbnb.yaml
else
    cold_template=Templates/no-messages.yaml
    say "$CORPUS is absent: the cold render uses $cold_template instead of the corpus's Airbnb screen"
fi
cold_name=$(basename "$cold_template" .yaml)
"$BIN" render "$cold_template" -o "$WORK/cold.svg" 2> /dev/null
"$BIN" render "$cold_template" -o "$WORK/cold.png" 2> /dev/null
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4, $5 * 16777216 + $6 * 65536 + $7 * 256 + $8 }'; }
read -r cold_w cold_h < <(png_size "$WORK/cold.png")
svg_w=$(grep -o 'width="[0-9.]*px"' "$WORK/cold.svg" | head -1 | tr -dc '0-9.')
cold_zoom=$(calc "$cold_w / $svg_w" 4)
rsvg_cold() { rsvg-convert --dpi-x 72 --dpi-y 72 --zoom "$cold_zoom" -o "$WORK/cold-rsvg.png" "$WORK/cold.svg"; }
ours_cold() { "$BIN" render "$cold_template" -o "$WORK/cold.png" 2> /dev/null; }
rsvg_cold && ours_cold # once each untimed: files in the page cache for both
[ "$(png_size "$WORK/cold-rsvg.png")" = "$cold_w $cold_h" ] || { echo "bench: FAILED: rsvg-convert's PNG is not ${cold_w} × ${cold_h}, so the cold-render ratio cannot be measured" >&2; exit 1; }
# The C floor's cold frame: bench/floor.c as a process drawing and encoding one screen on one
# thread (its libraries loaded, its fonts found, one PNG written), the least a cold render costs.
gcc -O2 -pthread -o "$WORK/floor" bench/floor.c $(pkg-config --cflags --libs pangocairo libpng)
mkdir -p "$WORK/floor-cold"
floor_cold() { "$WORK/floor" "$WORK/floor-cold" 1 1 > /dev/null; }
floor_cold
say "cold render of $cold_name ($cold_w × $cold_h px) against rsvg-convert on its SVG and the floor's cold frame; --version of both; $COLD_RUNS alternating runs"
: > "$WORK/cold-ours.txt"; : > "$WORK/cold-rsvg.txt"; : > "$WORK/cold-help.txt"; : > "$WORK/cold-floor.txt"
: > "$WORK/version-ours.txt"; : > "$WORK/version-rsvg.txt"
ms_since() { calc "($2 - $1) * 1000" 2; echo; }
for ((run = 0; run < COLD_RUNS; run++)); do
    t0=$EPOCHREALTIME; ours_cold; t1=$EPOCHREALTIME; rsvg_cold; t2=$EPOCHREALTIME; "$BIN" --help > /dev/null; t3=$EPOCHREALTIME
    floor_cold; t4=$EPOCHREALTIME; "$BIN" --version > /dev/null; t5=$EPOCHREALTIME; rsvg-convert --version > /dev/null; t6=$EPOCHREALTIME
    ms_since "$t0" "$t1" >> "$WORK/cold-ours.txt"; ms_since "$t1" "$t2" >> "$WORK/cold-rsvg.txt"; ms_since "$t2" "$t3" >> "$WORK/cold-help.txt"
    ms_since "$t3" "$t4" >> "$WORK/cold-floor.txt"; ms_since "$t4" "$t5" >> "$WORK/version-ours.txt"; ms_since "$t5" "$t6" >> "$WORK/version-rsvg.txt"
done
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
cold_ms=$(median "$WORK/cold-ours.txt") cold_rsvg_ms=$(median "$WORK/cold-rsvg.txt") help_ms=$(median "$WORK/cold-help.txt")
cold_floor_ms=$(median "$WORK/cold-floor.txt") version_ms=$(median "$WORK/version-ours.txt") version_rsvg_ms=$(median "$WORK/version-rsvg.txt")
cold_ratio=$(calc "$cold_ms / $cold_rsvg_ms" 2)
cold_floor_ratio=$(calc "$cold_ms / $cold_floor_ms" 2)
version_ratio=$(calc "$version_ms / $version_rsvg_ms" 2)
# The binaries' sizes: the main one without swift-syntax, the Swift reader with it.
reader_bin="$(dirname "$BIN")/emptystate-swift-reader"
[ -x "$reader_bin" ] || { echo "bench: FAILED: $reader_bin is missing (make build builds it beside $BIN), so Swift import cannot be measured" >&2; exit 1; }
bin_mb=$(calc "$(stat -c %s "$BIN") / 1048576" 1) reader_mb=$(calc "$(stat -c %s "$reader_bin") / 1048576" 1)

# 1c. Distinct screens: DISTINCT_SCREENS templates (the shipped ones round-robin, each with its
# own vertical offset, so no two screens are alike and nothing is reused), one state, one
# variant, one trait collection each, on $DEVICE (the floor's size), exported with --jobs 2,
# against bench/floor.c drawing and encoding as many distinct screens on 2 threads;
# alternating, best of DISTINCT_RUNS each.
DISTINCT_SCREENS=${DISTINCT_SCREENS:-90}
mkdir -p "$WORK/distinct-templates"
copy_assets "$WORK/distinct-templates"
for ((i = 0; i < DISTINCT_SCREENS; i++)); do
    source=${shipped[i % ${#shipped[@]}]}
    base=$(basename "$source" .yaml)
    # Every template gets its own top-level verticalOffset (some have none to replace); the
    # content-unavailable styles, which have none, their own top margin.
    shift=$(( i / ${#shipped[@]} * 4 ))
    if grep -q '^style: \(uikit\|swiftui\)' "$source"; then
        { sed -e "s/^name:.*/name: $base-$i/" -e "/^directionalLayoutMargins:/d" "$source"; echo; echo "directionalLayoutMargins: [$(( shift + 16 )), 32, 16, 32]"; }
    else
        { sed -e "s/^name:.*/name: $base-$i/" -e "/^verticalOffset:/d" "$source"; echo; echo "verticalOffset: $(( shift - 20 ))"; }
    fi > "$WORK/distinct-templates/$base-$i.yaml"
done
# Each side takes half a second: five rounds by default, so that a burst of load on a shared host
# rarely decides the ratio.
DISTINCT_RUNS=${DISTINCT_RUNS:-5}
say "distinct screens: $DISTINCT_SCREENS, export --jobs 2 against bench/floor.c on 2 threads (best of $DISTINCT_RUNS)"
distinct_best_s="" distinct_kb=0 floor_rate=0 floor_process_best_s="" distinct_cpu_s="" floor_cpu_s=""
# CPU seconds (user + system) of the last /usr/bin/time -v report in $1.
cpu_seconds() { awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.4f", s }' "$1"; }
for ((run = 0; run < DISTINCT_RUNS; run++)); do
    saved_traits=$TRAITS
    # On the floor's own screen size (iphone-8 @2x, 750 × 1334): templates on @3x devices
    # would otherwise be measured against a floor that draws a third of their pixels.
    # The floor draws and encodes; it does not review: neither does this export (what the
    # review costs is its own row, export with it ÷ without).
    TRAITS="--color-scheme light --locale en --layout-direction ltr --state normal --variant default --device $DEVICE --no-audit"
    export_once 2 png "$WORK/distinct-$run" "$WORK/distinct-templates"
    TRAITS=$saved_traits
    if [ -z "$distinct_best_s" ] || awk "BEGIN { exit !($once_s < $distinct_best_s) }"; then distinct_best_s=$once_s; fi
    if [ "$once_kb" -gt "$distinct_kb" ]; then distinct_kb=$once_kb; fi
    cpu=$(cpu_seconds "$WORK/time.txt")
    if [ -z "$distinct_cpu_s" ] || awk "BEGIN { exit !($cpu < $distinct_cpu_s) }"; then distinct_cpu_s=$cpu; fi
    mkdir -p "$WORK/floor-$run"
    # The floor's rate is of its warm loop; the same run, timed as a process from start to exit
    # (loading, fonts, warm-up screens), and its CPU time, put our export's beside it.
    floor_started=$EPOCHREALTIME
    rate=$(/usr/bin/time -v -o "$WORK/floor-time.txt" "$WORK/floor" "$WORK/floor-$run" "$DISTINCT_SCREENS" 2 | awk '/screens_per_second/ { print $2 }')
    floor_process_s=$(calc "$EPOCHREALTIME - $floor_started" 4)
    [ -n "$rate" ] || { echo "bench: FAILED: bench/floor.c did not run, so the distinct-screen ratio cannot be measured" >&2; exit 1; }
    if awk "BEGIN { exit !($rate > $floor_rate) }"; then floor_rate=$rate; fi
    if [ -z "$floor_process_best_s" ] || awk "BEGIN { exit !($floor_process_s < $floor_process_best_s) }"; then floor_process_best_s=$floor_process_s; fi
    cpu=$(cpu_seconds "$WORK/floor-time.txt")
    if [ -z "$floor_cpu_s" ] || awk "BEGIN { exit !($cpu < $floor_cpu_s) }"; then floor_cpu_s=$cpu; fi
done
distinct_pngs=$(find "$WORK/distinct-0" -name '*.png' | wc -l)
distinct_unique=$(find "$WORK/distinct-0" -name '*.png' -exec md5sum {} + | awk '{ print $1 }' | sort -u | wc -l)
[ "$distinct_pngs" = "$DISTINCT_SCREENS" ] && [ "$distinct_unique" = "$DISTINCT_SCREENS" ] \
    || { echo "bench: FAILED: the distinct-screen export wrote $distinct_pngs PNGs, $distinct_unique distinct; expected $DISTINCT_SCREENS" >&2; exit 1; }
distinct_rate=$(calc "$DISTINCT_SCREENS / $distinct_best_s" 0)
distinct_ratio=$(calc "$distinct_rate / $floor_rate" 2)
floor_process_rate=$(calc "$DISTINCT_SCREENS / $floor_process_best_s" 0)
distinct_process_ratio=$(calc "$distinct_rate / $floor_process_rate" 2)
distinct_cpu_ms=$(calc "$distinct_cpu_s * 1000 / $DISTINCT_SCREENS" 2)
floor_cpu_ms=$(calc "$floor_cpu_s * 1000 / $DISTINCT_SCREENS" 2)
distinct_cpu_ratio=$(calc "$distinct_cpu_s / $floor_cpu_s" 2)
distinct_mb=$(calc "$distinct_kb / 1024" 0)

# 1d. SF Symbol names: SYMBOL_NAMES distinct names the stand-in table does not map, each drawn
# from its parts, against as many screens of the names it maps (its 816 names, then the first
# again at bold until there are as many): one symbol per screen, 64 pt, one state, exported with
# --jobs $JOBS, alternating, best of RUNS. Per symbol, composed ÷ mapped (target: at most 1.2).
SYMBOL_NAMES=${SYMBOL_NAMES:-1000}
"$BIN" symbols > "$WORK/all-names.txt"
# shellcheck disable=SC2046
"$BIN" symbols $(cat "$WORK/all-names.txt") > "$WORK/how-drawn.txt" 2> /dev/null || true
grep -F ': stand-in composed' "$WORK/how-drawn.txt" | cut -d: -f1 | sed -n "1,${SYMBOL_NAMES}p" > "$WORK/composed-names.txt"
grep -F ': stand-in icon' "$WORK/how-drawn.txt" | cut -d: -f1 > "$WORK/mapped-names.txt"
symbol_screen() { # folder index name weight
    printf 'name: symbol-%s\ncanvas: { size: [96, 96], scale: 2 }\nbackgroundColor: "#FFFFFF"\nimage: { systemName: "%s", pointSize: 64, weight: %s }\n' "$2" "$3" "$4" > "$1/symbol-$2.yaml"
}
mkdir -p "$WORK/symbols-composed" "$WORK/symbols-mapped"
i=0; while read -r name; do symbol_screen "$WORK/symbols-composed" $i "$name" regular; i=$((i + 1)); done < "$WORK/composed-names.txt"
composed_count=$i
i=0; while [ $i -lt "$composed_count" ]; do
    while read -r name && [ $i -lt "$composed_count" ]; do
        symbol_screen "$WORK/symbols-mapped" $i "$name" $([ $i -lt "$(wc -l < "$WORK/mapped-names.txt")" ] && echo regular || echo bold); i=$((i + 1))
    done < "$WORK/mapped-names.txt"
done
[ "$composed_count" -ge 100 ] || { echo "bench: FAILED: only $composed_count composed symbol names (is the SF Symbols name list installed? make setup)" >&2; exit 1; }
say "symbols: $composed_count composed names against as many mapped ones, --jobs $JOBS (best of $RUNS)"
symbol_traits="--color-scheme light --locale en --layout-direction ltr --state normal --variant default --no-audit"
# On the screens' own 96 × 96 pt canvas, so that the symbol, not the screen, is what is timed.
DEVICE_ARGS="" best_pair "$JOBS" png "$WORK/sym-composed" "$symbol_traits" "$WORK/symbols-composed" "$WORK/sym-mapped" "$symbol_traits" "$WORK/symbols-mapped"
composed_ms=$(calc "$pair_a_s * 1000 / $composed_count" 3)
mapped_ms=$(calc "$pair_b_s * 1000 / $composed_count" 3)
symbols_names_ratio=$(calc "$pair_a_s / $pair_b_s" 2)

# 2. Our stills: every variant × 4 states as PNG, all cores, then one core.
# 2a. The accessibility review is part of every export (findings in the manifest and gallery):
# the same export with --no-audit, alternating with it, says what it costs (target: at most 15 %).
say "export --format png, --jobs $JOBS, with and without --no-audit, alternating (best of $RUNS each)"
best_pair "$JOBS" png "$WORK/png" "$TRAITS" "$WORK/templates" "$WORK/png-no-audit" "$TRAITS --no-audit" "$WORK/templates"
parallel_s=$pair_a_s parallel_kb=$peak_kb no_audit_s=$pair_b_s
audit_ratio=$(calc "$parallel_s / $no_audit_s" 2)
stills=$(find "$WORK/png-0" -name '*.png' | wc -l)
# States that look alike reuse the first one's bytes: count the stills actually drawn and encoded.
distinct=$(find "$WORK/png-0" -name '*.png' -printf '%h\n' | sort -u | while read -r dir; do md5sum "$dir"/*.png | awk '{ print $1 }' | sort -u | wc -l; done | awk '{ s += $1 } END { print s }')
say "export --format png, --jobs 1 (best of $RUNS)"
best_export 1 png "$WORK/png1"
single_s=$best_s single_kb=$peak_kb

stills_per_s=$(calc "$stills / $parallel_s")
single_per_s=$(calc "$stills / $single_s")
ms_per_still=$(calc "$single_s * 1000 / $stills" 2)
ms_per_distinct=$(calc "$single_s * 1000 / $distinct" 2)
ours_ms_parallel=$(calc "$parallel_s * 1000 / $stills" 2)
peak_mb=$(calc "$parallel_kb / 1024" 0)
peak1_mb=$(calc "$single_kb / 1024" 0)

# 2b. The trait matrix: MATRIX_TEMPLATES templates in 2 color schemes × 12 content sizes, against
# the same templates in one trait collection: what one screen of a matrix costs.
say "trait matrix: $MATRIX_TEMPLATES templates, light + dark × 12 content sizes (best of $RUNS)"
mkdir -p "$WORK/matrix-templates"
copy_assets "$WORK/matrix-templates"
for f in $(ls "$WORK"/templates/*.yaml | head -n "$MATRIX_TEMPLATES"); do cp "$f" "$WORK/matrix-templates/"; done
best_export "$JOBS" png "$WORK/one-trait" "$WORK/matrix-templates"
one_trait_s=$best_s
one_trait_stills=$(find "$WORK/one-trait-0" -name '*.png' | wc -l)
saved_traits=$TRAITS
TRAITS="--color-scheme light,dark --content-size all"
best_export "$JOBS" png "$WORK/matrix" "$WORK/matrix-templates"
TRAITS=$saved_traits
matrix_s=$best_s matrix_kb=$peak_kb
matrix_stills=$(find "$WORK/matrix-0" -name '*.png' | wc -l)
one_trait_ms=$(calc "$one_trait_s * 1000 / $one_trait_stills" 2)
matrix_ms=$(calc "$matrix_s * 1000 / $matrix_stills" 2)
matrix_ratio=$(calc "$matrix_ms / $one_trait_ms" 2)
matrix_mb=$(calc "$matrix_kb / 1024" 0)

# 2c. Six locales (en, de, ja, ar, and the pseudo-locales en-XA, en-XL) of the same templates.
say "locales: $MATRIX_TEMPLATES templates × 6 locales (best of $RUNS)"
TRAITS="--color-scheme light --locale en,de,ja,ar,en-XA,en-XL"
best_export "$JOBS" png "$WORK/locales" "$WORK/matrix-templates"
TRAITS=$saved_traits
locales_s=$best_s
locales_stills=$(find "$WORK/locales-0" -name '*.png' | wc -l)
locales_ms=$(calc "$locales_s * 1000 / $locales_stills" 2)
locales_ratio=$(calc "$locales_ms / $one_trait_ms" 2)

# 2d. Symbols and the modern layouts: SYMBOL_TEMPLATES distinct SwiftUI-style templates with an SF
# Symbol (drawn from the stand-in set: parsed, weighted, composed as SVG) against as many DZN
# templates with a PNG image, each set exported on its own, same run.
SYMBOL_TEMPLATES=${SYMBOL_TEMPLATES:-60}
say "symbols: $SYMBOL_TEMPLATES modern templates with a symbol against $SYMBOL_TEMPLATES DZN templates with a PNG (best of $RUNS)"
mkdir -p "$WORK/symbol-templates" "$WORK/png-templates"
cat > "$WORK/art.yaml" <<'YAML'
canvas: { size: [96, 96], scale: 2 }
backgroundColor: clear
image: art/no-favorites
YAML
copy_assets "$WORK"
"$BIN" render "$WORK/art.yaml" -o "$WORK/png-templates/art@2x.png" > /dev/null 2>&1
for ((i = 0; i < SYMBOL_TEMPLATES; i++)); do
    cat > "$WORK/symbol-templates/symbol-$i.yaml" <<YAML
style: swiftui
canvas: { device: $DEVICE }
image: { systemName: tray.fill }
title: No Mail $i
description: New messages appear here.
button: { style: borderedProminent, title: Refresh, image: { systemName: arrow.clockwise } }
YAML
    cat > "$WORK/png-templates/png-$i.yaml" <<YAML
canvas: { device: $DEVICE }
backgroundColor: "#FFFFFF"
image: art
title: No Mail $i
description: New messages appear here.
button: { title: Refresh }
YAML
done
best_export "$JOBS" png "$WORK/symbols" "$WORK/symbol-templates"
symbols_s=$best_s
symbols_stills=$(find "$WORK/symbols-0" -name '*.png' | wc -l)
best_export "$JOBS" png "$WORK/pngs" "$WORK/png-templates"
pngs_s=$best_s
pngs_stills=$(find "$WORK/pngs-0" -name '*.png' | wc -l)
symbols_rate=$(calc "$symbols_stills / $symbols_s" 0)
pngs_rate=$(calc "$pngs_stills / $pngs_s" 0)
symbols_ratio=$(calc "$symbols_rate / $pngs_rate" 2)

# 2e. Import: IMPORT_FILES Swift files of about 3 kB, each a view with a ContentUnavailableView
# among other code: `import --json` on all of them (target: at most 3 s), then `export` straight
# from the sources against `export` of the templates `import --out` wrote (at most 1.2 times).
IMPORT_FILES=${IMPORT_FILES:-1000}
say "import: $IMPORT_FILES Swift files; export from sources against export of the imported templates (best of $RUNS)"
mkdir -p "$WORK/swift"
python3 - "$WORK/swift" "$IMPORT_FILES" <<'PY'
import sys
folder, count = sys.argv[1], int(sys.argv[2])
symbols = ["tray", "magnifyingglass", "wifi.slash", "star", "heart", "bell", "folder", "doc", "photo", "person.2"]
for i in range(count):
    filler = "".join(f"""
    func format{k}(_ value: Double) -> String {{
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = {k % 4}
        return formatter.string(from: NSNumber(value: value * {k + 1}.0)) ?? ""
    }}
""" for k in range(9))
    text = f"""import SwiftUI

struct Screen{i}View: View {{
    @State private var items: [String] = []
    @State private var query = ""

    var body: some View {{
        if items.isEmpty {{
            ContentUnavailableView {{
                Label("Nothing Here {i}", systemImage: "{symbols[i % len(symbols)]}")
            }} description: {{
                Text("Items you add to list {i} will appear here.")
            }} actions: {{
                Button("Add Item") {{ items.append("New") }}
                    .buttonStyle(.borderedProminent)
            }}
        }} else {{
            List(items, id: \\.self) {{ Text($0) }}
        }}
    }}
{filler}}}
"""
    open(f"{folder}/Screen{i}View.swift", "w").write(text)
PY
import_s=""
for ((run = 0; run < RUNS; run++)); do
    t0=$(now); "$BIN" import "$WORK/swift" --json > "$WORK/import.json" 2> /dev/null; t1=$(now)
    s=$(calc "$t1 - $t0" 3)
    if [ -z "$import_s" ] || awk "BEGIN { exit !($s < $import_s) }"; then import_s=$s; fi
done
imported_screens=$(grep -c '"kind"' "$WORK/import.json" || true)
"$BIN" import "$WORK/swift" --out "$WORK/imported" > /dev/null 2>&1
import_traits="--color-scheme light --state normal --device $DEVICE"
best_pair "$JOBS" png "$WORK/from-sources" "$import_traits" "$WORK/swift" "$WORK/from-imported" "$import_traits" "$WORK/imported"
from_sources_s=$pair_a_s from_imported_s=$pair_b_s
sources_ratio=$(calc "$from_sources_s / $from_imported_s" 2)

# 3. rsvg-convert on our own SVGs of the same screens, one process per SVG, $JOBS at a time.
say "export --format svg; rsvg-convert each"
"$BIN" export "$WORK/templates" --out "$WORK/svg" --format svg --device "$DEVICE" --jobs "$JOBS" $TRAITS > /dev/null 2>&1
find "$WORK/svg" -name resting.svg | sort > "$WORK/svgs.txt"
screens=$(wc -l < "$WORK/svgs.txt")
mkdir -p "$WORK/rsvg"
# Our SVGs are 375 px wide (1 px = 1 pt); zoom 2 makes the 750 × 1334 pixels of the export.
t0=$(now)
awk '{ print NR, $0 }' "$WORK/svgs.txt" | xargs -P "$JOBS" -n 2 sh -c 'rsvg-convert --dpi-x 72 --dpi-y 72 --zoom 2 -o "$0/$1.png" "$2"' "$WORK/rsvg"
t1=$(now)
rsvg_ms=$(calc "($t1 - $t0) * 1000 / $screens" 2)
rsvg_ok=$(find "$WORK/rsvg" -name '*.png' -size +0 | wc -l)
rsvg_factor=$(calc "$rsvg_ms / $ours_ms_parallel" 1)

# 4. Headless Chromium screenshotting the first CHROMIUM_SCREENS of those SVGs, $JOBS at a time.
chromium_screens=$(( screens < CHROMIUM_SCREENS ? screens : CHROMIUM_SCREENS ))
say "headless Chromium on $chromium_screens SVGs"
mkdir -p "$WORK/chromium"
t0=$(now)
head -n "$chromium_screens" "$WORK/svgs.txt" | awk '{ print NR, $0 }' | xargs -P "$JOBS" -n 2 sh -c \
    'chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$0/profile-$1" \
        --screenshot="$0/$1.png" --window-size=375,667 --force-device-scale-factor=2 "file://$2" > /dev/null 2>&1' "$WORK/chromium"
t1=$(now)
chromium_ms=$(calc "($t1 - $t0) * 1000 / $chromium_screens" 1)
chromium_ok=$(find "$WORK/chromium" -maxdepth 1 -name '*.png' -size +0 | wc -l)
chromium_factor=$(calc "$chromium_ms / $ours_ms_parallel" 0)

# 5. The minimal C program: one comparable screen, drawn and encoded MINIMAL_FRAMES times.
say "bench/minimal.c, $MINIMAL_FRAMES frames"
gcc -O2 -o "$WORK/minimal" bench/minimal.c $(pkg-config --cflags --libs pangocairo libpng)
minimal_ms=$("$WORK/minimal" "$WORK/minimal.png" "$MINIMAL_FRAMES" | awk '/ms_per_frame/ { print $2 }')
minimal_ratio=$(calc "$ms_per_still / $minimal_ms" 2)
minimal_ratio_distinct=$(calc "$ms_per_distinct / $minimal_ms" 2)

# 6. emptystate serve on the same templates: how soon the first page is usable, and how soon a
# saved edit is a new image on the page (write, SSE event with the new URLs, image; bench/serve_latency.py).
say "serve: first page and $SERVE_ROUNDS edits"
"$BIN" serve "$WORK/templates" --port 0 --device "$DEVICE" $TRAITS > "$WORK/serve.out" 2> "$WORK/serve.err" &
serve_pid=$!
t0=$(now)
for ((i = 0; i < 1200; i++)); do grep -q 'http://' "$WORK/serve.out" 2> /dev/null && break; sleep 0.025; done
serve_start_ms=$(calc "($(now) - $t0) * 1000" 0)
serve_port=$(grep -o 'http://[^ ]*' "$WORK/serve.out" | sed 's|.*:\([0-9]*\)/$|\1|')
[ -n "$serve_port" ] || { cat "$WORK/serve.err" >&2; echo "bench: serve did not start" >&2; exit 1; }
first=$(basename "${shipped[0]}" .yaml)
serve_json=$(python3 bench/serve_latency.py "$serve_port" "$WORK/templates/$first-0.yaml" "$first-0" "$SERVE_ROUNDS")
kill "$serve_pid"; wait "$serve_pid" 2> /dev/null || true
field() { python3 -c "import json, sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$serve_json" "$1"; }
first_page_ms=$(field first_page_ms) serve_screens=$(field screens)
edit_ms=$(field image_ms_median) edit_max_ms=$(field image_ms_max) event_ms=$(field event_ms_median)

# 7. check --changed-since: 1 changed template of the same templates against the full check
# (bench/changed_since.sh, which prints its row).
say "check --changed-since: 1 changed template of $TEMPLATES against the full check (best of $RUNS)"
changed_since_row=$(BIN=$BIN RUNS=$RUNS DEVICE=$DEVICE TRAITS=$TRAITS JOBS=$JOBS bench/changed_since.sh "$WORK/templates")

elapsed=$(( $(date +%s) - started ))
cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
cat <<EOF

### Benchmark ($(date -u +%Y-%m-%d), $JOBS cores: ${cpu:-unknown CPU}; $TEMPLATES templates, $DEVICE 750 × 1334 px)

| measure | value | target | |
|---|---|---|---|
| cold \`render\` of $cold_name to PNG, ms (median of $COLD_RUNS, process start to exit) | $cold_ms | | |
| rsvg-convert on that screen's SVG, same $cold_w × $cold_h px, ms (median, alternating) | $cold_rsvg_ms | | |
| cold render ÷ rsvg-convert | $cold_ratio | ≤ 0.7 | $(pass "$cold_ratio <= 0.7") |
| \`emptystate --help\`, ms (median) | $help_ms | | |
| the C floor's cold frame (bench/floor.c, one screen, one thread, process start to exit), ms (median, alternating) | $cold_floor_ms | | |
| cold render ÷ the floor's cold frame | $cold_floor_ratio | ≤ 1.1 | $(pass "$cold_floor_ratio <= 1.1") |
| \`emptystate --version\`, ms (median; \`rsvg-convert --version\`: $version_rsvg_ms; ArgumentParser and the loader, not a render: no target) | $version_ms | | |
| \`emptystate --version\` ÷ \`rsvg-convert --version\` | $version_ratio | | |
| binaries: emptystate (no swift-syntax) and emptystate-swift-reader, MB | $bin_mb and $reader_mb | | |
| distinct screens per second, $DISTINCT_SCREENS screens one state each, --jobs 2 ($distinct_mb MB) | $distinct_rate | | |
| floor (bench/floor.c): distinct screens per second on 2 threads, same run | $(calc "$floor_rate" 0) | | |
| distinct screens ÷ floor (its rate leaves out its own start: no target) | $distinct_ratio | | |
| the floor as a process, start to exit (loading, fonts, its 2 warm-up screens): distinct screens per second | $floor_process_rate | | |
| distinct screens ÷ the floor as a process, start to exit | $distinct_process_ratio | ≥ 0.9 | $(pass "$distinct_process_ratio >= 0.9") |
| CPU (user + system) per distinct screen, ms: ours, whole process (the floor's whole process: $floor_cpu_ms) | $distinct_cpu_ms | | |
| our CPU ÷ the floor's, per distinct screen | $distinct_cpu_ratio | | |
| our stills per second, --jobs $JOBS ($stills PNGs in $(calc "$parallel_s" 2) s) | $stills_per_s | ≥ 200 | $(pass "$stills_per_s >= 200") |
| our stills per second, --jobs 1 | $single_per_s | | |
| export with the accessibility review ÷ without (--no-audit: $(calc "$no_audit_s" 2) s) | $audit_ratio | ≤ 1.15 | $(pass "$audit_ratio <= 1.15") |
| ms per still, one thread | $ms_per_still | | |
| ms per distinct still, one thread ($distinct drawn and encoded; identical states reuse bytes) | $ms_per_distinct | | |
| peak memory, --jobs $JOBS (--jobs 1: $peak1_mb MB) | $peak_mb MB | ≤ 150 MB | $(pass "$peak_mb <= 150") |
| ms per still, one trait collection ($MATRIX_TEMPLATES templates, $one_trait_stills PNGs, --jobs $JOBS) | $one_trait_ms | | |
| ms per still, 2 × 12 trait matrix (same templates, $matrix_stills PNGs, --jobs $JOBS, $matrix_mb MB) | $matrix_ms | | |
| matrix ÷ one trait collection, per still | $matrix_ratio | ≤ 1.1 | $(pass "$matrix_ratio <= 1.1") |
| ms per still, 6 locales (same templates, $locales_stills PNGs, --jobs $JOBS) | $locales_ms | | |
| 6 locales ÷ one trait collection, per still | $locales_ratio | ≤ 1.1 | $(pass "$locales_ratio <= 1.1") |
| modern template with a symbol (\`style: swiftui\`, \`tray.fill\` and a button symbol): stills per second, --jobs $JOBS ($symbols_stills PNGs) | $symbols_rate | | |
| DZN template with a PNG image, same screens' texts: stills per second ($pngs_stills PNGs) | $pngs_rate | | |
| symbol template ÷ PNG template, stills per second | $symbols_ratio | ≥ 0.8 | $(pass "$symbols_ratio >= 0.8") |
| SF Symbol names composed from their parts, ms per symbol screen ($composed_count distinct names, --jobs $JOBS) | $composed_ms | | |
| names the stand-in table maps (its icons as they are), ms per symbol screen, same count | $mapped_ms | | |
| composed ÷ mapped, per symbol | $symbols_names_ratio | ≤ 1.2 | $(pass "$symbols_names_ratio <= 1.2") |
| import of $IMPORT_FILES Swift files of about 3 kB ($imported_screens screens), s | $import_s | ≤ 3 | $(pass "$import_s <= 3") |
| export straight from those sources ÷ export of the imported templates (--jobs $JOBS: $(calc "$from_sources_s" 2) s and $(calc "$from_imported_s" 2) s) | $sources_ratio | ≤ 1.2 | $(pass "$sources_ratio <= 1.2") |
| rsvg-convert, ms per screen ($screens SVGs, $JOBS at a time, $rsvg_ok rasterized) | $rsvg_ms | | |
| our speed-up over rsvg-convert per screen ($ours_ms_parallel ms) | ${rsvg_factor}× | ≥ 10× | $(pass "$rsvg_factor >= 10") |
| headless Chromium, ms per screen ($chromium_screens SVGs, $JOBS at a time, $chromium_ok screenshots) | $chromium_ms | | |
| our speed-up over Chromium per screen | ${chromium_factor}× | | |
| minimal C (bench/minimal.c), ms per frame, one thread | $minimal_ms | | |
| ours ÷ minimal C, per still (per distinct still: $minimal_ratio_distinct) | $minimal_ratio | ≤ 2 | $(pass "$minimal_ratio <= 2") |
| serve: first page of $TEMPLATES templates, ms (page, screens JSON of $serve_screens, first 12 thumbnails; $serve_start_ms ms to load and listen) | $first_page_ms | < 1000 | $(pass "$first_page_ms < 1000") |
| serve: saved template to new image, ms, median of $SERVE_ROUNDS (SSE event $event_ms; slowest $edit_max_ms) | $edit_ms | ≤ 100 | $(pass "$edit_ms <= 100") |
$changed_since_row

(bench took ${elapsed} s; best of $RUNS exports each; rsvg-convert $(rsvg-convert --version | awk '{ print $3 }'), $(chromium --version 2>/dev/null | awk '{ print $1, $2 }'))
EOF
