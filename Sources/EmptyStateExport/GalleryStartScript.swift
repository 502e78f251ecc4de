extension GalleryScript {
    /// Loading: inline data (static) or `api/screens` (live); live updates over `events`, where an
    /// image is swapped only once its new version has decoded, so nothing flashes or shifts.
    static let start = #"""
    async function fetchData() {
      const response = await fetch('api/screens', { cache: 'no-store' });
      if (!response.ok) throw new Error(`api/screens: ${response.status}`);
      return response.json();
    }

    // An event that arrives while the screens are being fetched may be newer than the answer
    // (statuses found just after it was built): then ask again, a few times at most.
    async function fetchFresh() {
      for (let attempt = 0; ; attempt++) {
        const seen = gallery.events;
        const data = await fetchData();
        if (gallery.events === seen || attempt === 2) return data;
      }
    }

    function setData(data) {
      gallery.data = data;
      document.body.classList.toggle('review', Boolean(data.review));
      document.body.classList.toggle('audited', Boolean(data.accessibilityAudit));
    }

    // Same screens as before: only the pictures and statuses change, in place.
    function sameShape(a, b) {
      if (a.screens.length !== b.screens.length) return false;
      return a.screens.every((s, i) => s.id === b.screens[i].id && s.sameAs === b.screens[i].sameAs);
    }

    function swap(img, src) {
      if (!img || img.getAttribute('src') === src) return;
      const next = new Image();
      next.src = src;
      next.decode().then(() => { img.src = src; }, () => { img.src = src; });
    }

    async function refresh() {
      let data;
      try { data = await fetchFresh(); } catch (error) { $('#errors').replaceChildren(make('p', { text: `The server did not answer: ${error.message}` })); return; }
      const old = gallery.data;
      if (!sameShape(old, data) || old.review !== data.review) {
        setData(data); renderGrid();
      } else {
        setData(data);
        const fresh = buildCards(data.screens);
        for (const [i, card] of gallery.cards.entries()) {
          const before = card.screen;
          card.screen = fresh.cards[i].screen;
          card.screens = fresh.cards[i].screens;
          card.text = fresh.cards[i].text;
          swap(card.img, thumbSource(card));
          updateCaption(card, before);
        }
        for (const card of fresh.cards) for (const s of card.screens) gallery.byId.set(s.id, gallery.cards[fresh.cards.indexOf(card)]);
        renderErrors();
        for (const section of document.querySelectorAll('section.template')) {
          const error = data.errors.find(e => e.template === section.dataset.name);
          let line = section.querySelector('.template-error');
          if (error && !line) { line = make('p', { class: 'template-error' }); section.querySelector('h2').after(line); }
          if (line) { if (error) line.textContent = error.message; else line.remove(); }
        }
        applyFilter();
      }
      if (view.open && $('#detail').open) {
        if (!player.playing) { const img = $('#detail-now'); if (img) swap(img, stillSource(current())); else drawStage(); }
        if (current()) { const s = current(); const badge = $('#detail-status'); badge.className = `badge ${s.status || ''}`; badge.textContent = s.status || ''; showFindings(s); }
      }
      document.body.dataset.updated = String(Date.now());
    }

    async function approve(ids) {
      const response = await fetch('api/approve', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Emptystate-Token': token },
        body: JSON.stringify({ ids }) });
      const answer = await response.json().catch(() => ({ error: `status ${response.status}` }));
      if (!response.ok) { $('#errors').replaceChildren(make('p', { text: `Approve failed: ${answer.error || response.status}` })); return; }
      await refresh();
      if (view.open) showDetail();
    }

    // `changed`, `status` and `accessibility` events carry the screens' new entries: pictures and badges change at once.
    // Anything else (new or removed screens, statuses, errors) asks for all the screens again.
    function applyChanged(event) {
      let update;
      try { update = JSON.parse(event.data); } catch { return false; }
      if (!update.screens || update.screens.length !== update.ids.length) return false;
      const index = new Map(gallery.data.screens.map((s, i) => [s.id, i]));
      for (const screen of update.screens) {
        const at = index.get(screen.id);
        if (at === undefined || gallery.data.screens[at].sameAs !== screen.sameAs) return false;
      }
      for (const screen of update.screens) gallery.data.screens[index.get(screen.id)] = screen;
      for (const card of gallery.cards) {
        const fresh = card.screens.map(s => gallery.data.screens[index.get(s.id)]);
        if (fresh[0] === card.screen) continue;
        const before = card.screen;
        card.screen = fresh[0]; card.screens = fresh; card.text = cardText(card);
        swap(card.img, thumbSource(card));
        updateCaption(card, before);
      }
      if (view.open && $('#detail').open && !player.playing && update.ids.includes(view.open)) showDetail();
      applyFilter();
      document.body.dataset.updated = String(Date.now());
      return true;
    }

    function listen() {
      const events = new EventSource('events');
      let pending = 0;
      const later = () => { clearTimeout(pending); pending = setTimeout(refresh, 0); };
      for (const name of ['changed', 'status', 'accessibility']) {
        events.addEventListener(name, event => { if (!applyChanged(event) || gallery.data.errors.length) later(); });
      }
      for (const name of ['error', 'removed']) events.addEventListener(name, later);
      for (const name of ['changed', 'status', 'accessibility', 'error', 'removed']) events.addEventListener(name, () => { gallery.events++; });
      // Events sent between the first fetch and this connection (or while reconnecting) are lost
      // to the page: catch up once connected.
      events.addEventListener('open', () => { document.body.dataset.connected = 'true'; later(); });
    }

    async function main() {
      bindControls();
      bindDetail();
      loadView();
      if (reducedMotion.matches) { $('#play-all').checked = false; $('#play-all').disabled = true; }
      try {
        // Inline when the page was made (an export, or the server's screens when asked for):
        // drawn at once, its thumbnails loading with the page. Else fetched.
        const inline = JSON.parse($('#gallery-data').textContent);
        setData(inline || await fetchData());
      } catch (error) {
        $('#count').textContent = 'Could not load the screens';
        $('#errors').replaceChildren(make('p', { text: String(error.message || error) }));
        return;
      }
      if (view.changed === null) {
        view.changed = Boolean(gallery.data.review && gallery.data.screens.some(s => ['changed', 'new', 'missing', 'error'].includes(s.status)));
        $('#changed-only').checked = view.changed;
      }
      renderGrid();
      if (view.open && gallery.byId.has(view.open)) openDetail(view.open);
      // Live updates once the page has loaded: a screenshot taken at load is not kept waiting.
      if (live) { if (document.readyState === 'complete') listen(); else addEventListener('load', listen, { once: true }); }
      document.body.dataset.ready = 'true';
    }
    main();
    """#
}
