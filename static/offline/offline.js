// Flipside offline: registers the service worker, offers "Keep offline" per game and "Keep this
// event offline" per event (with the size before downloading), says what is stored and removes it,
// and keeps stored games current: a changed game is downloaded again in the background, then a
// notice offers to refresh. A game kept for an event stays at the versions the event pins: it is
// never updated, and a rule page showing a newer version says so.
// The pages work without this file. It runs after the page is shown (defer), and the service
// worker registers only after the load event: nothing here is on a first page load's critical path.
(function () {
  "use strict";
  var GAMES_CACHE = "flipside-games";
  var META_KEY = "flipside-offline";
  var API = "/api/v1/offline/";

  function stored() {
    try { return JSON.parse(window.localStorage.getItem(META_KEY) || "{}"); } catch (e) { return {}; }
  }
  function remember(meta) { window.localStorage.setItem(META_KEY, JSON.stringify(meta)); }

  function size(bytes) {
    if (bytes < 1024) return bytes + " B";
    if (bytes < 1024 * 1024) return (bytes / 1024).toFixed(0) + " KB";
    return (bytes / 1024 / 1024).toFixed(1) + " MB";
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }

  function labels(versions) {
    return versions.map(function (v) { return v.document + "@" + v.label; }).sort().join(" ");
  }

  // Download a game's bundle and index into Cache Storage; the pages render from them offline.
  // An entry with an event holds the versions in force on the event's date (it pins the game).
  // unlessPinned: a background update, which must not replace a copy an event pinned meanwhile.
  function keep(entry, unlessPinned) {
    return caches.open(GAMES_CACHE).then(function (cache) {
      return Promise.all([entry.bundle_url, entry.index_url].map(function (url) {
        return fetch(url, { cache: "no-cache" }).then(function (response) {
          if (!response.ok) throw new Error(url + " answered " + response.status);
          return cache.put(url, response.clone()).then(function () { return response.blob(); });
        });
      }));
    }).then(function (blobs) {
      var meta = stored(), before = meta[entry.slug];
      if (unlessPinned && before && before.event) return null;
      meta[entry.slug] = {
        name: entry.name, etag: entry.etag, versions: entry.versions, event: entry.event || null,
        bytes: blobs[0].size + blobs[1].size, bundle_url: entry.bundle_url, index_url: entry.index_url,
        stored_at: new Date().toISOString()
      };
      if (before && before.bundle_url !== entry.bundle_url) forget(before);
      remember(meta);
      return meta[entry.slug];
    });
  }

  function forget(game) {
    return caches.open(GAMES_CACHE).then(function (cache) {
      return Promise.all([cache.delete(game.bundle_url), cache.delete(game.index_url)]);
    });
  }

  function remove(slug) {
    var meta = stored(), game = meta[slug];
    delete meta[slug];
    remember(meta);
    return game ? forget(game) : Promise.resolve();
  }

  function pinnedBy(game) { return game && game.event ? game.event : null; }

  function totals() {
    var meta = stored(), sum = 0;
    Object.keys(meta).forEach(function (slug) { sum += meta[slug].bytes || 0; });
    document.querySelectorAll("[data-offline-total]").forEach(function (node) {
      var n = Object.keys(meta).length;
      node.textContent = n ? n + " game" + (n > 1 ? "s" : "") + " kept offline: " + size(sum) + " on this phone."
                           : "No game is kept offline on this phone yet.";
    });
  }

  function draw(widget, entry) {
    var slug = widget.getAttribute("data-offline-game");
    var game = stored()[slug];
    widget.textContent = "";
    widget.hidden = false;
    var status = el("span", { "class": "meta offline-status", role: "status" });
    if (game) {
      var event = pinnedBy(game);
      status.textContent = (event ? "Kept offline for " + event.name + " (the rules in force on " + event.date + ")"
                                  : "Kept offline") + " · " + size(game.bytes) + " stored ";
      var drop = el("button", { type: "button", "class": "offline-remove" }, "Remove");
      drop.addEventListener("click", function () {
        remove(slug).then(function () { draw(widget, entry); totals(); });
      });
      widget.append(status, drop);
    } else if (entry) {
      var button = el("button", { type: "button", "class": "offline-keep-button" },
        "Keep offline (" + size(entry.download_bytes) + " download)");
      button.addEventListener("click", function () {
        button.disabled = true;
        status.textContent = "Downloading " + size(entry.download_bytes) + "…";
        keep(entry).then(function () { draw(widget, entry); totals(); }, function (error) {
          button.disabled = false;
          status.textContent = "Could not download: " + error.message;
        });
      });
      widget.append(button, status);
    } else {
      widget.hidden = true;
    }
  }

  function widgets() {
    var nodes = Array.prototype.slice.call(document.querySelectorAll("[data-offline-game]"));
    if (!nodes.length) return;
    var slugs = nodes.map(function (n) { return n.getAttribute("data-offline-game"); });
    nodes.forEach(function (n) { draw(n, null); });
    if (!navigator.onLine) return;
    fetch(API + "?game=" + encodeURIComponent(slugs.join(",")))
      .then(function (r) { return r.json(); })
      .then(function (data) {
        var bySlug = {};
        data.games.forEach(function (g) { bySlug[g.slug] = g; });
        nodes.forEach(function (n) { draw(n, bySlug[n.getAttribute("data-offline-game")]); });
      })
      .catch(function () {});
  }

  // "Keep this event offline": each of its games at the versions in force on its date, and the
  // event page itself (its links open the stored rules offline).
  function keptFor(slug, games) {
    var meta = stored();
    return games.filter(function (g) { return pinnedBy(meta[g]) && meta[g].event.slug === slug; });
  }

  function drawEvent(widget, entries) {
    var slug = widget.getAttribute("data-offline-event");
    var games = (widget.getAttribute("data-offline-games") || "").split(",").filter(Boolean);
    var kept = keptFor(slug, games), meta = stored();
    widget.textContent = "";
    widget.hidden = false;
    var status = el("span", { "class": "meta offline-status", role: "status" });
    if (games.length && kept.length === games.length) {
      var sum = 0;
      kept.forEach(function (g) { sum += meta[g].bytes || 0; });
      status.textContent = "Kept offline for this event · " + size(sum) + " stored ";
      var drop = el("button", { type: "button", "class": "offline-remove" }, "Remove");
      drop.addEventListener("click", function () {
        Promise.all(kept.map(remove)).then(function () {
          return caches.open(GAMES_CACHE).then(function (cache) { return cache.delete(window.location.pathname); });
        }).then(function () { drawEvent(widget, entries); totals(); });
      });
      widget.append(status, drop);
    } else if (entries && entries.length) {
      var total = 0;
      entries.forEach(function (e) { total += e.download_bytes; });
      var button = el("button", { type: "button", "class": "offline-keep-button" },
        "Keep this event offline (" + size(total) + " download)");
      button.addEventListener("click", function () {
        button.disabled = true;
        status.textContent = "Downloading " + size(total) + "…";
        var page = window.location.pathname;
        Promise.all(entries.map(function (e) { return keep(e); })).then(function () {
          return caches.open(GAMES_CACHE).then(function (cache) { return cache.add(page); });
        }).then(function () { drawEvent(widget, entries); totals(); }, function (error) {
          button.disabled = false;
          status.textContent = "Could not download: " + error.message;
        });
      });
      widget.append(button, status);
    } else {
      widget.hidden = true;
    }
  }

  function eventWidgets() {
    document.querySelectorAll("[data-offline-event]").forEach(function (widget) {
      drawEvent(widget, null);
      if (!navigator.onLine) return;
      fetch(API + "?event=" + encodeURIComponent(widget.getAttribute("data-offline-event")))
        .then(function (r) { return r.json(); })
        .then(function (data) { drawEvent(widget, data.games); })
        .catch(function () {});
    });
  }

  // Staying current: one small request; a stored game whose versions moved is downloaded again in
  // the background, and a notice offers to refresh once it is stored. Never a game an event pins.
  function checkForUpdates() {
    var meta = stored();
    var slugs = Object.keys(meta).filter(function (slug) { return !pinnedBy(meta[slug]); });
    if (!slugs.length || !navigator.onLine) return;
    fetch(API + "versions/", { cache: "no-cache" }).then(function (r) { return r.json(); }).then(function (data) {
      slugs.forEach(function (slug) {
        var now = data.games[slug];
        if (!now || labels(now.versions) === labels(meta[slug].versions || [])) return;
        update(slug, meta[slug].name, now.updated);
      });
    }).catch(function () {});
  }

  function update(slug, name, updated) {
    fetch(API + "?game=" + encodeURIComponent(slug)).then(function (r) { return r.json(); })
      .then(function (data) { return data.games.length ? keep(data.games[0], true) : null; })
      .then(function (kept) {
        if (!kept) return;
        notice(slug, name, updated);
        document.querySelectorAll('[data-offline-game="' + slug + '"]').forEach(function (w) { draw(w, null); });
        totals();
      })
      .catch(function () {});
  }

  function notice(slug, name, updated) {
    var main = document.getElementById("main");
    if (!main || document.getElementById("offline-update-" + slug)) return;
    var box = el("p", { "class": "notice offline-update", role: "status", id: "offline-update-" + slug });
    box.append(document.createTextNode(name + ": Rules updated on " + updated + " — "));
    var refresh = el("button", { type: "button" }, "refresh");
    refresh.addEventListener("click", function () { window.location.reload(); });
    box.append(refresh);
    main.insertBefore(box, main.firstChild);
  }

  // A rule page showing a newer version than an event kept on this phone pins: say so, with a link
  // to the event's version.
  function newerThanEvent() {
    var node = document.querySelector("[data-version-label]");
    var main = document.getElementById("main");
    if (!node || !main) return;
    var game = stored()[node.getAttribute("data-version-game")], event = pinnedBy(game);
    if (!event) return;
    var doc = node.getAttribute("data-version-document");
    var pinned = (game.versions || []).filter(function (v) { return v.document === doc; })[0];
    if (!pinned || node.getAttribute("data-version-date") <= pinned.effective_date) return;
    var box = el("p", { "class": "notice offline-newer", role: "status" },
      "Newer than " + event.name + ": the event pins version " + pinned.label + " (in force on " + event.date +
      "); this page shows version " + node.getAttribute("data-version-label") + ". ");
    box.append(el("a", { href: window.location.pathname + "?version=" + encodeURIComponent(pinned.label) },
      "Open version " + pinned.label));
    main.insertBefore(box, main.firstChild);
  }

  window.FlipsideOffline = { stored: stored, size: size, GAMES_CACHE: GAMES_CACHE };

  if (!("caches" in window)) return;  // plain http on a phone: no Cache Storage, nothing to offer
  widgets();
  eventWidgets();
  totals();
  newerThanEvent();
  checkForUpdates();
  if ("serviceWorker" in navigator) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
    });
  }
})();
