(function () {
  "use strict";

  var STORAGE_KEY = "catalog-gallery-device";

  function all(selector, root) {
    return Array.prototype.slice.call((root || document).querySelectorAll(selector));
  }
  function remember(id) {
    try { window.localStorage.setItem(STORAGE_KEY, id); } catch (error) { /* storage off for file:// */ }
  }
  function remembered() {
    try { return window.localStorage.getItem(STORAGE_KEY); } catch (error) { return null; }
  }

  all("[data-needs-js]").forEach(function (element) { element.hidden = false; });

  // Devices: every picture carries its device id; one device is shown at a time.
  var deviceButtons = all("[data-device-button]");
  function showDevice(id) {
    var known = deviceButtons.some(function (button) { return button.getAttribute("data-device-button") === id; });
    if (!known) { return false; }
    deviceButtons.forEach(function (button) {
      button.setAttribute("aria-pressed", button.getAttribute("data-device-button") === id ? "true" : "false");
    });
    all("[data-device-picture]").forEach(function (picture) {
      picture.hidden = picture.getAttribute("data-device-picture") !== id;
    });
    return true;
  }
  deviceButtons.forEach(function (button) {
    button.addEventListener("click", function () {
      var id = button.getAttribute("data-device-button");
      if (showDevice(id)) { remember(id); }
    });
  });
  var saved = remembered();
  if (saved) { showDevice(saved); }

  // Search and tags (index only): a card is shown when every word of the search occurs
  // in its text and it carries every selected tag.
  var search = document.getElementById("filter-search");
  var cards = all("[data-card]");
  if (search && cards.length > 0) {
    var chips = all("[data-tag-chip]");
    var cardTagButtons = all("[data-tag]");
    var count = document.getElementById("filter-count");
    var empty = document.getElementById("filter-empty");
    var clear = document.getElementById("filter-clear");
    var selected = [];

    var tagsOf = function (card) {
      return all("[data-tag]", card).map(function (button) { return button.getAttribute("data-tag"); });
    };
    var plural = function (n) { return n === 1 ? " layout" : " layouts"; };

    var apply = function () {
      var terms = search.value.toLowerCase().split(/\s+/).filter(function (term) { return term.length > 0; });
      var shown = 0;
      cards.forEach(function (card) {
        var text = card.getAttribute("data-search") || "";
        var tags = tagsOf(card);
        var visible = terms.every(function (term) { return text.indexOf(term) !== -1; }) &&
          selected.every(function (tag) { return tags.indexOf(tag) !== -1; });
        card.hidden = !visible;
        if (visible) { shown += 1; }
      });
      chips.forEach(function (chip) {
        chip.setAttribute("aria-pressed", selected.indexOf(chip.getAttribute("data-tag-chip")) !== -1 ? "true" : "false");
      });
      cardTagButtons.forEach(function (button) {
        button.classList.toggle("selected", selected.indexOf(button.getAttribute("data-tag")) !== -1);
      });
      if (count) {
        count.textContent = shown === cards.length ? cards.length + plural(cards.length)
          : shown + " of " + cards.length + plural(cards.length);
      }
      if (empty) { empty.hidden = shown !== 0; }
      if (clear) { clear.hidden = terms.length === 0 && selected.length === 0; }
    };
    var toggle = function (tag) {
      var index = selected.indexOf(tag);
      if (index === -1) { selected.push(tag); } else { selected.splice(index, 1); }
      apply();
    };

    chips.forEach(function (chip) {
      chip.addEventListener("click", function () { toggle(chip.getAttribute("data-tag-chip")); });
    });
    cardTagButtons.forEach(function (button) {
      button.addEventListener("click", function (event) {
        event.preventDefault();
        toggle(button.getAttribute("data-tag"));
      });
    });
    search.addEventListener("input", apply);
    if (clear) {
      clear.addEventListener("click", function () {
        search.value = "";
        selected = [];
        apply();
        search.focus();
      });
    }

    // `index.html#tag=grid` (the layout pages link tags this way) or `#q=header`.
    var readHash = function () {
      window.location.hash.replace(/^#/, "").split("&").forEach(function (part) {
        var equals = part.indexOf("=");
        if (equals === -1) { return; }
        var value;
        try { value = decodeURIComponent(part.slice(equals + 1)); } catch (error) { return; }
        var key = part.slice(0, equals);
        if (key === "tag") { selected = [value]; }
        if (key === "q") { search.value = value; }
      });
      apply();
    };
    window.addEventListener("hashchange", readHash);
    readHash();

    // "/" jumps to the search box, Escape clears it.
    document.addEventListener("keydown", function (event) {
      var typing = event.target && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName);
      if (event.key === "/" && !typing) {
        event.preventDefault();
        search.focus();
      } else if (event.key === "Escape" && event.target === search) {
        search.value = "";
        apply();
      }
    });
  }

  // Copy buttons: the clipboard where allowed, else the text is selected for the user.
  all("[data-copy]").forEach(function (button) {
    var target = document.getElementById(button.getAttribute("data-copy"));
    if (!target) { return; }
    var label = button.textContent;
    var done = function (message) {
      button.textContent = message;
      window.setTimeout(function () { button.textContent = label; }, 1600);
    };
    var selectTarget = function () {
      var range = document.createRange();
      range.selectNodeContents(target);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    };
    button.addEventListener("click", function () {
      var text = target.textContent;
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(function () { done("Copied"); }, function () {
          selectTarget();
          done("Selected: press \u2318C / Ctrl+C");
        });
      } else {
        selectTarget();
        var copied = false;
        try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
        done(copied ? "Copied" : "Selected: press \u2318C / Ctrl+C");
      }
    });
  });
})();
