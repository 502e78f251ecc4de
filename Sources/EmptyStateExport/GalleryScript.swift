/// The review page's script, in three parts: the grid and its filters (here), the detail view
/// (`detail`), and loading and live updates (`start`). Plain ES2020, no modules, nothing fetched
/// from outside; it must run from file://.
enum GalleryScript {
    static let grid = #"""
    'use strict';
    const $ = (selector, root = document) => root.querySelector(selector);
    const live = document.body.dataset.live === 'true';
    const token = $('meta[name="emptystate-token"]')?.content || '';
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
    const axisNames = ['device', 'variant', 'state', 'colorScheme', 'contentSize', 'contrast', 'layoutDirection'];
    // `events`: how many server events the page has taken in (a fetch under way may be older).
    const gallery = { data: { screens: [], errors: [], review: false }, cards: [], visible: [], byId: new Map(), events: 0 };
    const view = { q: '', changed: false, a11y: false, open: '', axes: {} };

    function make(tag, props = {}, ...children) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(props)) {
        if (value === undefined || value === null || value === false) continue;
        if (key === 'class') node.className = value;
        else if (key === 'text') node.textContent = value;
        else if (key.startsWith('data-') || key.startsWith('aria-') || ['width', 'height', 'alt', 'src', 'href', 'loading', 'decoding', 'type', 'title', 'role', 'id'].includes(key)) node.setAttribute(key, value === true ? '' : value);
        else node[key] = value;
      }
      for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
      return node;
    }

    // "iPhone 8, 2×" (exports of earlier versions have no deviceName: their folder name).
    function deviceLabel(s) { return s.deviceName || `${s.device}@${s.scale}x`; }

    function axisValue(screen, axis) {
      if (axis === 'device') return `${screen.device}@${screen.scale}x`;
      if (['colorScheme', 'contentSize', 'contrast', 'layoutDirection'].includes(axis)) return screen.traits ? screen.traits[axis] : '';
      return screen[axis];
    }

    // A card per distinct screen: a state that draws like an earlier one (sameAs) joins its card.
    function buildCards(screens) {
      const cards = [], byId = new Map();
      for (const screen of screens) {
        const twin = screen.sameAs && byId.get(screen.sameAs);
        if (twin) { twin.states.push(screen.state); twin.screens.push(screen); byId.set(screen.id, twin); continue; }
        const card = { screen, states: [screen.state], screens: [screen] };
        cards.push(card); byId.set(screen.id, card);
      }
      for (const card of cards) card.text = cardText(card);
      return { cards, byId };
    }

    // What the filter's words match: template, variant, device, states, traits, status.
    function cardText(card) {
      const s = card.screen;
      return [s.template, s.variant, s.device, `${s.device}@${s.scale}x`, deviceLabel(s), s.standIns ? 'stand-in' : '', card.states.join(' '), s.row,
        s.traits ? Object.values(s.traits).join(' ') : '', s.status || '', s.warnings ? 'does not fit ' + s.warnings.join(' ') : '', findingsText(s), card.states.length > 1 ? 'same as normal' : ''].join(' ').toLowerCase();
    }

    // Thumbnails sized by the device: an iPad larger than an iPhone SE, all readable.
    function cardWidth(screen) {
      const points = screen.width / screen.scale;
      return Math.round(Math.min(380, Math.max(150, points * 0.48)));
    }

    function caption(card) {
      const s = card.screen;
      const parts = [];
      if (gallery.data.review && s.status) parts.push(make('span', { class: `badge ${s.status}`, text: s.status }));
      // Layout warnings (truncated, overflow, wrapped, missing glyphs): a badge, the reasons as its title.
      if (s.warnings && s.warnings.length) parts.push(make('span', { class: 'badge fit', text: 'does not fit', title: s.warnings.join('\n') }));
      parts.push(findingsBadge(s));
      parts.push(make('strong', { text: deviceLabel(s) }), ' · ', card.states[0]);
      if (s.standIns) parts.push(' ', make('span', { class: 'badge stand-in', text: 'stand-in symbol', title: `Not Apple's artwork: ${s.standIns.join(', ')}` }));
      if (card.states.length > 1) parts.push(make('br'), make('span', { class: 'same', text: `${card.states.slice(1).join(', ')}: same as ${card.states[0]}` }));
      // What changed from the reference, in words (serve --reference): the whole text on hover.
      if (gallery.data.review && s.status === 'changed' && s.changes) parts.push(make('span', { class: 'changes', text: s.changes, title: s.changes }));
      return make('div', { class: 'caption' }, parts);
    }

    // The open button's name says what the caption's badges show, for screen readers.
    function cardLabel(card) {
      const s = card.screen, findings = findingsSummary(s);
      const changes = gallery.data.review && s.status === 'changed' && s.changes ? `, changed: ${s.changes}` : '';
      return `Open ${s.template} ${s.row} ${deviceLabel(s)} ${card.states[0]} full size` + changes + (findings ? `, ${findings}` : '');
    }

    // What a caption shows changed (a status, findings): a new caption and button name.
    function captionKey(s) { return `${s.status || ''}|${s.changes || ''}|${JSON.stringify(s.accessibility || null)}`; }
    function updateCaption(card, before) {
      if (captionKey(before) === captionKey(card.screen)) return;
      card.node.querySelector('.caption').replaceWith(caption(card));
      card.node.querySelector('button.open').setAttribute('aria-label', cardLabel(card));
    }

    function thumbSource(card) {
      const s = card.screen;
      return document.body.classList.contains('playing') && s.appearance && !reducedMotion.matches ? s.appearance : s.thumb;
    }

    function renderCard(card) {
      const s = card.screen;
      const img = make('img', { src: thumbSource(card), width: s.width, height: s.height, loading: 'lazy', decoding: 'async',
        alt: `${s.template}, ${s.row}, ${deviceLabel(s)}, ${card.states.join(' and ')}` });
      const open = make('button', { type: 'button', class: 'open', 'aria-label': cardLabel(card) }, img);
      open.addEventListener('click', () => openDetail(s.id));
      card.img = img;
      card.node = make('article', { class: cardWidth(s) > 300 ? 'card wide' : 'card', 'data-id': s.id }, open, caption(card));
      card.node.style.width = `${cardWidth(s)}px`;
      return card.node;
    }

    function renderGrid() {
      const grid = $('#grid');
      const built = buildCards(gallery.data.screens);
      gallery.cards = built.cards; gallery.byId = built.byId;
      const sections = new Map();
      for (const card of gallery.cards) {
        const name = card.screen.template;
        if (!sections.has(name)) sections.set(name, []);
        sections.get(name).push(card);
      }
      const errorsByTemplate = new Map(gallery.data.errors.map(e => [e.template, e]));
      const fragment = document.createDocumentFragment();
      for (const [name, cards] of sections) {
        const error = errorsByTemplate.get(name);
        // A row per variant and trait collection, its devices side by side.
        const rows = new Map();
        for (const card of cards) {
          if (!rows.has(card.screen.row)) rows.set(card.screen.row, []);
          rows.get(card.screen.row).push(card);
        }
        const section = make('section', { class: 'template', 'data-name': name, 'aria-label': name },
          make('h2', {}, name),
          error ? make('p', { class: 'template-error', text: error.message }) : null,
          make('div', { class: 'rows' }, [...rows].map(([row, rowCards]) => make('div', { class: 'row', 'data-row': row },
            make('h3', { text: row }), make('div', { class: 'cards' }, rowCards.map(renderCard))))));
        fragment.append(section);
      }
      grid.replaceChildren(fragment);
      renderErrors();
      fillAxes();
      applyFilter();
    }

    function renderErrors() {
      $('#errors').replaceChildren(...gallery.data.errors.map(e => make('p', { text: e.message })));
    }

    function fillAxes() {
      for (const axis of axisNames) {
        const select = $(`#axis-${axis}`);
        const values = [...new Set(gallery.data.screens.map(s => axisValue(s, axis)).filter(Boolean))];
        const current = view.axes[axis] || '';
        const label = v => axis === 'device' ? deviceLabel(gallery.data.screens.find(s => axisValue(s, axis) === v)) : v;
        select.replaceChildren(make('option', { value: '', text: `All (${values.length})` }), ...values.map(v => make('option', { value: v, text: label(v) })));
        select.value = values.includes(current) ? current : '';
        select.disabled = values.length < 2;
      }
    }

    function matches(card, words) {
      if (!words.every(w => card.text.includes(w))) return false;
      if (view.changed && !['changed', 'new', 'missing', 'error'].includes(card.screen.status)) return false;
      if (!matchesFindings(card)) return false;
      for (const axis of axisNames) {
        const want = view.axes[axis];
        if (!want) continue;
        if (axis === 'state' ? !card.states.includes(want) : axisValue(card.screen, axis) !== want) return false;
      }
      return true;
    }

    function applyFilter() {
      const words = view.q.toLowerCase().split(/\s+/).filter(Boolean);
      gallery.visible = [];
      for (const card of gallery.cards) {
        const show = matches(card, words);
        card.node.hidden = !show;
        if (show) gallery.visible.push(card);
      }
      for (const row of document.querySelectorAll('#grid .row')) row.hidden = !row.querySelector('.card:not([hidden])');
      for (const section of document.querySelectorAll('section.template')) section.hidden = !section.querySelector('.card:not([hidden])');
      const total = gallery.cards.length;
      const changed = gallery.cards.filter(c => ['changed', 'new', 'missing'].includes(c.screen.status)).length;
      $('#count').textContent = `${gallery.visible.length} of ${total} screens` + (gallery.data.review ? ` · ${changed} to review` : '');
      const empty = gallery.visible.length === 0 && total > 0;
      $('#empty').hidden = !empty;
      if (empty) $('#empty-text').textContent = view.q ? `No screens match “${view.q}”.` : 'No screens match these filters.';
      // The first screens the filter shows load at once (a screenshot at the page's load, or with a
      // headless browser's virtual time, shows them); the rest as they scroll into view.
      for (const card of gallery.visible.slice(0, 24)) if (card.img.loading !== 'eager') card.img.loading = 'eager';
      tallyFindings();
      saveView();
    }

    // The filter lives in the URL's fragment: it survives a reload and can be shared, and works from file://.
    function saveView() {
      const params = new URLSearchParams();
      if (view.q) params.set('q', view.q);
      for (const axis of axisNames) if (view.axes[axis]) params.set(axis, view.axes[axis]);
      if (view.changed) params.set('changed', '1');
      else if (view.changed === false && gallery.data && gallery.data.review) params.set('changed', '0');
      if (view.a11y) params.set('a11y', '1');
      if (view.open) params.set('open', view.open);
      const hash = params.toString();
      if (hash !== location.hash.slice(1)) history.replaceState(null, '', hash ? `#${hash}` : location.pathname + location.search);
    }

    function loadView() {
      const params = new URLSearchParams(location.hash.slice(1));
      view.q = params.get('q') || '';
      for (const axis of axisNames) view.axes[axis] = params.get(axis) || '';
      // Reviewing against references, the changes come first: "Changed only" is on until turned off.
      view.changed = params.has('changed') ? params.get('changed') === '1' : null;
      view.a11y = params.get('a11y') === '1';
      view.open = params.get('open') || '';
      $('#filter').value = view.q;
      $('#changed-only').checked = view.changed;
      $('#a11y-only').checked = view.a11y;
      for (const axis of axisNames) $(`#axis-${axis}`).value = view.axes[axis];
    }

    function bindControls() {
      $('#filter').addEventListener('input', event => { view.q = event.target.value.trim(); applyFilter(); });
      $('#changed-only').addEventListener('change', event => { view.changed = event.target.checked; applyFilter(); });
      $('#a11y-only').addEventListener('change', event => { view.a11y = event.target.checked; applyFilter(); });
      for (const axis of axisNames) $(`#axis-${axis}`).addEventListener('change', event => { view.axes[axis] = event.target.value; applyFilter(); });
      $('#clear').addEventListener('click', () => {
        view.q = ''; view.changed = false; view.a11y = false; view.axes = {};
        $('#filter').value = ''; $('#changed-only').checked = false; $('#a11y-only').checked = false;
        for (const axis of axisNames) $(`#axis-${axis}`).value = '';
        applyFilter(); $('#filter').focus();
      });
      $('#play-all').addEventListener('change', event => {
        document.body.classList.toggle('playing', event.target.checked);
        for (const card of gallery.cards) card.img.src = thumbSource(card);
      });
      $('#approve-all').addEventListener('click', () => approve('all'));
      new ResizeObserver(() => document.documentElement.style.setProperty('--bar-h', `${$('#bar').offsetHeight}px`)).observe($('#bar'));
    }
    """#
}
