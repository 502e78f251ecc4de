/// Scripts the browser tests run in the page.
enum PageScripts {
    /// Cumulative layout shift as web-vitals counts it (shifts without recent input), from the start.
    static let layoutShift = """
    window.__cls = 0;
    new PerformanceObserver(list => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value; })
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
