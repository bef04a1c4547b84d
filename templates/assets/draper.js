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

  // One pass: a value is inserted, never read again, and a {name} with no value stays as written.
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole;
    });
  }

  // The page's language, for plural forms and digits.
  function pageLanguage() { return document.documentElement.lang || "en"; }

  // A counted message: `json` holds its forms (one per CLDR category) and the values of its
  // other {name}s; the form for `count` by the browser's own plural rules, filled in one pass
  // with those values and {count} in the language's digits.
  // `mark`, when given, stands where the number goes instead of the number, to find its place.
  function counted(json, count, mark) {
    var chosen, values = {};
    try {
      var all = JSON.parse(json || "{}");
      var forms = all.forms || {};
      chosen = forms[new Intl.PluralRules(pageLanguage()).select(count)] || forms.other;
      Object.keys(all.values || {}).forEach(function (key) { values[key] = String(all.values[key]); });
    } catch (error) { chosen = undefined; }
    if (chosen === undefined) return undefined;
    values.count = mark === undefined ? number(count) : mark;
    return fill(chosen, values);
  }

  // `count` in the language's digits.
  function number(count) {
    try { return new Intl.NumberFormat(pageLanguage()).format(count); } catch (error) { return String(count); }
  }

  // ---- Sealed content ----------------------------------------------------------------
  // A locked day's content ships obfuscated so it cannot be read in the page source
  // before its date. This is spoiler protection, not secrecy: anyone who runs the page's
  // own code can read it (see the README).

  function unseal(template) {
    var sealed = template.dataset.sealed;
    if (!sealed) return template.innerHTML;
    return unsealText(sealed, template.dataset.key || "");
  }

  function unsealText(sealed, key) {
    var binary = atob(sealed);
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

  // `live`: the door opens while the reader looks (it fades in); at load it is simply there.
  function open(element, live) {
    var template = element.querySelector("template.sealed");
    var target = element.querySelector("[data-reveal-into]");
    if (template && target) {
      target.innerHTML = unseal(template);
      target.hidden = false;
      // A door on the calendar swings open; a day's page fades its content in.
      if (live && !element.matches(".door")) target.classList.add("reveal");
      // The link's name said when the door opens; now it says what the door shows, in the
      // words the build gives an open door (sealed with the door).
      element.querySelectorAll("[data-label-sealed]").forEach(function (link) {
        link.setAttribute("aria-label", unsealText(link.dataset.labelSealed, template.dataset.key || ""));
      });
      // Themes made before the sealed label fill in the title themselves.
      var title = target.querySelector(".door-title");
      element.querySelectorAll("[data-label-open]").forEach(function (link) {
        if (title) link.setAttribute("aria-label", fill(link.dataset.labelOpen, { title: title.textContent }));
      });
      // A day page: the tab said "Door 5"; now it names the day, the day's own photo is
      // behind it instead of the calendar's, and the share menu works.
      var heading = target.querySelector("h1");
      if (element.dataset.titleFormat && heading) {
        document.title = fill(element.dataset.titleFormat, { page: heading.textContent, site: element.dataset.titleSite || "" });
      }
      var backdrop = element.querySelector("template.sealed-backdrop");
      if (backdrop) showBackdrop(unseal(backdrop));
      setUpShare(target);
    }
    element.querySelectorAll("[data-locked-only]").forEach(function (node) { node.hidden = true; });
    element.classList.remove("is-locked");
    element.classList.add("is-open");
    element.dataset.state = "open";
    if (live && element.matches(".door")) swingOpen(element);
  }

  // `html`: the page's backdrop as the build writes it (templates/backdrop.mustache).
  function showBackdrop(html) {
    var holder = document.createElement("template");
    holder.innerHTML = html;
    placeBackdrop(holder.content.querySelector(".backdrop"));
  }

  function placeBackdrop(backdrop) {
    if (!backdrop) return;
    var shown = document.querySelector("body > .backdrop");
    if (shown) {
      shown.replaceWith(backdrop);
    } else {
      // Where the build puts it: after the skip link, which stays the page's first stop.
      var skip = document.querySelector("body > .skip-link");
      document.body.insertBefore(backdrop, skip ? skip.nextSibling : document.body.firstChild);
    }
  }

  // The door's time has come but its content is not in the page (reveal mode `build`):
  // it opens with the site's next build, so it stays shut rather than opening empty.
  function awaitBuild(element) {
    element.dataset.state = "pending";
    element.querySelectorAll("[data-countdown], [data-door-status]").forEach(function (node) {
      node.textContent = node.dataset.textPending || "Opening soon";
    });
  }

  // A door on the calendar of a locked door's page: it shows only whether it is open.
  function markOpen(element) {
    element.classList.remove("is-locked");
    element.classList.add("is-open");
    element.dataset.state = "open";
    element.querySelectorAll("[data-open-label]").forEach(function (link) {
      link.setAttribute("aria-label", link.dataset.openLabel);
    });
  }

  // ---- The calendar's scene ------------------------------------------------------------

  function reducedMotion() {
    return !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }

  // A door that opens before the reader's eyes swings its leaf (the link's ::after, drawn
  // only meanwhile) away on its hinge and its photo fades in; for a reader who asked for
  // less motion it is simply open. By the Web Animations API: nothing is added to the page.
  function swingOpen(door) {
    var link = door.querySelector(":scope > a");
    if (!link || !link.animate || reducedMotion()) return;
    var turn = document.documentElement.dir === "rtl" ? 110 : -110;
    try {
      link.animate([
        { transform: "perspective(32em) rotateY(0deg)", opacity: 1 },
        { transform: "perspective(32em) rotateY(" + turn * 0.6 + "deg)", opacity: 1, offset: 0.55 },
        { transform: "perspective(32em) rotateY(" + turn + "deg)", opacity: 0 },
      ], { duration: 1100, easing: "cubic-bezier(0.45, 0, 0.25, 1)", pseudoElement: "::after" });
    } catch (error) { /* no animations of pseudo-elements: the door opens without its leaf */ }
    var face = door.querySelector("[data-reveal-into]");
    if (face && face.animate) {
      face.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 600, delay: 300, easing: "ease-out", fill: "backwards" });
    }
  }

  // Marks the visitor's day on every list of doors: the door dated today (in the calendar's
  // zone, or the visitor's own for `local`) gets `data-today`, `aria-current="date"` and, on
  // the calendar, the badge; the tile of the door of the day leads to it (before the first
  // date to the first door, after the last to the last). Nothing here changes a size.
  function markToday() {
    document.querySelectorAll("ol.doors[data-timezone]").forEach(function (list) {
      var date = isoDate(today(list.dataset.timezone));
      var doors = Array.prototype.slice.call(list.querySelectorAll(":scope > .door[data-date]"));
      if (!doors.length) return;
      var current = null;
      doors.forEach(function (door) {
        var isToday = door.dataset.date === date;
        var link = door.querySelector(":scope > a");
        if (isToday) current = door;
        if (door.hasAttribute("data-today") !== isToday) door.toggleAttribute("data-today", isToday);
        var mark = link && link.getAttribute("aria-current");
        if (link && mark !== "page" && (mark === "date") !== isToday) {
          if (isToday) link.setAttribute("aria-current", "date"); else link.removeAttribute("aria-current");
        }
      });
      if (list.dataset.todayLabel !== undefined) {
        var badge = list.querySelector(".door-today");
        var link = current && current.querySelector(":scope > a");
        if (!link) {
          if (badge) badge.remove();
        } else {
          if (!badge) {
            badge = document.createElement("span");
            badge.className = "door-today";
            badge.setAttribute("aria-hidden", "true");
            badge.textContent = list.dataset.todayLabel;
          }
          if (badge.parentNode !== link || badge !== link.lastElementChild) link.appendChild(badge);
        }
      }
      var target = current || (date < doors[0].dataset.date ? doors[0] : doors[doors.length - 1]);
      var targetLink = target.querySelector(":scope > a");
      document.querySelectorAll("[data-today-door]").forEach(function (tile) {
        if (targetLink && tile.getAttribute("href") !== targetLink.getAttribute("href")) {
          tile.setAttribute("href", targetLink.getAttribute("href"));
        }
        if (tile.hasAttribute("aria-current") !== !!current) {
          if (current) tile.setAttribute("aria-current", "date"); else tile.removeAttribute("aria-current");
        }
        var label = tile.querySelector(".today-door-label"), number = tile.querySelector(".today-door-number");
        var text = current ? tile.dataset.textToday : target === doors[0] ? tile.dataset.textFirst : tile.dataset.textLast;
        if (label && text !== undefined && label.textContent !== text) label.textContent = text;
        if (number && number.textContent !== target.dataset.day) number.textContent = target.dataset.day;
      });
    });
  }

  // Today's door swings open the first time this device shows it open, as a door the reader
  // watches open does.
  function greetToday() {
    var door = document.querySelector("ol.doors[data-today-label] > .door[data-today][data-state='open']");
    if (!door) return;
    var key = "draper-doors-seen " + location.pathname, seen = [];
    try { seen = JSON.parse(localStorage.getItem(key) || "[]"); } catch (error) { seen = []; }
    if (!Array.isArray(seen) || seen.indexOf(door.dataset.date) >= 0) return;
    seen.push(door.dataset.date);
    try { localStorage.setItem(key, JSON.stringify(seen.slice(-400))); } catch (error) { /* private mode */ }
    swingOpen(door);
  }

  var locksChecked = false;

  function updateLocks() {
    var live = locksChecked;
    locksChecked = true;
    var now = Date.now();
    var next = Infinity;
    document.querySelectorAll("[data-unlock], [data-unlock-local]").forEach(function (element) {
      if (element.dataset.state === "open" || element.dataset.state === "pending") return;
      var at = unlockTime(element);
      if (!at || isNaN(at)) return;
      var remaining = at.getTime() - now;
      if (remaining <= 0) {
        if (element.hasAttribute("data-door-mark")) markOpen(element);
        else if (element.querySelector("template.sealed")) open(element, live); else awaitBuild(element);
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
      var text = left >= 1 && element.dataset.textForms ? counted(element.dataset.textForms, left) : undefined;
      if (text === undefined) {
        // Templates from before the catalogue give only "many" and "one".
        var template = left > 1 ? element.dataset.textMany : left === 1 ? element.dataset.textOne
          : left === 0 ? element.dataset.textToday : element.dataset.textAfter;
        if (template !== undefined) text = fill(template, { count: left });
      }
      // The page says it already: its nodes stay as the build wrote them.
      if (text === undefined || element.textContent === text) return;
      // The calendar sets the number apart, larger than its words (data-count-apart).
      var marked = element.hasAttribute("data-count-apart") && left >= 1 && element.dataset.textForms
        ? counted(element.dataset.textForms, left, "\u0000") : undefined;
      var parts = marked === undefined ? [] : marked.split("\u0000");
      if (parts.length === 2) {
        var count = document.createElement("strong");
        count.className = "days-left-count";
        count.textContent = number(left);
        element.replaceChildren(parts[0], count, parts[1]);
      } else {
        element.textContent = text;
      }
    });
  }

  // ---- Quote of the day --------------------------------------------------------------

  // The hero holds the build's day in a <noscript> (the built-in theme) or shown (themes of
  // Draper 0.1); the viewer's day replaces it, the build's own after the schedule runs out.
  function updateQuoteOfTheDay() {
    var hero = document.querySelector("[data-schedule]");
    if (!hero) return;
    var schedule;
    try { schedule = JSON.parse(hero.dataset.schedule); } catch (e) { return; }
    var index = dayNumber(today(schedule.timezone)) - dayNumber(parseDate(schedule.start));
    var inSchedule = index >= 0 && index < schedule.quotes.length;
    var built = hero.dataset.builtQuoteId || hero.dataset.quoteId;
    hero.dataset.builtQuoteId = built;
    var id = inSchedule ? schedule.quotes[index] : built;
    var showing = hero.querySelector("noscript") ? null : (hero.dataset.day || hero.dataset.quoteId);
    if (id === showing) return;
    hero.dataset.day = id;
    // Offline, a day this device never saw has no card on it: the days before, back to the
    // build's own, are the ones whose cards it may have kept.
    var candidates = [id];
    for (var day = Math.min(index, schedule.quotes.length) - 1; day >= 0; day--) candidates.push(schedule.quotes[day]);
    candidates.push(built);
    showQuoteOfTheDay(hero, candidates.filter(function (candidate, position) {
      return candidates.indexOf(candidate) === position;
    }));
  }

  // Shows the first of `ids` whose markup the page holds; if its card cannot be loaded, the next.
  function showQuoteOfTheDay(hero, ids) {
    while (ids.length) {
      var id = ids.shift(), escaped = CSS.escape(id);
      // Themes made for Draper 0.1 keep the markup inside each grid cell.
      var source = document.querySelector('template.quote-of-the-day[data-quote-id="' + escaped + '"]') ||
        document.querySelector('[data-quote-id="' + escaped + '"] template.quote-of-the-day');
      if (!source) continue;
      hero.innerHTML = source.innerHTML;
      hero.dataset.quoteId = id;
      var image = hero.querySelector("img");
      if (image && ids.length) {
        image.addEventListener("error", function () { showQuoteOfTheDay(hero, ids); }, { once: true });
      }
      return;
    }
  }

  // A page left open overnight turns to the new day: the quote of the day and the days left
  // are checked at the start of every minute (cheap, and right in any time zone).
  function followTheClock() {
    setTimeout(function tick() {
      updateQuoteOfTheDay();
      updateDaysLeft();
      markToday();
      setTimeout(tick, 60000 - Date.now() % 60000 + 50);
    }, 60000 - Date.now() % 60000 + 50);
  }

  function parseDate(text) {
    var m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text || "");
    return m ? { y: +m[1], m: +m[2], d: +m[3] } : { y: 1970, m: 1, d: 1 };
  }

  // ---- Shuffle ----------------------------------------------------------------------

  // Set on a quote page that can turn in place: takes the reader to another quote's page.
  var turnTo = null;

  // A click on Shuffle picks another quote from the link's pool (the pool never holds the page's
  // own quote, so any pick is a different one); without the script the link leads to one.
  function setUpShuffle() {
    document.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a[data-shuffle]") : null;
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey ||
          event.altKey) return;
      var pool;
      try { pool = JSON.parse(link.dataset.shuffle); } catch (e) { return; }
      if (!pool.length) return;
      event.preventDefault();
      var url = new URL(pool[Math.floor(Math.random() * pool.length)], location.href).href;
      if (turnTo) turnTo(url, null); else location.href = url;
    });
  }

  // ---- Turning quote pages ------------------------------------------------------------
  // Next and Previous (a swipe, the arrow keys, the links) and Shuffle. Over http(s) the other
  // quote's own page is fetched — the neighbours' ahead, when the browser is idle, a few KB
  // each — and its card, words and links take the place of the ones shown, with its address
  // pushed to the history: Back and Forward walk through the quotes, and every quote keeps
  // its page for links, search engines and readers without the script. From disk (no fetch),
  // or when a page cannot be fetched, the link is followed as any link is.

  // How long a card that is not in the browser's cache yet may hold up the turn (ms): then the
  // page turns and the card arrives in its box.
  var CARD_WAIT = 400;

  function setUpQuoteTurning() {
    var selector = ".page-quote main .quote-layout";
    if (!document.querySelector(selector)) return;
    var rightToLeft = document.documentElement.dir === "rtl";
    var still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    var inPlace = /^https?:$/.test(location.protocol) && !!(window.fetch && window.DOMParser && history.pushState);
    var pages = {};
    var shown = withoutHash(location.href), turning = null;

    function layout() { return document.querySelector(selector); }
    function link(rel) { var current = layout(); return current && current.querySelector(".quote-nav a[rel=" + rel + "]"); }
    function withoutHash(url) { return url.split("#")[0]; }

    function fetchPage(url) {
      if (!pages[url]) {
        pages[url] = fetch(url, { credentials: "same-origin" }).then(function (response) {
          if (!response.ok) throw new Error("no page at " + url);
          return response.text();
        }).then(function (text) {
          var page = new DOMParser().parseFromString(text, "text/html");
          if (!page.querySelector(selector)) throw new Error("not a quote page: " + url);
          return page;
        });
        pages[url].catch(function () { delete pages[url]; });
      }
      return pages[url];
    }

    function fetchNeighbours() {
      if (!inPlace || savesData()) return;
      idle(function () {
        ["next", "prev"].forEach(function (rel) {
          var neighbour = link(rel);
          if (neighbour) fetchPage(withoutHash(neighbour.href)).catch(function () { /* followed as a link */ });
        });
      });
    }

    // The page's head says which quote it is too: its title, description, canonical address
    // and social preview follow the quote shown.
    function takeHead(page) {
      document.title = page.title;
      ["meta[name=description]", "link[rel=canonical]", "meta[property^='og:']", "meta[name^='twitter:']"]
        .forEach(function (query) {
          var before = document.head.querySelectorAll(query), after = page.head.querySelectorAll(query);
          var anchor = before.length ? before[before.length - 1].nextSibling : null;
          after.forEach(function (node) { document.head.insertBefore(document.importNode(node, true), anchor); });
          before.forEach(function (node) { node.remove(); });
        });
    }

    // `towards`: where the old quote goes ("left", "right"; null for Shuffle and the history).
    function show(page, url, towards, push) {
      var fresh = document.importNode(page.querySelector(selector), true);
      var card = fresh.querySelector(".card-figure img");
      // The card starts loading as it is imported; a cached one is decoded before it is shown.
      var decoded = card && card.decode ? card.decode().catch(function () { /* shown as it comes */ }) : null;
      var waited = new Promise(function (resolve) { setTimeout(resolve, CARD_WAIT); });
      return Promise.race([decoded || waited, waited]).then(function () {
        var current = layout();
        if (!current) return;
        var hadFocus = current.contains(document.activeElement);
        if (push) history.pushState({ draperQuote: url }, "", url);
        shown = url;
        current.replaceWith(fresh);
        takeHead(page);
        var backdrop = page.querySelector("body > .backdrop");
        if (backdrop) placeBackdrop(document.importNode(backdrop, true));
        setUpShare(fresh);
        if (towards && !still) fresh.classList.add(towards === "left" ? "arriving-from-right" : "arriving-from-left");
        if (fresh.getBoundingClientRect().top < 0) fresh.scrollIntoView({ block: "start" });
        // A reader on a link or a key hears the new quote's heading; a swipe keeps its place.
        var heading = fresh.querySelector("h1");
        if (hadFocus && heading) heading.focus({ preventScroll: true });
        fetchNeighbours();
      });
    }

    function go(url, towards, push) {
      url = withoutHash(url);
      if (!inPlace) { location.href = url; return; }
      if (turning === url) return;
      turning = url;
      fetchPage(url).then(function (page) {
        if (turning === url) return show(page, url, towards, push);
      }).then(function () {
        if (turning === url) turning = null;
      }, function () {
        // Not a quote page after all, or offline and not kept: a plain visit says what it is.
        if (push) location.href = url; else location.reload();
      });
    }
    turnTo = function (url, towards) { go(url, towards, true); };

    // `towards`: where the reader pushes the page, "left" or "right".
    function push(towards) {
      var forward = (towards === "left") !== rightToLeft;
      var target = link(forward ? "next" : "prev");
      if (target) go(target.href, towards, true);
    }

    document.addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      var target = event.target;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (event.key === "ArrowRight") push("left");
      else if (event.key === "ArrowLeft") push("right");
    });
    document.addEventListener("click", function (event) {
      var target = event.target.closest ? event.target.closest(".quote-nav a[rel]") : null;
      if (!target || !inPlace || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey ||
          event.shiftKey || event.altKey || !layout() || !layout().contains(target)) return;
      event.preventDefault();
      var forward = target.getAttribute("rel") === "next";
      go(target.href, forward !== rightToLeft ? "left" : "right", true);
    });
    var start = null;
    document.addEventListener("touchstart", function (event) {
      var inside = event.target.closest && event.target.closest(selector);
      start = inside && event.touches.length === 1
        ? { x: event.touches[0].clientX, y: event.touches[0].clientY, time: Date.now() } : null;
    }, { passive: true });
    document.addEventListener("touchend", function (event) {
      if (!start || event.changedTouches.length !== 1) return;
      var dx = event.changedTouches[0].clientX - start.x, dy = event.changedTouches[0].clientY - start.y;
      var quick = Date.now() - start.time < 800;
      start = null;
      // A swipe is mostly sideways and long enough not to be a tap or a scroll.
      if (quick && Math.abs(dx) >= 60 && Math.abs(dx) > 2 * Math.abs(dy)) push(dx < 0 ? "left" : "right");
    }, { passive: true });
    window.addEventListener("popstate", function () {
      var url = withoutHash(location.href);
      if (url !== shown) go(url, null, false);
    });
    fetchNeighbours();
  }

  function idle(run) {
    (window.requestIdleCallback || function (task) { setTimeout(task, 1500); })(run);
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

  // The card is fetched before the tap (when the share button comes into view, or when
  // the page is idle) so that navigator.share can be called inside the tap's activation:
  // a share that waits for a download on a slow phone is refused.
  function prefetchCard(share) {
    if (!share.cardPromise) {
      share.cardPromise = cardFile(share).then(function (file) { share.cardReady = file; return file; });
    }
    return share.cardPromise;
  }

  function savesData() {
    return !!(navigator.connection && navigator.connection.saveData);
  }

  // How long a reader stays on a quote before its card is fetched for sharing (ms): a reader
  // flipping through quotes downloads none of their share files, one who stops to read gets
  // the card in time for the tap.
  var SHARE_DWELL = 2500;

  function setUpNativeShare(share, button, menu) {
    button.hidden = false;
    share.classList.add("has-native-share");
    var summary = menu && menu.querySelector("summary");
    if (summary && share.dataset.textMore) summary.textContent = share.dataset.textMore;
    if (!savesData()) {
      setTimeout(function () {
        // Not for a quote turned away from, nor for a tab in the background.
        if (share.isConnected && document.visibilityState !== "hidden") prefetchCard(share);
      }, SHARE_DWELL);
    }
    button.addEventListener("click", function () {
      var data = { title: share.dataset.shareTitle, text: share.dataset.shareText, url: pageURL(share) };
      var file = share.cardReady;
      if (file && navigator.canShare && navigator.canShare({ files: [file] })) {
        data = Object.assign({ files: [file] }, data);
      }
      var shared;
      // Called now, within the tap: a card still downloading stays behind; text and link go.
      try { shared = Promise.resolve(navigator.share(data)); } catch (error) { shared = Promise.reject(error); }
      shared.catch(function (error) {
        // The person closed the share sheet: nothing to do. Anything else: the menu.
        if ((!error || error.name !== "AbortError") && menu) menu.open = true;
      });
      prefetchCard(share);
    });
  }

  // Every share menu under `root` (the page, or a door's content as it opens), once.
  function setUpShare(root) {
    (root || document).querySelectorAll("[data-share]").forEach(function (share) {
      if (share.dataset.shareReady) return;
      share.dataset.shareReady = "true";
      var menu = share.querySelector("details");
      var button = share.querySelector("[data-native-share]");
      if (button && navigator.share) setUpNativeShare(share, button, menu);
      if (menu) {
        // Escape closes the menu, back on the button that opened it.
        menu.addEventListener("keydown", function (event) {
          if (event.key !== "Escape" || !menu.open) return;
          event.preventDefault();
          menu.open = false;
          var summary = menu.querySelector("summary");
          if (summary) summary.focus();
        });
      }
      share.querySelectorAll("[data-copy-link]").forEach(function (copy) {
        copy.hidden = false;
        copy.addEventListener("click", function () {
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

  // ---- Search -----------------------------------------------------------------------
  // The index is static (search/meta.js, search/t/<hex>.js, search/d/<n>.js), loaded as
  // scripts so that it works from disk too; searchTokens splits a query exactly as the build
  // split the quotes (SearchTokenizer.swift).

  var UNSPACED = [[0x0E00, 0x0EFF], [0x1000, 0x109F], [0x1780, 0x17FF], [0x3040, 0x30FF], [0x31F0, 0x31FF],
    [0x3400, 0x4DBF], [0x4E00, 0x9FFF], [0xF900, 0xFAFF], [0xFF66, 0xFF9F], [0x20000, 0x3FFFF]];
  var RESULTS_PER_PAGE = 20;
  var SPELLED_OUT = { "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ð": "d", "ł": "l", "ı": "i", "þ": "th",
    "ħ": "h" };

  function isUnspaced(ch) {
    var code = ch.codePointAt(0);
    return UNSPACED.some(function (range) { return code >= range[0] && code <= range[1]; });
  }

  function searchTokens(text) {
    var tokens = [], spaced = "", unspaced = [];
    function endUnspaced() {
      if (unspaced.length === 1) tokens.push(unspaced[0]);
      for (var i = 0; i + 1 < unspaced.length; i++) tokens.push(unspaced[i] + unspaced[i + 1]);
      unspaced = [];
    }
    function endSpaced() {
      if (spaced) tokens.push(spaced);
      spaced = "";
    }
    function add(ch) {
      if (isUnspaced(ch)) { endSpaced(); unspaced.push(ch); }
      else if (/[\p{L}\p{N}]/u.test(ch)) { endUnspaced(); spaced += ch; }
      else { endSpaced(); endUnspaced(); }
    }
    Array.from(text.normalize("NFKD").toLowerCase()).forEach(function (ch) {
      if (/\p{M}/u.test(ch)) return;
      if (SPELLED_OUT[ch]) Array.from(SPELLED_OUT[ch]).forEach(add);
      else add(ch);
    });
    endSpaced();
    endUnspaced();
    return tokens;
  }

  function shardKey(token) {
    var chars = Array.from(token);
    return chars.slice(0, isUnspaced(chars[0]) ? 1 : 3).join("");
  }

  function matchesPrefix(token) {
    var chars = Array.from(token);
    return chars.length >= 3 || (chars.length === 1 && isUnspaced(chars[0]));
  }

  function hex(text) {
    return Array.from(new TextEncoder().encode(text), function (byte) {
      return (byte < 16 ? "0" : "") + byte.toString(16);
    }).join("");
  }

  var searchData = { meta: null, shards: {}, chunks: {}, loading: {} };
  window.draperSearch = {
    meta: function (meta) { searchData.meta = meta; },
    shard: function (name, terms) { searchData.shards[name] = terms; },
    chunk: function (number, documents) { searchData.chunks[number] = documents; },
  };

  // Loads one file of the index as a script; resolves with "loaded", "missing" (there is no such
  // file: a missing shard is a word no quote has, an answer in itself), "offline" (it could not
  // be fetched, so the answer is not known) or "failed".
  function loadScript(src) {
    if (!searchData.loading[src]) {
      var loading = new Promise(function (resolve) {
        var script = document.createElement("script");
        script.src = src;
        script.onload = function () { resolve("loaded"); };
        script.onerror = function () {
          // A script's error does not say why. From disk a file that fails is not there; over
          // http(s) the server is asked whether it is, which fails only when it cannot be reached.
          if (!/^https?:$/.test(location.protocol) || !window.fetch) { resolve("missing"); return; }
          fetch(src, { method: "HEAD", cache: "no-store" }).then(function (response) {
            resolve(response.status === 404 || response.status === 410 ? "missing" : "failed");
          }, function () { resolve("offline"); });
        };
        document.head.appendChild(script);
      });
      searchData.loading[src] = loading;
      // What could not be fetched is tried again by the next search.
      loading.then(function (state) { if (state !== "loaded" && state !== "missing") delete searchData.loading[src]; });
    }
    return searchData.loading[src];
  }

  // Throws when any file the answer needs could not be had, saying why.
  function requireAll(states) {
    if (states.indexOf("offline") >= 0) throw new Error("offline");
    if (states.indexOf("failed") >= 0) throw new Error("failed");
  }

  // Documents holding every word of the query (a word of three or more letters also matches
  // longer words it begins), best first: more whole-word matches, then the newest.
  function findDocuments(base, words) {
    var names = words.map(function (word) { return hex(shardKey(word)); });
    return Promise.all(names.map(function (name) { return loadScript(base + "t/" + name + ".js"); })).then(function (states) {
      requireAll(states);
      var scores = null;
      words.forEach(function (word, index) {
        var terms = searchData.shards[names[index]] || {};
        var found = {};
        Object.keys(terms).forEach(function (term) {
          var exact = term === word;
          if (!exact && !(matchesPrefix(word) && term.indexOf(word) === 0)) return;
          var number = 0;
          terms[term].forEach(function (gap) {
            number += gap;
            found[number] = Math.max(found[number] || 0, exact ? 2 : 1);
          });
        });
        if (scores === null) { scores = found; return; }
        var both = {};
        Object.keys(scores).forEach(function (number) {
          if (found[number]) both[number] = scores[number] + found[number];
        });
        scores = both;
      });
      return Object.keys(scores || {}).map(Number).sort(function (a, b) {
        return (scores[b] - scores[a]) || (b - a);
      });
    });
  }

  function showResults(section, numbers, shown) {
    var base = section.dataset.search, root = section.dataset.root || "";
    var size = searchData.meta.chunkSize;
    var page = numbers.slice(shown, shown + RESULTS_PER_PAGE);
    var chunks = page.map(function (number) { return Math.floor(number / size); });
    return Promise.all(chunks.map(function (chunk) { return loadScript(base + "d/" + chunk + ".js"); })).then(function (states) {
      requireAll(states);
      var list = section.querySelector(".search-results");
      page.forEach(function (number) {
        var documents = searchData.chunks[Math.floor(number / size)];
        var entry = documents && documents[number % size];
        if (!entry) return;
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = root + entry[0];
        link.lang = entry[3];
        link.textContent = entry[1];
        var speaker = document.createElement("span");
        speaker.className = "speaker";
        speaker.lang = entry[3];
        speaker.textContent = "— " + entry[2];
        item.appendChild(link);
        item.appendChild(speaker);
        list.appendChild(item);
      });
      return shown + page.length;
    });
  }

  function setUpSearch() {
    var section = document.querySelector("[data-search]");
    if (!section) return;
    var form = section.querySelector("form"), field = section.querySelector("input[type=search]");
    var status = section.querySelector(".search-status"), more = section.querySelector(".search-more");
    var list = section.querySelector(".search-results");
    var found = [], shown = 0, generation = 0;
    function search(query) {
      var run = ++generation;
      list.textContent = "";
      more.hidden = true;
      var words = searchTokens(query).filter(function (word, index, all) { return all.indexOf(word) === index; });
      if (!words.length) { status.textContent = ""; return; }
      status.textContent = section.dataset.textSearching || "Searching…";
      loadScript(section.dataset.search + "meta.js").then(function (state) {
        requireAll([state]);
        if (!searchData.meta) throw new Error("no index");
        return findDocuments(section.dataset.search, words);
      }).then(function (numbers) {
        if (run !== generation) return;
        found = numbers;
        return showResults(section, found, 0).then(function (count) {
          if (run !== generation) return;
          shown = count;
          more.hidden = shown >= found.length;
          // The count is announced with the results it counts, not before they are listed.
          status.textContent = numbers.length === 0
            ? fill(section.dataset.textNone || "No quote matches “{query}”.", { query: query })
            : counted(section.dataset.textFound, numbers.length)
              || (numbers.length === 1 ? "1 quote found." : numbers.length + " quotes found.");
        });
      }).catch(function (error) {
        if (run === generation) fail(error);
      });
    }
    function fail(error) {
      status.textContent = error && error.message === "offline" && section.dataset.textOffline
        ? section.dataset.textOffline : section.dataset.textFailed || "The search index could not be loaded.";
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      search(field.value);
      try { history.replaceState(null, "", "?q=" + encodeURIComponent(field.value)); } catch (e) { /* file:// */ }
    });
    // One page of results at a time: a second tap while the first one's are on their way
    // would list them again.
    var listing = null;
    more.addEventListener("click", function () {
      if (listing) return;
      var run = generation;
      listing = showResults(section, found, shown).then(function (count) {
        if (run !== generation) return;
        shown = count;
        more.hidden = shown >= found.length;
      }, function (error) {
        if (run === generation) fail(error);
      }).then(function () { listing = null; });
    });
    var query = new URLSearchParams(location.search).get("q");
    if (query) { field.value = query; search(query); }
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

  // The web app manifest, linked only over http(s): a browser reading a page from disk
  // refuses to fetch it and says so in the console, and an app is not installed from disk.
  function linkManifest() {
    var href = document.documentElement.dataset.manifest;
    if (!href || !/^https?:$/.test(location.protocol) || document.querySelector("link[rel=manifest]")) return;
    var link = document.createElement("link");
    link.rel = "manifest";
    link.href = href;
    document.head.appendChild(link);
  }

  // ---- The app: offline, and notifications on the reader's schedule --------------------

  var SYNC_TAG = "draper-notifications";

  // Over http(s) only: a page read from disk has no origin to keep a worker for.
  function hasWorker() {
    return !!document.documentElement.dataset.serviceWorker && "serviceWorker" in navigator &&
      /^https?:$/.test(location.protocol);
  }

  function registerServiceWorker() {
    if (!hasWorker()) return;
    navigator.serviceWorker.register(document.documentElement.dataset.serviceWorker).catch(function () {
      // No worker (a private window, a setting): the site works as it does from disk.
    });
  }

  // The settings live on this device only, where the worker reads them when it wakes: in
  // the Cache Storage both can reach (a worker cannot read localStorage).
  function settingsStore(registration) {
    var name = "draper-state " + registration.scope, url = registration.scope + "draper-settings.json";
    return {
      read: function () {
        return caches.open(name).then(function (cache) { return cache.match(url); })
          .then(function (response) { return response ? response.json() : {}; })
          .catch(function () { return {}; });
      },
      write: function (settings) {
        return caches.open(name).then(function (cache) {
          return cache.put(url, new Response(JSON.stringify(settings), { headers: { "Content-Type": "application/json" } }));
        });
      },
    };
  }

  function setUpNotifications() {
    var panel = document.querySelector("[data-notifications]");
    if (!panel || !hasWorker()) return;
    panel.hidden = false;
    var form = panel.querySelector(".notification-choices"), status = panel.querySelector(".notification-status");
    var alternatives = panel.querySelector(".notification-alternatives");
    var why = alternatives.querySelector("p");
    function offerAlternatives(reason) {
      alternatives.hidden = !reason;
      why.textContent = reason ? why.getAttribute("data-text-" + reason) : "";
    }
    // Periodic Background Sync wakes the worker with no page open (Chromium, installed app).
    var canSync = typeof ServiceWorkerRegistration !== "undefined" &&
      "periodicSync" in ServiceWorkerRegistration.prototype && "Notification" in window;
    if (!canSync) {
      form.hidden = true;
      offerAlternatives("unsupported");
      return;
    }
    function chosen() {
      var quotes = form.querySelector("input[name=quotes]:checked"), advent = form.querySelector("input[name=advent]");
      return { quotes: quotes ? quotes.value : "never", advent: !!(advent && advent.checked) };
    }
    function show(settings) {
      form.querySelectorAll("input[name=quotes]").forEach(function (input) {
        input.checked = input.value === (settings.quotes || "never");
      });
      var advent = form.querySelector("input[name=advent]");
      if (advent) advent.checked = settings.advent === true;
    }
    function wanted(settings) { return settings.quotes !== "never" || settings.advent; }
    navigator.serviceWorker.ready.then(function (registration) {
      var store = settingsStore(registration);
      store.read().then(show);
      form.addEventListener("change", function () {
        var settings = chosen();
        // Permission is asked only now, in the reader's own gesture, and only for a choice
        // that needs it.
        var permission = wanted(settings) ? Notification.requestPermission() : Promise.resolve("granted");
        permission.then(function (answer) {
          if (wanted(settings) && answer !== "granted") {
            settings = { quotes: "never", advent: false };
            show(settings);
            status.textContent = status.getAttribute("data-text-denied");
            return store.write(settings);
          }
          return store.write(settings).then(function () {
            return wanted(settings)
              ? registration.periodicSync.register(SYNC_TAG, { minInterval: 12 * 3600 * 1000 })
              : registration.periodicSync.unregister(SYNC_TAG);
          }).then(function () {
            offerAlternatives(null);
            status.textContent = status.getAttribute("data-text-saved");
          }, function () {
            // Chromium syncs in the background only for an installed app.
            status.textContent = status.getAttribute("data-text-saved");
            offerAlternatives(wanted(settings) ? "install" : null);
          });
        });
      });
    });
  }

  // A page given a <base> (the offline page, under any address) would send "#content" to
  // the base's address: the skip link moves the focus itself.
  function keepSkipLinkHere() {
    var skip = document.querySelector("base[href]") && document.querySelector(".skip-link[href^='#']");
    if (!skip) return;
    skip.addEventListener("click", function (event) {
      var target = document.getElementById(skip.getAttribute("href").slice(1));
      if (!target) return;
      event.preventDefault();
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus();
    });
  }

  // What scrolls sideways on a phone: the navigation, and a list page's row of lists.
  var sidewaysRows = ".site-nav, .browse";

  // The page's own link is brought into each row that scrolls sideways, clear of the fades at
  // its edges (draper.css: 1.75rem). Scrolled by hand, not by `scrollIntoView`, which may
  // scroll the page as well.
  function showCurrentNavigation() {
    var fade = 1.75 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    document.querySelectorAll(sidewaysRows).forEach(function (nav) {
      var current = nav.querySelector("[aria-current=page]");
      if (!current || nav.scrollWidth <= nav.clientWidth) return;
      var edges = nav.getBoundingClientRect(), link = current.getBoundingClientRect();
      if (link.right > edges.right - fade) nav.scrollLeft += link.right - (edges.right - fade);
      else if (link.left < edges.left + fade) nav.scrollLeft -= edges.left + fade - link.left;
    });
  }

  // Each edge of a row that scrolls sideways fades while links hide behind it (draper.css).
  function markHiddenNavigation() {
    document.querySelectorAll(sidewaysRows).forEach(function (nav) {
      function mark() {
        // Negative to the left of a right-to-left page's start: the distance is what counts.
        var along = Math.abs(nav.scrollLeft), room = nav.scrollWidth - nav.clientWidth;
        nav.toggleAttribute("data-more-start", along > 1);
        nav.toggleAttribute("data-more-end", room - along > 1);
      }
      mark();
      nav.addEventListener("scroll", mark, { passive: true });
      window.addEventListener("resize", mark);
    });
  }

  function start() {
    document.documentElement.classList.add("js");
    keepSkipLinkHere();
    showCurrentNavigation();
    markHiddenNavigation();
    linkManifest();
    registerServiceWorker();
    updateLocks();
    markToday();
    greetToday();
    updateQuoteOfTheDay();
    followTheClock();
    setUpShuffle();
    setUpQuoteTurning();
    setUpShare();
    setUpSearch();
    setUpNotifications();
  }

  // A theme may load the script twice (its own head and the home page's body): once is enough.
  if (document.documentElement.hasAttribute("data-draper-script")) return;
  document.documentElement.setAttribute("data-draper-script", "");

  if (document.readyState === "loading") {
    // Read where the home page puts it, right after the quote of the day: show the viewer's
    // day now, before the browser has laid out (or fetched the card of) another.
    updateQuoteOfTheDay();
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
