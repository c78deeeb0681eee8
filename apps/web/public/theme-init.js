/* global document */
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
