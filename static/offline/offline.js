// Flipside offline: registers the service worker, offers "Keep offline" per game (with the size
// before downloading), says what is stored and removes it, and tells when stored rules changed.
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
  function keep(entry) {
    return caches.open(GAMES_CACHE).then(function (cache) {
      return Promise.all([entry.bundle_url, entry.index_url].map(function (url) {
        return fetch(url, { cache: "no-cache" }).then(function (response) {
          if (!response.ok) throw new Error(url + " answered " + response.status);
          return cache.put(url, response.clone()).then(function () { return response.blob(); });
        });
      }));
    }).then(function (blobs) {
      var meta = stored();
      meta[entry.slug] = {
        name: entry.name, etag: entry.etag, versions: entry.versions,
        bytes: blobs[0].size + blobs[1].size, bundle_url: entry.bundle_url, index_url: entry.index_url,
        stored_at: new Date().toISOString()
      };
      remember(meta);
      return meta[entry.slug];
    });
  }

  function remove(slug) {
    var meta = stored(), game = meta[slug];
    delete meta[slug];
    remember(meta);
    if (!game) return Promise.resolve();
    return caches.open(GAMES_CACHE).then(function (cache) {
      return Promise.all([cache.delete(game.bundle_url), cache.delete(game.index_url)]);
    });
  }

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
      status.textContent = "Kept offline · " + size(game.bytes) + " stored ";
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

  // Staying current: one small request; a stored game whose versions moved gets a notice.
  function checkForUpdates() {
    var meta = stored(), slugs = Object.keys(meta);
    if (!slugs.length || !navigator.onLine) return;
    fetch(API + "versions/", { cache: "no-cache" }).then(function (r) { return r.json(); }).then(function (data) {
      slugs.forEach(function (slug) {
        var now = data.games[slug];
        if (!now || labels(now.versions) === labels(meta[slug].versions || [])) return;
        notice(slug, meta[slug].name, now.updated);
      });
    }).catch(function () {});
  }

  function notice(slug, name, updated) {
    var main = document.getElementById("main");
    if (!main || document.getElementById("offline-update-" + slug)) return;
    var box = el("p", { "class": "notice offline-update", role: "status", id: "offline-update-" + slug });
    box.append(document.createTextNode(name + ": rules updated on " + updated + " — "));
    var refresh = el("button", { type: "button" }, "refresh");
    refresh.addEventListener("click", function () {
      refresh.disabled = true;
      fetch(API + "?game=" + encodeURIComponent(slug)).then(function (r) { return r.json(); })
        .then(function (data) { return keep(data.games[0]); })
        .then(function () {
          box.textContent = name + ": the copy on this phone now holds the rules of " + updated + ".";
          totals();
        }, function () { refresh.disabled = false; });
    });
    box.append(refresh);
    main.insertBefore(box, main.firstChild);
  }

  window.FlipsideOffline = { stored: stored, size: size, GAMES_CACHE: GAMES_CACHE };

  if (!("caches" in window)) return;  // plain http on a phone: no Cache Storage, nothing to offer
  widgets();
  totals();
  checkForUpdates();
  if ("serviceWorker" in navigator) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
    });
  }
})();
