/// Scripts the browser tests run in the page.
enum PageScripts {
    /// Cumulative layout shift as web-vitals counts it (shifts without recent input), from the start.
    static let layoutShift = """
    window.__cls = 0;
    window.__shifts = [];
    new PerformanceObserver(list => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) { window.__cls += entry.value;
      window.__shifts.push([entry.value.toFixed(3), ...(entry.sources || []).map(s => `${s.node?.nodeName}.${s.node?.className || s.node?.id || ''} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`)]); } })
      .observe({ type: 'layout-shift', buffered: true });
    """

    /// Every image of the grid on screen (the others load lazily, as the page scrolls) decoded,
    /// with pixels; false after 10 s.
    static let imagesDecode = """
    Promise.race([
      Promise.all([...document.querySelectorAll('#grid img')].filter(img => img.getBoundingClientRect().top < innerHeight && img.offsetParent)
        .map(img => img.decode().then(() => img.naturalWidth > 0, () => false))).then(all => all.length > 0 && all.every(Boolean)),
      new Promise(resolve => setTimeout(() => resolve(false), 10000))])
    """

    /// Every image has width and height attributes (the browser reserves their space).
    static let imagesSized = "[...document.images].every(img => img.getAttribute('width') > 0 && img.getAttribute('height') > 0)"

    /// Every visible control has an accessible name.
    static let controlsLabelled = """
    [...document.querySelectorAll('input, select, button')].filter(el => el.offsetParent !== null).every(el =>
      (el.labels && el.labels.length > 0 && el.labels[0].textContent.trim()) || el.getAttribute('aria-label') || el.textContent.trim())
    """

    static func thumb(_ id: String) -> String { "document.querySelector('[data-id=\"\(id)\"] img')" }

    /// The colour of an image's pixel (2, 2), its background, as "r,g,b".
    static func background(_ img: String) -> String {
        """
        (() => { const img = \(img); const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
          const g = c.getContext('2d'); g.drawImage(img, 0, 0); const d = g.getImageData(2, 2, 1, 1).data; return `${d[0]},${d[1]},${d[2]}`; })()
        """
    }
}

extension PageScripts {
    /// Every visible text whose colour on its background is under WCAG's 4.5:1, as lines naming
    /// the element and its ratio (disabled controls are exempt, as WCAG says).
    static let lowContrast = """
    (() => {
      const parse = text => (text.match(/[\\d.]+/g) || []).map(Number);
      const linear = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      const luminance = ([r, g, b]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      const background = element => {
        for (let e = element; e; e = e.parentElement) {
          const c = parse(getComputedStyle(e).backgroundColor);
          if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const low = [];
      for (const element of document.querySelectorAll('body *')) {
        if (!element.getClientRects().length || element.closest(':disabled, [hidden], .visually-hidden, option')) continue;
        if (![...element.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
        const [a, b] = [luminance(parse(getComputedStyle(element).color)), luminance(background(element))].sort((x, y) => y - x);
        const ratio = (a + 0.05) / (b + 0.05);
        if (ratio < 4.5) low.push(`${element.tagName.toLowerCase()}.${element.className} ${ratio.toFixed(2)}: ${element.textContent.trim().slice(0, 40)}`);
      }
      return low;
    })()
    """
}
