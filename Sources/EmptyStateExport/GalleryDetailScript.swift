extension GalleryScript {
    /// The full-size view: ←/→ between the screens the filter shows, Esc to close, 1:1 zoom,
    /// the appearance's player and time scrubber, and the compare modes and approve of review.
    static let detail = #"""
    const player = { playing: false, time: null, timer: 0, frames: new Map() };

    function current() { return gallery.byId.get(view.open)?.screen; }

    function openDetail(id) {
      view.open = id;
      const dialog = $('#detail');
      if (!dialog.open) dialog.showModal();
      stopPlaying();
      player.time = null;
      showDetail();
      saveView();
    }

    function closeDetail() {
      stopPlaying();
      const id = view.open;
      view.open = '';
      if ($('#detail').open) $('#detail').close();
      saveView();
      gallery.byId.get(id)?.node?.querySelector('button.open')?.focus();
    }

    function step(delta) {
      if (!gallery.visible.length) return;
      const card = gallery.byId.get(view.open);
      const index = gallery.visible.indexOf(card);
      const next = gallery.visible[(index + delta + gallery.visible.length) % gallery.visible.length];
      openDetail(next.screen.id);
    }

    function stillSource(s) {
      if (player.time === null || !s.frame) return s.image;
      return s.frame + player.time.toFixed(3);
    }

    function figure(label, src, s, extra = {}) {
      return make('figure', {}, make('img', Object.assign({ src, width: s.width, height: s.height, alt: `${label}: ${s.template} ${s.row} ${deviceLabel(s)} ${s.state}` }, extra)),
        make('figcaption', { text: label }));
    }

    function showDetail() {
      const s = current();
      if (!s) { closeDetail(); return; }
      const card = gallery.byId.get(s.id);
      $('#detail-title').textContent = `${s.template} · ${s.row} · ${deviceLabel(s)} · ${card.states.join(', ')}`;
      const standIns = $('#detail-stand-ins');
      standIns.hidden = !s.standIns;
      standIns.textContent = s.standIns ? `Stand-in symbol${s.standIns.length > 1 ? 's' : ''}, not Apple's artwork: ${s.standIns.join(', ')}. The layout uses the symbol's size; the glyph differs.` : '';
      const badge = $('#detail-status');
      badge.hidden = !(gallery.data.review && s.status);
      badge.className = `badge ${s.status || ''}`; badge.textContent = s.status || '';
      const index = gallery.visible.indexOf(card);
      $('#detail-pos').textContent = index >= 0 ? `${index + 1} of ${gallery.visible.length}` : '';
      const links = [['PNG', s.image], ['SVG', s.svg], ['Appearance', s.appearance], ['Reference', s.reference]].filter(([, url]) => url);
      $('#detail-links').replaceChildren(...links.map(([text, href]) => make('a', { href, text, target: '_blank' })));
      const changes = $('#detail-changes');
      changes.hidden = !(gallery.data.review && s.status === 'changed' && s.changes);
      changes.textContent = changes.hidden ? '' : `What changed: ${s.changes}`;
      const hasReference = Boolean(s.reference) && s.status !== 'new';
      $('#compare').hidden = !(gallery.data.review && hasReference && s.status !== 'missing');
      $('#approve').hidden = !(gallery.data.review && live && ['changed', 'new'].includes(s.status));
      $('#approve').textContent = s.status === 'new' ? 'Approve as the reference' : 'Approve this change';
      const animated = Boolean(s.frame || s.appearance);
      $('#play').disabled = !animated;
      $('#time').disabled = !s.frame;
      $('#time').max = String(s.duration || 1);
      $('#time').step = '0.01';
      $('#time').value = String(player.time ?? (s.duration || 1));
      $('#time-out').textContent = player.time === null ? 'at rest' : `${player.time.toFixed(2)} s`;
      showFindings(s);
      drawStage();
    }

    function compareMode() { return document.querySelector('input[name="compare"]:checked')?.value || 'side'; }

    function drawStage() {
      const s = current();
      if (!s) return;
      const stage = $('#stage');
      const mode = !$('#compare').hidden ? compareMode() : 'none';
      const now = player.playing && !s.frame && s.appearance ? s.appearance : stillSource(s);
      $('#mix-label').hidden = !['swipe', 'onion'].includes(mode);
      $('#mix-name').textContent = mode === 'swipe' ? 'Swipe: reference on the left up to' : 'Reference opacity';
      let content;
      if (s.status === 'missing') content = [figure('Reference (no screen makes it any more)', s.reference, s)];
      else if (mode === 'side') content = [figure('Reference', s.reference, s), figure('Now', now, s, { id: 'detail-now' })];
      else if (mode === 'diff') content = [make('figure', {}, make('img', { src: s.diff, alt: `Reference, now and their difference for ${s.template} ${s.row}` }), make('figcaption', { text: 'Reference | now | difference (red: differs; yellow: anti-aliasing, ignored)' }))];
      else if (mode === 'swipe' || mode === 'onion') {
        const over = make('img', { src: s.reference, width: s.width, height: s.height, class: 'over', alt: `Reference of ${s.template} ${s.row}` });
        const stack = make('div', { class: 'stack' }, make('img', { src: now, width: s.width, height: s.height, id: 'detail-now', alt: `Now: ${s.template} ${s.row}` }), over,
          mode === 'swipe' ? make('div', { class: 'divider', 'aria-hidden': 'true' }) : null);
        content = [make('figure', {}, stack, make('figcaption', { text: mode === 'swipe' ? 'Reference left of the line, now right of it' : 'Reference over now' }))];
        mix();
      } else content = [figure('Now', now, s, { id: 'detail-now' })];
      stage.replaceChildren(...content);
      zoom();
    }

    function mix() {
      const value = Number($('#mix').value);
      const over = $('#stage img.over');
      if (!over) return;
      if (compareMode() === 'swipe') {
        over.style.clipPath = `inset(0 ${100 - value}% 0 0)`; over.style.opacity = '';
        $('#stage .divider').style.left = `${value}%`;
      }
      else { over.style.clipPath = ''; over.style.opacity = String(value / 100); }
    }

    // 1:1: one pixel of the image on one pixel of the screen.
    function zoom() {
      const actual = $('#zoom').getAttribute('aria-pressed') === 'true';
      $('#stage').classList.toggle('actual-size', actual);
      for (const img of $('#stage').querySelectorAll('img')) {
        const w = Number(img.getAttribute('width')) || img.naturalWidth;
        img.style.width = actual && w ? `${w / devicePixelRatio}px` : '';
      }
    }

    // Live: frames render on request and are kept, so a loop plays smoothly; a repeating
    // animation loops over whole periods after the fade-in (no jump), a fade-in rests 1 s.
    function play() {
      const s = current();
      if (!s) return;
      player.playing = true;
      $('#play').setAttribute('aria-pressed', 'true'); $('#play').textContent = 'Pause';
      if (!s.frame) { drawStage(); restartAppearance(s); return; }
      const fps = 20, duration = s.duration || 1;
      let t = player.time === null || player.time >= duration * (s.repeats ? 2 : 1) ? 0 : player.time;
      const tick = () => {
        if (!player.playing) return;
        player.time = t;
        const src = stillSource(s);
        const img = new Image();
        img.src = src;
        const show = () => { const target = $('#detail-now'); if (target && player.playing) target.src = src; };
        img.decode().then(show, show);
        $('#time').value = String(t % duration === 0 && t > 0 ? duration : t % duration);
        $('#time-out').textContent = `${t.toFixed(2)} s`;
        let delay = 1000 / fps;
        t += 1 / fps;
        if (s.repeats) { if (t >= 2 * duration) t = duration; }
        else if (t > duration) { t = 0; delay = 1000; }
        player.timer = setTimeout(tick, delay);
      };
      tick();
    }

    // Static: the exported APNG plays; a fade-in that played once starts again after a rest.
    function restartAppearance(s) {
      if (!player.playing || s.repeats !== false) return;
      player.timer = setTimeout(() => {
        const img = $('#detail-now');
        if (img && player.playing) { const src = s.appearance; img.src = ''; img.src = src; }
        restartAppearance(s);
      }, ((s.duration || 0.25) + 1) * 1000);
    }

    function stopPlaying() {
      player.playing = false;
      clearTimeout(player.timer);
      $('#play').setAttribute('aria-pressed', 'false'); $('#play').textContent = 'Play';
    }

    function bindDetail() {
      const dialog = $('#detail');
      // The close event comes a task after the dialog closed: a screen opened in between stays open.
      dialog.addEventListener('close', () => { if (view.open && !dialog.open) closeDetail(); });
      dialog.addEventListener('keydown', event => {
        if (event.target.matches('input[type="range"]')) return;
        if (event.key === 'ArrowRight') { event.preventDefault(); step(1); }
        if (event.key === 'ArrowLeft') { event.preventDefault(); step(-1); }
      });
      $('#close').addEventListener('click', closeDetail);
      $('#prev').addEventListener('click', () => step(-1));
      $('#next').addEventListener('click', () => step(1));
      $('#zoom').addEventListener('click', () => {
        const on = $('#zoom').getAttribute('aria-pressed') !== 'true';
        $('#zoom').setAttribute('aria-pressed', String(on)); zoom();
      });
      $('#play').addEventListener('click', () => { if (player.playing) { stopPlaying(); drawStage(); } else play(); });
      $('#time').addEventListener('input', event => {
        stopPlaying();
        player.time = Number(event.target.value);
        $('#time-out').textContent = `${player.time.toFixed(2)} s`;
        drawStage();
      });
      for (const radio of document.querySelectorAll('input[name="compare"]')) radio.addEventListener('change', drawStage);
      $('#mix').addEventListener('input', mix);
      // A card stands for every state that draws alike: approving it approves them all.
      $('#approve').addEventListener('click', () => approve(gallery.byId.get(view.open).screens.map(s => s.id)));
    }
    """#
}
