extension GalleryScript {
    /// Accessibility findings on the page: a card's badge (its words for screen readers too), the
    /// list in the full-size view, and what the "Accessibility findings only" filter keeps. A
    /// finding the template waives is shown with its reason but never counts as open.
    static let accessibility = #"""
    const findingKinds = { contrast: 'Contrast', dynamicType: 'Dynamic Type', truncated: 'Truncated text',
      touchTarget: 'Touch target', missingLabel: 'No VoiceOver label' };

    function audited() { return Boolean(gallery.data.accessibilityAudit); }
    function openFindings(s) { return (s.accessibility || []).filter(f => !f.waived); }
    // Serve reviews in the background: a screen without findings yet is being reviewed (an
    // export leaves out a clean screen's empty list; a reference no screen makes is never reviewed).
    function findingsPending(s) { return live && audited() && !s.accessibility && s.status !== 'missing'; }

    function plural(n, word) { return `${n} ${word}${n === 1 ? '' : 's'}`; }
    function round1(n) { return String(Math.round(n * 10) / 10); }
    // secondaryButton → secondary button
    function elementName(name) { return name.replace(/[A-Z]/g, c => ` ${c.toLowerCase()}`); }

    // What a screen reader says for the badge and the card: "3 accessibility findings, 1 waived".
    function findingsSummary(s) {
      const all = (s.accessibility || []).length, open = openFindings(s).length;
      if (!all) return '';
      if (!open) return `${plural(all, 'accessibility finding')}, all waived`;
      return plural(open, 'accessibility finding') + (all > open ? `, ${all - open} waived` : '');
    }

    // Open findings: a violet badge with their count; only waived ones: a quiet grey one.
    function findingsBadge(s) {
      const all = s.accessibility || [];
      if (!all.length) return null;
      const open = openFindings(s).length;
      return make('span', { class: open ? 'badge a11y' : 'badge a11y waived',
        title: all.map(f => f.message + (f.waived ? ` (waived: ${f.waived})` : '')).join('\n') },
        make('span', { 'aria-hidden': 'true', text: open ? `A11y ${open}` : `A11y ${all.length} waived` }),
        make('span', { class: 'visually-hidden', text: findingsSummary(s) }));
    }

    // The filter's words: "accessibility", "a11y" and the kinds of the open findings.
    function findingsText(s) {
      const open = openFindings(s);
      return open.length ? `accessibility a11y ${open.map(f => `${f.kind} ${findingKinds[f.kind] || ''}`).join(' ')}` : '';
    }

    // What the filter shows: with "Accessibility findings only", screens with an open finding.
    function matchesFindings(card) { return !view.a11y || openFindings(card.screen).length > 0; }

    // The count beside the filter: screens with open findings, "…" while some are being reviewed.
    function tallyFindings() {
      const open = gallery.cards.filter(c => openFindings(c.screen).length).length;
      const pending = gallery.cards.some(c => findingsPending(c.screen));
      $('#a11y-tally').textContent = `(${open}${pending ? '…' : ''})`;
    }

    // Contrast: the measured ratio and the one needed; a touch target: its size in points.
    function findingMeasure(f) {
      if (f.kind === 'contrast' && typeof f.ratio === 'number') return `${f.ratio.toFixed(2)}:1` + (f.needed ? ` (needs ${f.needed}:1)` : '');
      if (f.kind === 'touchTarget' && f.size) return `${round1(f.size.width)} × ${round1(f.size.height)} pt`;
      return '';
    }

    function findingItem(f) {
      const measure = findingMeasure(f);
      return make('li', { class: f.waived ? 'finding waived' : 'finding', 'data-kind': f.kind },
        make('p', { class: 'finding-head' }, make('strong', { text: findingKinds[f.kind] || f.kind }),
          make('span', { class: 'element', text: elementName(f.element) }), measure ? make('span', { class: 'measure', text: measure }) : null),
        make('p', { class: 'finding-message', text: f.message }),
        f.waived ? make('p', { class: 'finding-waiver' }, make('strong', { text: 'Waived: ' }), f.waived) : null);
    }

    // The full-size view's list: open findings first, then the waived ones with their reasons.
    function showFindings(s) {
      const panel = $('#findings');
      panel.hidden = !audited() || s.status === 'missing';
      if (panel.hidden) return;
      const all = [...(s.accessibility || [])].sort((a, b) => Number(Boolean(a.waived)) - Number(Boolean(b.waived)));
      const open = openFindings(s).length, waived = all.length - open;
      let summary;
      if (findingsPending(s)) summary = 'Being reviewed…';
      else if (!all.length) summary = 'Nothing found: contrast, Dynamic Type, truncation, touch targets and labels pass.';
      else summary = [open ? plural(open, 'finding') : '', waived ? `${waived} waived` : ''].filter(Boolean).join(', ');
      $('#findings-summary').textContent = summary;
      $('#findings-list').replaceChildren(...all.map(findingItem));
    }
    """#
}
