// Flipside enhancements: the pages work without this file; it adds the "/" shortcut and copy buttons.
(function () {
  "use strict";

  function typing(target) {
    if (!target) return false;
    var tag = target.tagName;
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable;
  }

  // "/" focuses the search box from any page, as on many sites; not while typing elsewhere.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    var box = document.getElementById("q");
    if (!box) return;
    event.preventDefault();
    box.focus();
    box.select();
  });

  function copied(button, text) {
    var label = button.textContent;
    button.textContent = text;
    window.setTimeout(function () { button.textContent = label; }, 1500);
  }

  // Copy buttons name the field to copy with data-copy; they stay hidden without JavaScript.
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    var field = document.querySelector(button.getAttribute("data-copy"));
    if (!field) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      var value = field.value || field.textContent;
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(value).then(
          function () { copied(button, "Copied"); },
          function () { field.select(); copied(button, "Press Ctrl+C"); }
        );
      } else {
        // Plain http (a laptop at an event): fall back to the selection.
        field.focus();
        field.select();
        var ok = false;
        try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
        copied(button, ok ? "Copied" : "Press Ctrl+C");
      }
    });
  });
})();
