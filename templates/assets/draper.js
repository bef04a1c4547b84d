// Draper's one small script. Everything works without it except what needs the
// viewer's clock (opening doors, countdowns, the quote of the day after the build date)
// and native sharing. It reads its data from data-* attributes; there is no inline script,
// so a Content-Security-Policy of script-src 'self' works.
(function () {
  "use strict";

  // ---- Dates -------------------------------------------------------------------------

  // "2026-12-05T00:00" in the viewer's own time zone (the calendar's `local` mode).
  function parseLocal(text) {
    var m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text || "");
    if (!m) return null;
    return new Date(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], 0, 0);
  }

  // The moment an element with data-unlock (an absolute instant) or data-unlock-local opens.
  function unlockTime(element) {
    if (element.dataset.unlock) return new Date(element.dataset.unlock);
    return parseLocal(element.dataset.unlockLocal);
  }

  // Today's date as y-m-d in a named zone, or in the viewer's zone for "local".
  function today(zone) {
    var now = new Date();
    if (!zone || zone === "local") {
      return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
    }
    var parts = {};
    new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "numeric", day: "numeric" })
      .formatToParts(now).forEach(function (p) { parts[p.type] = +p.value; });
    return { y: parts.year, m: parts.month, d: parts.day };
  }

  function dayNumber(date) {
    return Math.round(Date.UTC(date.y, date.m - 1, date.d) / 86400000);
  }

  function isoDate(date) {
    return date.y + "-" + String(date.m).padStart(2, "0") + "-" + String(date.d).padStart(2, "0");
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) { return key in values ? values[key] : ""; });
  }

  // ---- Sealed content ----------------------------------------------------------------
  // A locked day's content ships obfuscated so it cannot be read in the page source
  // before its date. This is spoiler protection, not secrecy: anyone who runs the page's
  // own code can read it (see the README).

  function unseal(template) {
    var sealed = template.dataset.sealed;
    if (!sealed) return template.innerHTML;
    var binary = atob(sealed);
    var key = template.dataset.key || "";
    var bytes = new Uint8Array(binary.length);
    var state = 2166136261;
    for (var k = 0; k < key.length; k++) { state = Math.imul(state ^ key.charCodeAt(k), 16777619) >>> 0; }
    for (var i = 0; i < binary.length; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      bytes[i] = binary.charCodeAt(i) ^ (state >>> 24);
    }
    return new TextDecoder("utf-8").decode(bytes);
  }

  // ---- Doors and day pages -----------------------------------------------------------

  function formatCountdown(ms, element) {
    var seconds = Math.max(0, Math.floor(ms / 1000));
    var days = Math.floor(seconds / 86400);
    var hours = Math.floor(seconds % 86400 / 3600);
    var minutes = Math.floor(seconds % 3600 / 60);
    var rest = seconds % 60;
    var clock = String(hours).padStart(2, "0") + ":" + String(minutes).padStart(2, "0") + ":" + String(rest).padStart(2, "0");
    var template = days > 0 ? (element.dataset.textDays || "Opens in {days} d {clock}") : (element.dataset.textClock || "Opens in {clock}");
    return fill(template, { days: days, clock: clock });
  }

  function open(element) {
    var template = element.querySelector("template.sealed");
    var target = element.querySelector("[data-reveal-into]");
    if (template && target) {
      target.innerHTML = unseal(template);
      target.hidden = false;
      target.classList.add("reveal");
      // The link's name said when the door opens; now it says what the door shows.
      var title = target.querySelector(".door-title");
      element.querySelectorAll("[data-label-open]").forEach(function (link) {
        if (title) link.setAttribute("aria-label", fill(link.dataset.labelOpen, { title: title.textContent }));
      });
    }
    element.querySelectorAll("[data-locked-only]").forEach(function (node) { node.hidden = true; });
    element.classList.remove("is-locked");
    element.classList.add("is-open");
    element.dataset.state = "open";
  }

  // The door's time has come but its content is not in the page (reveal mode `build`):
  // it opens with the site's next build, so it stays shut rather than opening empty.
  function awaitBuild(element) {
    element.dataset.state = "pending";
    element.querySelectorAll("[data-countdown]").forEach(function (node) {
      node.textContent = node.dataset.textPending || "Opening soon";
    });
  }

  function updateLocks() {
    var now = Date.now();
    var next = Infinity;
    document.querySelectorAll("[data-unlock], [data-unlock-local]").forEach(function (element) {
      if (element.dataset.state === "open" || element.dataset.state === "pending") return;
      var at = unlockTime(element);
      if (!at || isNaN(at)) return;
      var remaining = at.getTime() - now;
      if (remaining <= 0) {
        if (element.querySelector("template.sealed")) open(element); else awaitBuild(element);
      } else {
        element.dataset.state = "locked";
        element.querySelectorAll("[data-countdown]").forEach(function (node) {
          node.textContent = formatCountdown(remaining, node);
        });
        next = Math.min(next, remaining);
      }
    });
    if (next !== Infinity) setTimeout(updateLocks, Math.min(1000, next + 20));
    updateDaysLeft();
  }

  function updateDaysLeft() {
    document.querySelectorAll("[data-days-left]").forEach(function (element) {
      var m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(element.dataset.targetDate || "");
      if (!m) return;
      var left = dayNumber({ y: +m[1], m: +m[2], d: +m[3] }) - dayNumber(today(element.dataset.timezone));
      var template = left > 1 ? element.dataset.textMany : left === 1 ? element.dataset.textOne
        : left === 0 ? element.dataset.textToday : element.dataset.textAfter;
      if (template !== undefined) element.textContent = fill(template, { count: left });
    });
  }

  // ---- Quote of the day --------------------------------------------------------------

  function updateQuoteOfTheDay() {
    var hero = document.querySelector("[data-schedule]");
    if (!hero) return;
    var schedule;
    try { schedule = JSON.parse(hero.dataset.schedule); } catch (e) { return; }
    var index = dayNumber(today(schedule.timezone)) - dayNumber(parseDate(schedule.start));
    if (index < 0 || index >= schedule.quotes.length) return;
    var id = schedule.quotes[index];
    if (id === hero.dataset.quoteId) return;
    var source = document.querySelector('[data-quote-id="' + CSS.escape(id) + '"] template.quote-of-the-day');
    if (!source) return;
    hero.innerHTML = source.innerHTML;
    hero.dataset.quoteId = id;
  }

  function parseDate(text) {
    var m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text || "");
    return m ? { y: +m[1], m: +m[2], d: +m[3] } : { y: 1970, m: 1, d: 1 };
  }

  // ---- Shuffle ----------------------------------------------------------------------

  function setUpShuffle() {
    document.querySelectorAll("[data-shuffle]").forEach(function (link) {
      var pool;
      try { pool = JSON.parse(link.dataset.shuffle); } catch (e) { return; }
      if (!pool.length) return;
      link.addEventListener("click", function (event) {
        event.preventDefault();
        // The pool never contains the current page, so any pick is a different quote.
        location.href = pool[Math.floor(Math.random() * pool.length)];
      });
    });
  }

  // ---- Sharing ----------------------------------------------------------------------

  function pageURL(share) {
    return share.dataset.shareUrl || location.href;
  }

  function status(share, text) {
    var node = share.querySelector(".share-status");
    if (node) node.textContent = text;
  }

  function cardFile(share) {
    var src = share.dataset.shareImage;
    if (!src || !window.fetch || !window.File) return Promise.resolve(null);
    return fetch(src).then(function (response) {
      if (!response.ok) return null;
      return response.blob().then(function (blob) {
        // Named for the quote (cards/<id>/og.png would all share as "og.png").
        var name = share.dataset.shareImageName || src.split("/").pop().split("?")[0] || "card.png";
        return new File([blob], name, { type: blob.type || "image/png" });
      });
    }).catch(function () { return null; });
  }

  function setUpShare() {
    document.querySelectorAll("[data-share]").forEach(function (share) {
      var menu = share.querySelector("details");
      var summary = menu && menu.querySelector("summary");
      if (summary && navigator.share) {
        summary.addEventListener("click", function (event) {
          if (menu.open) return;
          event.preventDefault();
          var data = { title: share.dataset.shareTitle, text: share.dataset.shareText, url: pageURL(share) };
          cardFile(share).then(function (file) {
            if (file && navigator.canShare && navigator.canShare({ files: [file] })) {
              return navigator.share(Object.assign({ files: [file] }, data));
            }
            return navigator.share(data);
          }).catch(function (error) {
            // The person closed the share sheet: nothing to do. Anything else: the menu.
            if (!error || error.name !== "AbortError") menu.open = true;
          });
        });
      }
      share.querySelectorAll("[data-copy-link]").forEach(function (button) {
        button.hidden = false;
        button.addEventListener("click", function () {
          var url = pageURL(share);
          var done = function () { status(share, share.dataset.textCopied || "Link copied"); };
          if (navigator.clipboard && navigator.clipboard.writeText) {
            navigator.clipboard.writeText(url).then(done, function () { fallbackCopy(url); done(); });
          } else {
            fallbackCopy(url);
            done();
          }
        });
      });
    });
  }

  function fallbackCopy(text) {
    var field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.appendChild(field);
    field.select();
    try { document.execCommand("copy"); } catch (e) { /* nothing more we can do */ }
    document.body.removeChild(field);
  }

  function start() {
    document.documentElement.classList.add("js");
    updateLocks();
    updateQuoteOfTheDay();
    setUpShuffle();
    setUpShare();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
