// Flipside offline search over the compact per-game index the server builds (offline/index.py).
// Plain JavaScript, about 120 lines and 5 KB, instead of a library: the server already did the
// tokenizing and the postings, so the browser needs only a prefix lookup in the sorted word
// list, a one-edit typo fallback (transpositions count as one, as online) and a small score; MiniSearch or lunr would add 20-30 KB and
// rebuild an index the server has built.
(function () {
  "use strict";
  var WORD = /[\p{L}\p{N}]+(?:[.\-][\p{L}\p{N}]+)*/gu;
  var STOP = {};
  ("a an and are as at be by for from has have if in into is it its of on or that the their them " +
   "then there these they this to was were when which while who will with").split(" ").forEach(function (w) {
    STOP[w] = true;
  });
  var MAX_EXPANSIONS = 60;

  function fold(text) {
    return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }

  // The same words offline/index.py's tokens() gives, in query order, without repeats.
  function tokens(text) {
    var out = [], seen = {};
    (fold(text).match(WORD) || []).forEach(function (word) {
      if (!STOP[word] && !seen[word]) { seen[word] = true; out.push(word); }
    });
    return out;
  }

  function load(index) {
    return { index: index, words: Object.keys(index.terms).sort(), n: index.docs.length, decoded: {} };
  }

  function postings(searcher, word) {
    var hit = searcher.decoded[word];
    if (hit) return hit;
    var deltas = searcher.index.terms[word], value = 0, out = [];
    for (var i = 0; i < deltas.length; i++) { value += deltas[i]; out.push(value); }
    return (searcher.decoded[word] = out);
  }

  function firstAtLeast(words, prefix) {
    var lo = 0, hi = words.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (words[mid] < prefix) lo = mid + 1; else hi = mid; }
    return lo;
  }

  // One edit apart as the online search counts them (Damerau distance 1): a letter added,
  // dropped or changed, or two neighbours swapped ("trnasform" for "transform").
  function oneEditApart(a, b) {
    if (Math.abs(a.length - b.length) > 1 || a === b) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
    if (b.length > a.length) return b.slice(i + 1) === a.slice(i);
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }

  // The index words a query word stands for: itself, words it begins (prefix), or one edit away.
  function expand(searcher, word) {
    var words = searcher.words, out = [], start = firstAtLeast(words, word);
    for (var i = start; i < words.length && out.length < MAX_EXPANSIONS; i++) {
      if (words[i].indexOf(word) !== 0) break;
      out.push({ word: words[i], weight: words[i] === word ? 1 : 0.7 });
    }
    if (!out.length && word.length >= 4) {
      words.forEach(function (w) { if (oneEditApart(w, word)) out.push({ word: w, weight: 0.5 }); });
    }
    return out;
  }

  function scoreWord(searcher, word) {
    var scores = {};
    expand(searcher, word).forEach(function (variant) {
      var ids = postings(searcher, variant.word);
      var idf = Math.log(1 + searcher.n / ids.length) * variant.weight;
      ids.forEach(function (value) {
        var doc = value >> 1, score = idf * (value & 1 ? 3 : 1);
        if (!scores[doc] || scores[doc] < score) scores[doc] = score;
      });
    });
    return scores;
  }

  // Every word must match (a prefix or a near spelling counts); the title weighs three times.
  function search(searcher, query, limit) {
    var words = tokens(query), docs = searcher.index.docs, total = null;
    if (!words.length) return [];
    words.forEach(function (word) {
      var scores = scoreWord(searcher, word);
      if (total === null) { total = scores; return; }
      var next = {};
      Object.keys(total).forEach(function (doc) { if (scores[doc]) next[doc] = total[doc] + scores[doc]; });
      total = next;
    });
    var key = fold(query.trim());
    return Object.keys(total).map(function (doc) {
      var d = docs[doc], exact = fold(d[1]) === key;  // a rule number or card number typed as is
      return { kind: d[0], key: d[1], title: d[2], url: d[3], game: searcher.index.game,
               score: total[doc] + (exact ? 1000 : 0), exact: exact };
    }).sort(function (a, b) { return b.score - a.score; }).slice(0, limit || 20);
  }

  // A rule number typed alone ("712.8e", "3-1-3"): the rule itself, to open at once.
  function jump(searcher, query) {
    var key = fold(query.trim());
    if (!/\d/.test(key) || /\s/.test(key)) return null;
    var docs = searcher.index.docs;
    for (var i = 0; i < docs.length; i++) {
      if (docs[i][0] === "r" && fold(docs[i][1]) === key) return docs[i][3];
    }
    return null;
  }

  window.FlipsideSearch = { load: load, search: search, jump: jump, tokens: tokens, oneEditApart: oneEditApart };
})();
