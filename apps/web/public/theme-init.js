/* global document, location */
// Runs before the first paint (a blocking external script: the CSP forbids inline ones).
// It mirrors src/shared/theme and src/shared/i18n so the page never flashes the wrong theme or language.
;(function () {
  var root = document.documentElement
  try {
    var user = JSON.parse(localStorage.getItem('app.user') || 'null')
    var id = user && typeof user.id === 'string' ? user.id : 'anonymous'
    var entries = JSON.parse(localStorage.getItem('app.settings.users') || '[]')
    var dark = false
    if (Array.isArray(entries)) {
      for (var i = 0; i < entries.length; i++) {
        if (entries[i] && entries[i].id === id) dark = entries[i].darkMode === true
      }
    }
    root.setAttribute('data-theme', dark ? 'dark' : 'light')
  } catch {
    root.setAttribute('data-theme', 'light')
  }
  var match = /(?:^|;\s*)i18n_redirected=([^;]*)/.exec(document.cookie)
  var locale = match ? decodeURIComponent(match[1]) : ''
  if (locale !== 'cs' && locale !== 'en') {
    locale = 'cs'
    var langs = navigator.languages || [navigator.language]
    for (var j = 0; j < langs.length; j++) {
      var primary = String(langs[j] || '')
        .toLowerCase()
        .split('-')[0]
      if (primary === 'cs' || primary === 'en') {
        locale = primary
        break
      }
    }
  }
  root.setAttribute('lang', locale)
})()

// Preloads what the first view needs, so it downloads beside the entry script instead of after it
// has run: the global catalogue of the locale chosen above and the current route's chunks, CSS and
// feature catalogues. The map is written into index.html at build time
// (build/first-view-preload-plugin.ts); during development there is none.
;(function () {
  try {
    var element = document.getElementById('first-view-preloads')
    if (!element) return
    var map = JSON.parse(element.textContent)
    var locale = document.documentElement.getAttribute('lang')
    var pathname = location.pathname.replace(/\/+$/, '') || '/'
    var segments = pathname.split('/')
    var route = null
    for (var pattern in map) {
      if (pattern === '*') continue
      var parts = pattern.split('/')
      if (parts.length !== segments.length) continue
      var same = true
      for (var k = 0; k < parts.length; k++) {
        if (parts[k].charAt(0) !== ':' && parts[k] !== segments[k]) same = false
      }
      if (same) route = map[pattern]
    }
    var urls = (map['*'] && map['*'][locale]) || []
    if (route) urls = urls.concat(route.all || [], route[locale] || [])
    for (var u = 0; u < urls.length; u++) {
      var link = document.createElement('link')
      var css = /\.css$/.test(urls[u])
      link.rel = css ? 'preload' : 'modulepreload'
      if (css) link.as = 'style'
      // The same request mode as the module scripts and stylesheets Vite adds later (cache hit).
      link.crossOrigin = ''
      link.href = urls[u]
      link.setAttribute('data-first-view', '')
      document.head.appendChild(link)
    }
  } catch {
    // Only a head start: the app loads everything itself anyway.
  }
})()
