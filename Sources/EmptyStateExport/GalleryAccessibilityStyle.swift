/// The review page's styles for accessibility findings: the cards' badge and the full-size view's
/// list beside the screen (under it on a phone). Violet, a hue no review status uses, so the
/// badge is not read as "changed" or "does not fit"; text on its tint ≥ 8:1 in light and dark,
/// waived findings in the quiet grey of `unchanged`.
enum GalleryAccessibilityStyle {
    static let css = #"""
    :root { --a11y-bg: #EDE5FF; --a11y-text: #4A2A8F; --a11y-line: #7A52D1; }
    @media (prefers-color-scheme: dark) { :root { --a11y-bg: #33205F; --a11y-text: #DCCBFF; --a11y-line: #9F7BFF; } }
    body:not(.audited) .audit-only { display: none !important; }
    /* On the thumbnail's corner, like a count on an app icon: serve learns findings after the
       grid is drawn, and a badge that joined the caption's line would wrap it and shift every card below. */
    .card { position: relative; }
    .card .badge.a11y { position: absolute; top: 12px; right: 12px; margin: 0; font-size: 12px; padding: 2px 7px;
      box-shadow: 0 0 0 1px var(--card), 0 1px 3px #00000040; pointer-events: none; /* a click opens the screen, whose view lists them */ }
    .badge.a11y { background: var(--a11y-bg); color: var(--a11y-text); text-transform: none; letter-spacing: 0; }
    .badge.a11y.waived { background: var(--unchanged-bg); color: var(--unchanged-text); font-weight: 600; }
    /* Wide enough for "(123…)": a count that grows as serve reviews moves nothing beside it. */
    .check .tally { display: inline-block; min-width: 4.5em; color: var(--muted); font-variant-numeric: tabular-nums; }
    .detail-body { flex: 1; display: flex; min-height: 0; }
    .detail-body > .stage { min-width: 0; }
    .findings { flex: 0 0 clamp(280px, 30vw, 420px); align-self: flex-start; max-height: calc(100% - 24px); overflow: auto;
      margin: 12px 14px 12px 0; padding: 12px 16px 14px; background: var(--card); border-radius: 12px; box-shadow: 0 1px 2px var(--shadow); }
    .findings h3 { font-size: 16px; margin: 0 0 2px; }
    .findings-summary { margin: 0 0 10px; font-size: 13px; color: var(--muted); }
    .findings ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
    .finding { border-left: 4px solid var(--a11y-line); padding: 4px 0 4px 10px; }
    .finding.waived { border-left-color: var(--control-line); }
    .finding p { margin: 0; font-size: 13px; line-height: 1.4; overflow-wrap: anywhere; }
    .finding-head { display: flex; flex-wrap: wrap; gap: 2px 8px; align-items: baseline; font-size: 14px !important; }
    .finding .measure { margin-left: auto; font-weight: 700; font-variant-numeric: tabular-nums; color: var(--a11y-text); }
    .finding.waived .measure { color: var(--muted); }
    .finding-message { color: var(--muted); }
    .finding-waiver { margin-top: 4px !important; }
    .finding-waiver strong { font-weight: 600; }
    @media (max-width: 760px) {
      .detail-body { flex-direction: column; overflow: auto; }
      .detail-body > .stage { flex: none; overflow: visible; }
      /* A shorter screen, so the first findings show under it without scrolling. */
      .detail-body > .stage:not(.actual-size):has(+ .findings:not([hidden])) img { max-height: 45vh; }
      .findings { flex: none; align-self: stretch; max-height: none; overflow: visible; margin: 0 12px 12px; }
    }
    """#
}
