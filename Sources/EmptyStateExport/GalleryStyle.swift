/// The review page's styles, light and dark as the system is. Contrast of every text color on its
/// background is at least 4.5:1 in both (light: secondary #55555B on white 7.2:1, links #0B57B8
/// 6.5:1; badges' text on their tints ≥ 6:1 in both).
enum GalleryStyle {
    static let css = #"""
    :root { color-scheme: light dark; font-family: -apple-system, system-ui, "Inter", "DejaVu Sans", sans-serif;
      --bg: #F2F2F7; --card: #FFFFFF; --text: #1C1C1E; --muted: #55555B; --line: #C7C7CC; --accent: #0B57B8; --on-accent: #FFFFFF;
      --control-line: #8E8E93; --hover: #E5E5EA; --bar-bg: #F2F2F7F0; --shadow: #0000001A; --outline: #E5E5EA; --stage-outline: #D1D1D6;
      --checker-a: #E5E5EA; --checker-b: #FFFFFF; --error-bg: #FDECEA; --error-line: #E6A39B; --error-text: #7A1712;
      --changed-bg: #FFE9C7; --changed-text: #6B3A00; --new-bg: #D9F2DF; --new-text: #0B4A1C; --missing-bg: #FADBD8; --missing-text: #7A1712;
      --unchanged-bg: #E5E5EA; --unchanged-text: #3A3A3C; --bar-h: 56px; }
    /* The system's dark appearance, as the screens under review have one: the same contrast rules
       (text at least 4.5:1 on its background: muted #AEAEB2 on #1C1C1E 7.7:1, links #4C9BFF 6:1). */
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000000; --card: #1C1C1E; --text: #F2F2F7; --muted: #AEAEB2; --line: #38383A; --accent: #4C9BFF; --on-accent: #000000;
        --control-line: #8E8E93; --hover: #2C2C2E; --bar-bg: #000000F0; --shadow: #FFFFFF14; --outline: #38383A; --stage-outline: #48484A;
        --checker-a: #2C2C2E; --checker-b: #3A3A3C; --error-bg: #3B1410; --error-line: #8A3A32; --error-text: #FFC9C4;
        --changed-bg: #4A3000; --changed-text: #FFD8A8; --new-bg: #0E3B1C; --new-text: #B8F0C6; --missing-bg: #4A1410; --missing-text: #FFC9C4;
        --unchanged-bg: #3A3A3C; --unchanged-text: #E5E5EA; }
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; background: var(--bg); color: var(--text); font-size: 15px; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .skip { position: absolute; left: 8px; top: -48px; background: var(--card); color: var(--accent); padding: 8px 12px; border-radius: 8px; z-index: 5; }
    .skip:focus { top: 8px; }
    a { color: var(--accent); }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    button, select, input { font: inherit; color: inherit; }
    button { background: var(--card); border: 1px solid var(--control-line); border-radius: 8px; padding: 6px 12px; cursor: pointer; min-height: 36px; }
    button:hover { background: var(--hover); }
    button[aria-pressed="true"] { background: var(--accent); color: var(--on-accent); border-color: var(--accent); }
    .bar { position: sticky; top: 0; z-index: 3; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center;
      padding: 10px clamp(12px, 3vw, 28px); background: var(--bar-bg); border-bottom: 1px solid var(--line); }
    .bar h1 { font-size: 18px; margin: 0; }
    .bar h1 .mode { font-weight: 400; color: var(--muted); }
    .search { flex: 1 1 220px; max-width: 480px; margin-left: auto; }
    #filter { width: 100%; font-size: 15px; padding: 8px 12px; border-radius: 10px; border: 1px solid var(--control-line); background: var(--card); }
    .count { margin: 0; color: var(--muted); font-size: 13px; min-width: 9em; text-align: right; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: end; padding: 10px clamp(12px, 3vw, 28px) 0; }
    .axis { display: flex; flex-direction: column; gap: 2px; font-size: 12px; color: var(--muted); }
    .axis select { font-size: 14px; color: var(--text); padding: 5px 8px; border-radius: 8px; border: 1px solid var(--control-line); background: var(--card); min-width: 7em; }
    .check { display: flex; gap: 6px; align-items: center; font-size: 14px; min-height: 36px; }
    body:not(.review) .review-only, body[data-live="false"] .live-only { display: none !important; }
    .errors:empty { display: none; }
    .errors { margin: 12px clamp(12px, 3vw, 28px) 0; background: var(--error-bg); border: 1px solid var(--error-line); border-radius: 12px; padding: 8px 16px; }
    .errors p { margin: 6px 0; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; color: var(--error-text); overflow-wrap: anywhere; }
    main { padding: 4px clamp(12px, 3vw, 28px) 48px; }
    main:focus { outline: none; }
    .empty { padding: 32px 0; font-size: 16px; }
    section.template > h2 { position: sticky; top: var(--bar-h); z-index: 2; margin: 16px -8px 8px; padding: 8px; font-size: 17px;
      background: var(--bg); display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
    section.template > h2 .file { font-weight: 400; font-size: 12px; color: var(--muted); overflow-wrap: anywhere; }
    .template-error { margin: 0 0 8px; color: var(--error-text); font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; overflow-wrap: anywhere; }
    .rows { display: flex; flex-wrap: wrap; gap: 4px 36px; align-items: flex-start; }
    .row { margin: 0 0 18px; max-width: 100%; }
    .row h3 { font-size: 13px; font-weight: 600; color: var(--muted); margin: 0 0 8px; }
    .cards { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
    .card { background: var(--card); border-radius: 12px; padding: 8px; box-shadow: 0 1px 2px var(--shadow); max-width: 100%; }
    .card[hidden] { display: none; }
    .card button.open { display: block; padding: 0; border: 0; background: none; width: 100%; border-radius: 6px; min-height: 0; }
    .card img { display: block; width: 100%; height: auto; border-radius: 6px; outline: 1px solid var(--outline);
      background: repeating-conic-gradient(var(--checker-a) 0% 25%, var(--checker-b) 0% 50%) 0 0 / 12px 12px; }
    .card .caption { font-size: 12px; color: var(--muted); margin-top: 6px; line-height: 1.35; }
    .card .caption strong { color: var(--text); font-weight: 600; }
    .same { font-style: italic; }
    /* What changed, in the changed badge's colors: three lines at most on a card (all of it on hover and in the full-size view). */
    .card .changes { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; overflow-wrap: anywhere;
      margin-top: 4px; padding: 2px 6px; border-radius: 4px; background: var(--changed-bg); color: var(--changed-text); }
    .changes-words { margin: 0 0 8px; padding: 6px 10px; border-left: 3px solid var(--changed-text); background: var(--changed-bg); color: var(--changed-text); font-size: 0.9rem; overflow-wrap: anywhere; }
    .badge { display: inline-block; font-size: 11px; font-weight: 700; border-radius: 6px; padding: 1px 6px; margin-right: 4px; text-transform: uppercase; letter-spacing: 0.03em; }
    .badge.changed { background: var(--changed-bg); color: var(--changed-text); }
    .badge.new { background: var(--new-bg); color: var(--new-text); }
    .badge.missing { background: var(--missing-bg); color: var(--missing-text); }
    .badge.error { background: #7A1712; color: #FFFFFF; }
    .badge.fit { background: var(--missing-bg); color: var(--missing-text); }
    .badge.unchanged { background: var(--unchanged-bg); color: var(--unchanged-text); }
    .badge.stand-in { background: var(--unchanged-bg); color: var(--unchanged-text); }
    .stand-ins { margin: 0 0 8px; padding: 6px 10px; border-left: 3px solid var(--missing-text); background: var(--missing-bg); color: var(--missing-text); font-size: 0.85rem; }
    @media (max-width: 520px) {
      .cards { gap: 10px; }
      .card { width: calc(50% - 5px) !important; }
      .card.wide { width: 100% !important; }
      .axis select { min-width: 0; }
      .controls .axis { flex: 1 1 40%; }
    }
    dialog#detail { width: min(100vw - 16px, 1600px); max-width: none; height: min(100vh - 16px, 1400px); max-height: none; padding: 0;
      border: 0; border-radius: 14px; background: var(--bg); color: var(--text); display: none; flex-direction: column; }
    dialog#detail[open] { display: flex; }
    dialog::backdrop { background: #000000B3; }
    .detail-head, .detail-tools { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; padding: 10px 14px; }
    .detail-head { border-bottom: 1px solid var(--line); }
    .detail-head h2 { font-size: 16px; margin: 0; overflow-wrap: anywhere; }
    .spacer { flex: 1; }
    .pos { font-size: 13px; color: var(--muted); }
    .player, .time, .mix { display: inline-flex; gap: 6px; align-items: center; font-size: 14px; }
    #time-out { font-variant-numeric: tabular-nums; min-width: 5em; font-size: 13px; color: var(--muted); }
    .compare { display: inline-flex; gap: 10px; border: 1px solid var(--line); border-radius: 8px; padding: 2px 10px 6px; font-size: 14px; }
    .compare legend { font-size: 12px; color: var(--muted); padding: 0 4px; }
    .approve { background: #0B6B2E; border-color: #0B6B2E; color: #FFFFFF; }
    .approve:hover { background: #08501F; }
    .links a { margin-right: 8px; font-size: 14px; }
    .stage { flex: 1; overflow: auto; padding: 12px; display: flex; gap: 16px; justify-content: center; align-items: flex-start; }
    .stage figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; }
    .stage figcaption { font-size: 13px; color: var(--muted); }
    .stage img { display: block; max-width: 100%; height: auto; max-height: calc(100vh - 230px); width: auto; object-fit: contain;
      background: repeating-conic-gradient(var(--checker-a) 0% 25%, var(--checker-b) 0% 50%) 0 0 / 12px 12px; outline: 1px solid var(--stage-outline); }
    .stage.actual-size img { max-width: none; max-height: none; }
    .stack { position: relative; display: inline-block; }
    .stack img.over { position: absolute; left: 0; top: 0; }
    .stack .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #D7263D; pointer-events: none; }
    @media (prefers-reduced-motion: reduce) { * { scroll-behavior: auto !important; transition: none !important; } }
    """#
}
