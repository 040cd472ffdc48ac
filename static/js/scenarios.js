// Scenario pages: they work without this file. It submits the game choice as soon as it
// changes, and hides the faces fields while a knowledge-base card is chosen.
(function () {
  "use strict";

  document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
    var form = select.form;
    form.querySelectorAll("[data-when-no-js]").forEach(function (button) { button.hidden = true; });
    select.addEventListener("change", function () { if (select.value) form.submit(); });
  });

  var card = document.getElementById("id_card");
  var faces = document.querySelector("[data-faces]");
  if (card && faces) {
    var sync = function () { faces.hidden = card.value !== ""; };
    card.addEventListener("change", sync);
    sync();
  }
})();
