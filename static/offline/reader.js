// Flipside offline reader: the service worker shows the offline page for any page it cannot
// fetch; this renders that page's rule, FAQ, card, persistence table or search from a game kept
// offline (its bundle in Cache Storage), or says plainly that the page is not stored on this phone.
// A game kept for an event holds the versions in force on the event's date, and says so.
(function () {
  "use strict";
  var root = document.getElementById("offline-page");
  var Offline = window.FlipsideOffline, Search = window.FlipsideSearch;
  if (!root || !Offline || !("caches" in window)) return;
  var path = window.location.pathname, params = new URLSearchParams(window.location.search);
  if (path === "/offline/" && !params.get("q")) return;  // the page itself: offline.js manages it

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }
  function link(href, text) { return el("a", { href: href }, text); }
  function html(tag, attrs, markup) {
    var node = el(tag, attrs);
    node.innerHTML = markup;  // sanitized by the server when the text was saved (rulings.markup)
    return node;
  }

  function load(slug, kind) {
    var game = Offline.stored()[slug];
    if (!game) return Promise.resolve(null);
    return caches.open(Offline.GAMES_CACHE).then(function (cache) {
      return cache.match(kind === "index" ? game.index_url : game.bundle_url);
    }).then(function (response) { return response ? response.json() : null; });
  }

  function show(nodes, title) {
    root.textContent = "";
    nodes.forEach(function (n) { if (n) root.append(n); });
    if (title) document.title = title + " · Flipside (offline)";
  }

  function notStored(what) {
    var stored = Offline.stored(), slugs = Object.keys(stored);
    var list = el("ul", { "class": "tiles" });
    slugs.forEach(function (slug) {
      var li = el("li");
      li.append(link("/games/" + slug + "/", stored[slug].name));
      list.append(li);
    });
    show([
      el("h1", {}, "Not stored on this phone"),
      el("p", { "class": "notice offline-missing", role: "status" },
        (what || "This page") + " is not stored on this phone, and the network cannot be reached."),
      el("p", {}, slugs.length ? "These games are kept offline:" : "No game is kept offline on this phone yet."),
      slugs.length ? list : null
    ], "Not stored");
  }

  function banner(bundle) {
    var dates = bundle.versions.map(function (v) { return v.title + " " + v.label; }).join("; ");
    var kept = Offline.stored()[bundle.game.slug] || {}, event = kept.event;
    var what = event ? "Offline copy for " + event.name + " (the rules in force on " + event.date + ")" : "Offline copy";
    return el("p", { "class": "meta offline-copy" + (event ? " offline-pinned" : "") }, what + " · " + dates);
  }

  function sectionName(s) { return [s.n || s.k, s.t].filter(Boolean).join(" "); }

  function rule(bundle, key) {
    var found = null, children = [];
    bundle.sections.forEach(function (s) { if (s.k === key) found = s; });  // the newest version wins
    if (!found) return notStored("Rule " + key + " of " + bundle.game.name);
    bundle.sections.forEach(function (s) { if (s.p === key && s.d === found.d) children.push(s); });
    var version = bundle.versions.filter(function (v) { return v.document === found.d; })[0];
    var asked = params.get("version"), nodes = [el("h1", {}, sectionName(found))];
    nodes.push(el("p", { "class": "meta" }, bundle.game.name + " · " + version.title + " · version " + version.label));
    if (asked && asked !== version.label) {
      nodes.push(el("p", { "class": "notice", role: "status" }, "The link asks for version " + asked +
        "; this phone holds version " + version.label + ". Check the rule against the event's version."));
    }
    nodes.push(html("div", { "class": "rule-text" }, found.h));
    if (found.p) {
      var up = el("p", {}, "Part of ");
      up.append(link("/rules/" + bundle.game.slug + "/" + encodeURIComponent(found.p) + "/", found.p));
      nodes.push(up);
    }
    if (children.length) {
      var list = el("ul", { "class": "rule-list" });
      children.forEach(function (c) {
        var li = el("li");
        li.append(link("/rules/" + bundle.game.slug + "/" + encodeURIComponent(c.k) + "/", sectionName(c)));
        list.append(li);
      });
      nodes.push(el("h2", {}, "Rules under it"), list);
    }
    var faqs = bundle.faqs.filter(function (f) { return f.section_keys.indexOf(key) >= 0; });
    if (faqs.length) {
      var fl = el("ul", { "class": "rule-list" });
      faqs.forEach(function (f) {
        var li = el("li"); li.append(link("/faqs/" + bundle.game.slug + "/" + f.slug + "/", f.question)); fl.append(li);
      });
      nodes.push(el("h2", {}, "FAQs"), fl);
    }
    nodes.push(banner(bundle));
    show(nodes, sectionName(found));
  }

  function faq(bundle, slug) {
    var f = bundle.faqs.filter(function (x) { return x.slug === slug; })[0];
    if (!f) return notStored("This FAQ");
    show([el("h1", {}, f.question), html("div", { "class": "answer" }, f.answer_html),
          el("p", { "class": "meta" }, f.source || ""), banner(bundle)], f.question);
  }

  function faqList(bundle) {
    var list = el("ul", { "class": "rule-list" });
    bundle.faqs.forEach(function (f) {
      var li = el("li"); li.append(link("/faqs/" + bundle.game.slug + "/" + f.slug + "/", f.question)); list.append(li);
    });
    show([el("h1", {}, bundle.game.name + " FAQ"), list, banner(bundle)], "FAQ");
  }

  function card(bundle, number) {
    var c = bundle.cards.filter(function (x) { return x.number === number; })[0];
    if (!c) return notStored("This card");
    var faces = el("div", { "class": "faces" });
    c.faces.forEach(function (face) {
      var section = el("section", { "class": "face", id: face.side });
      section.append(el("h2", {}, face.side_name + " " + face.name));
      if (face.is_initial) section.append(el("p", { "class": "initial" }, "Initial side: the card starts the game with this side up."));
      if (face.card_type) section.append(el("p", { "class": "type" }, face.card_type));
      var keys = Object.keys(face.printed || {});
      if (keys.length) {
        var dl = el("dl", { "class": "printed" });
        keys.forEach(function (k) {
          var v = face.printed[k];
          dl.append(el("dt", {}, k.replace(/_/g, " ")), el("dd", {}, typeof v === "object" ? JSON.stringify(v) : String(v)));
        });
        section.append(dl);
      }
      if (face.text) section.append(el("p", { "class": "text" }, face.text));
      faces.append(section);
    });
    var rulings = el("section", { "class": "rulings" });
    rulings.append(el("h2", {}, "Rulings"));
    c.rulings.forEach(function (r) { rulings.append(el("p", { "class": "ruling" }, (r.date ? r.date + " " : "") + r.text)); });
    if (!c.rulings.length) rulings.append(el("p", {}, "No rulings."));
    show([el("h1", {}, c.name + " " + c.number), el("p", { "class": "meta" }, bundle.game.name + " · " + c.layout),
          faces, rulings, banner(bundle)], c.name);
  }

  function slugify(text) {
    return String(text).toLowerCase().replace(/[^\w\s-]/g, "").trim().replace(/[\s_-]+/g, "-");
  }

  // The persistence table as /scenarios/<game>/table/ shows it: each cell's outcome, its
  // "assumed" mark and the rules it cites, then the assumptions and the rules quoted.
  function persistence(bundle) {
    var t = bundle.table;
    if (!t) return notStored("The persistence table of " + bundle.game.name);
    var byId = {};
    t.citations.forEach(function (c) { byId[c.id] = c; });
    var table = el("table", { "class": "scn-table" }), head = el("tr"), body = el("tbody");
    head.append(el("th", { scope: "col" }, "Field"));
    t.columns.forEach(function (column) { head.append(el("th", { scope: "col" }, column)); });
    var thead = el("thead"); thead.append(head);
    t.rows.forEach(function (row) {
      var tr = el("tr"), th = el("th", { scope: "row" }, row.label + " ");
      th.append(el("code", { "class": "meta" }, row.field));
      tr.append(th);
      row.cells.forEach(function (cell) {
        var td = el("td", { "class": "scn-cell scn-" + slugify(cell.outcome) });
        td.append(el("span", { "class": "scn-outcome" }, cell.outcome));
        if (cell.overflow) td.append(" ", el("span", { "class": "meta" }, "(overflow: " + cell.overflow + ")"));
        if (cell.assumption) td.append(" ", el("span", { "class": "meta scn-assumed", title: cell.assumption }, "assumed"));
        cell.cites.forEach(function (id, i) {
          var c = byId[id];
          td.append(i ? ", " : el("br"));
          td.append(el("a", { href: c.url || "#cite-" + c.id, title: c.quote || "" }, c.key));
        });
        tr.append(td);
      });
      body.append(tr);
    });
    table.append(thead, body);
    var wrap = el("div", { "class": "table-wrap" }); wrap.append(table);
    var nodes = [el("h1", {}, "What a card keeps: " + bundle.game.slug),
                 el("p", { "class": "meta" }, "Rules revision " + t.rules_version + "."), wrap];
    if (t.assumptions.length) {
      var ul = el("ul", { "class": "scn-assumptions" });
      t.assumptions.forEach(function (a) { ul.append(el("li", {}, a)); });
      nodes.push(el("h2", {}, "Assumed, not in the rules text"),
                 el("p", { "class": "meta" }, "Cells marked “assumed” rest on the profile’s reading below, not on a rule."), ul);
    }
    var cited = el("ol", { "class": "scn-citations" });
    t.citations.forEach(function (c) {
      var li = el("li", { id: "cite-" + c.id }), meta = el("p", { "class": "meta" });
      var where = c.game + " · " + c.document + " · " + c.key;
      if (c.url) meta.append(link(c.url, where)); else meta.append(where + " · not in the knowledge base");
      if (c.url && c.version) meta.append(" · version " + c.version);
      li.append(el("blockquote", {}, c.quote || ""), meta);
      cited.append(li);
    });
    nodes.push(el("h2", {}, "Rules cited"), cited, banner(bundle));
    show(nodes, "What a card keeps · " + bundle.game.slug);
  }

  function game(bundle) {
    var docs = el("ul", { "class": "rule-list" });
    bundle.sections.forEach(function (s) {
      if (s.p) return;
      var li = el("li"); li.append(link("/rules/" + bundle.game.slug + "/" + encodeURIComponent(s.k) + "/", sectionName(s)));
      docs.append(li);
    });
    var cards = el("ul", { "class": "rule-list cards" });
    bundle.cards.forEach(function (c) {
      var li = el("li"); li.append(link("/cards/" + bundle.game.slug + "/" + encodeURIComponent(c.number) + "/", c.name)); cards.append(li);
    });
    var faqs = el("p"); faqs.append(link("/faqs/" + bundle.game.slug + "/", bundle.faqs.length + " FAQs"));
    var keeps = null;
    if (bundle.table) { keeps = el("p"); keeps.append(link("/scenarios/" + bundle.game.slug + "/table/", "What a card keeps")); }
    show([el("h1", {}, bundle.game.name), el("h2", {}, "Rules"), docs, el("h2", {}, "FAQ"), faqs,
          el("h2", {}, "Cards"), cards, keeps ? el("h2", {}, "Persistence table") : null, keeps, banner(bundle)], bundle.game.name);
  }

  function search(query, only) {
    var slugs = Object.keys(Offline.stored()).filter(function (s) { return !only || s === only; });
    if (!slugs.length) return notStored("Search");
    Promise.all(slugs.map(function (s) { return load(s, "index"); })).then(function (indexes) {
      var searchers = indexes.filter(Boolean).map(Search.load), results = [];
      for (var i = 0; i < searchers.length; i++) {
        var target = Search.jump(searchers[i], query);
        if (target) { window.location.replace(target); return; }
        results = results.concat(Search.search(searchers[i], query, 30));
      }
      results.sort(function (a, b) { return b.score - a.score; });
      var form = el("form", { method: "get", action: "/search/", role: "search", "class": "find" });
      var box = el("input", { type: "search", name: "q", "aria-label": "Search the games kept offline" });
      box.value = query;
      form.append(box, el("button", { type: "submit" }, "Search"));
      var list = el("ol", { "class": "results" });
      results.slice(0, 30).forEach(function (r) {
        var li = el("li", { "class": "result" });
        li.append(link(r.url, r.title), el("span", { "class": "meta" },
          { r: "Rule", f: "FAQ", c: "Card" }[r.kind] + " · " + r.game + (r.kind === "r" ? " · " + r.key : "")));
        list.append(li);
      });
      show([el("h1", {}, "Search offline"), form,
            el("p", { "class": "meta", role: "status" }, results.length + " results for “" + query + "” in the games kept offline"),
            list], query);
    });
  }

  var parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts[0] === "search" || parts[0] === "offline") return search(params.get("q") || "", params.get("game"));
  var slug = parts[1], kind = parts[0];
  if (!slug || ["rules", "faqs", "cards", "games", "scenarios"].indexOf(kind) < 0) return notStored();
  load(slug, "bundle").then(function (bundle) {
    if (!bundle) return notStored();
    if (kind === "rules" && parts[2]) return rule(bundle, parts[2]);
    if (kind === "faqs") return parts[2] ? faq(bundle, parts[2]) : faqList(bundle);
    if (kind === "cards" && parts[2]) return card(bundle, parts[2]);
    if (kind === "games") return game(bundle);
    if (kind === "scenarios" && parts[2] === "table") return persistence(bundle);
    notStored();
  }, function () { notStored(); });
})();
