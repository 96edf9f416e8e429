/* global document, window, CSS */
// The storefront in the customize editor's preview (loaded only with a valid preview token): applies
// the unsaved values the customize page posts, so a change shows before it is saved. Same origin only.
// Texts are set as text (never as HTML); colours, fonts and sizes as the theme's CSS custom properties.
(function () {
  'use strict';
  var MESSAGE = 'shop:theme-preview';
  var READY = 'shop:theme-preview-ready';
  var mapElement = document.getElementById('theme-preview-map');
  var map = mapElement ? JSON.parse(mapElement.textContent || '{}') : { variables: [], fonts: {} };

  function valueOf(settings, section, setting) {
    var values = settings.sections && settings.sections[section];
    return values ? values[setting] : undefined;
  }

  function apply(settings) {
    var root = document.documentElement.style;
    (map.variables || []).forEach(function (v) {
      var value = valueOf(settings, v.section, v.setting);
      var name = '--' + v.section + '-' + v.setting;
      if (v.type === 'color' && typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value))
        root.setProperty(name, value);
      if (v.type === 'font' && typeof value === 'string' && map.fonts[value])
        root.setProperty(name, map.fonts[value]);
      if (v.type === 'range' && typeof value === 'number' && isFinite(value))
        root.setProperty(name, value + v.unit);
    });
    document.querySelectorAll('[data-setting]').forEach(function (el) {
      var key = el.getAttribute('data-setting').split('.');
      var value = valueOf(settings, key[0], key[1]);
      if (typeof value === 'string') el.textContent = value;
    });
    document.querySelectorAll('[data-setting-toggle]').forEach(function (el) {
      var key = el.getAttribute('data-setting-toggle').split('.');
      var value = valueOf(settings, key[0], key[1]);
      if (typeof value === 'boolean') el.hidden = !value;
    });
    // A select that names a modifier class (e.g. the header's layout): `<prefix><value>`.
    document.querySelectorAll('[data-setting-class]').forEach(function (el) {
      var key = el.getAttribute('data-setting-class').split('.');
      var prefix = el.getAttribute('data-class-prefix') || '';
      var value = valueOf(settings, key[0], key[1]);
      if (typeof value !== 'string' || !/^[a-z0-9_-]+$/.test(value)) return;
      Array.from(el.classList)
        .filter(function (name) {
          return prefix && name.indexOf(prefix) === 0;
        })
        .forEach(function (name) {
          el.classList.remove(name);
        });
      el.classList.add(prefix + value);
    });
    var container = document.querySelector('[data-sections]');
    if (container && Array.isArray(settings.section_order)) {
      settings.section_order.forEach(function (id) {
        var section = container.querySelector('[data-section-id="' + CSS.escape(String(id)) + '"]');
        if (section) container.appendChild(section);
      });
    }
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin) return;
    var data = event.data;
    if (!data || data.type !== MESSAGE || !data.settings) return;
    apply(data.settings);
  });
  if (window.parent !== window) window.parent.postMessage({ type: READY }, window.location.origin);
})();
