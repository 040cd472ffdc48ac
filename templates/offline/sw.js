{% autoescape off %}// Flipside's service worker (served from /sw.js so its scope is the whole site).
// It keeps the offline page and its files; a game's bundle and index are stored by offline.js
// when a judge taps "Keep offline". Offline, a page not in a cache opens the offline page,
// which renders rules, FAQs and cards from the stored bundle or says the page is not stored.
"use strict";
var SHELL_CACHE = "flipside-shell-{{ version }}";
var SHELL = {{ shell }};
var GAMES_CACHE = "flipside-games";

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(SHELL_CACHE).then(function (cache) { return cache.addAll(SHELL); }).then(function () {
      return self.skipWaiting();
    })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf("flipside-shell-") === 0 && name !== SHELL_CACHE;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); })
  );
});

function offlinePage() {
  return caches.open(SHELL_CACHE).then(function (cache) { return cache.match("/offline/"); });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Pages: the network first (always the newest text), the offline page when it fails.
    event.respondWith(fetch(request).catch(function () {
      return caches.match(request).then(function (hit) { return hit || offlinePage(); });
    }));
    return;
  }
  if (url.pathname.indexOf("/static/") === 0) {
    // Static files: the network first (nothing stale while online), the stored copy offline.
    event.respondWith(fetch(request).catch(function () {
      return caches.match(request).then(function (hit) { return hit || Response.error(); });
    }));
  }
});
{% endautoescape %}
