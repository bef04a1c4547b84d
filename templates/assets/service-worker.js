// Draper's service worker, written for Draper without a framework: the site offline, and
// the notifications its reader chose.
//
// - It precaches the shell (stylesheet, script, font, the icons a page or an install asks for
//   first, the home page, the calendar, the offline page) and keeps each page and image as the
//   reader visits it or as a quote page fetches its neighbours. It fetches nothing else, so a
//   sealed door's page or card is never on the device before the page itself would show it,
//   and a kept page is never more open than it was when visited.
// - Pages, feeds and data come from the network first (a new build is seen at once) and
//   from the device offline; files whose address names their content (hashed assets,
//   cards linked with ?v=) from the device first.
// - Its cache is named by the build: a deploy installs a new worker, which removes the
//   caches of earlier builds of this site (and only of this site: its scope is in the name).
// - When the browser wakes it (Periodic Background Sync), it shows the latest quote or
//   advent reminder that fell due on a channel the reader chose, once.
"use strict";

const BUILD = {{{build}}};
const SCOPE = self.registration.scope;
const PREFIX = "draper " + SCOPE + " ";
const CACHE = PREFIX + BUILD.version;
// The reader's choices (written by the page) and what was shown: kept across deploys.
const STATE = "draper-state " + SCOPE;
const SETTINGS = SCOPE + "draper-settings.json";
const SHOWN = SCOPE + "draper-shown.json";
const SYNC_TAG = "draper-notifications";
const DAY = 86400000;
const PERIODS = { daily: DAY, weekly: 7 * DAY, advent: DAY };

function inScope(path) {
  return new URL(path, SCOPE).href;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(BUILD.precache.map((path) => new Request(inScope(path), { cache: "reload" }))))
      .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()));
});

// ---- Fetching -------------------------------------------------------------------------

// The address a response is kept under: a folder means its index.html (the start URL is
// "./"), and a page's query (a search's ?q=) is not part of the page.
function cacheKey(request) {
  const url = new URL(request.url);
  url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  if (request.mode === "navigate") url.search = "";
  return url.href;
}

// Hashed assets (assets/draper-0123456789.css) and files linked with ?v=<key> never change.
function isImmutable(url) {
  return url.searchParams.has("v") || /-[0-9a-f]{10}\.[a-z0-9]+$/.test(url.pathname);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.href.startsWith(SCOPE)) return;
  if (url.href === inScope("sw.js")) return;
  event.respondWith(isImmutable(url) ? deviceFirst(event) : networkFirst(event));
});

async function keep(request, response) {
  // Only whole, same-origin answers: never an error page, never a partial range.
  if (!response.ok || response.status !== 200 || response.type !== "basic") return;
  const cache = await caches.open(CACHE);
  await cache.put(cacheKey(request), response);
}

async function kept(request) {
  const cache = await caches.open(CACHE);
  return cache.match(cacheKey(request));
}

// The answer goes to the page at once; keeping a copy runs on while the worker lives.
async function deviceFirst(event) {
  const request = event.request;
  const found = await kept(request);
  if (found) return found;
  const response = await fetch(request);
  event.waitUntil(keep(request, response.clone()));
  return response;
}

async function networkFirst(event) {
  const request = event.request;
  let response;
  try {
    response = await fetch(request);
  } catch (offline) {
    const found = await kept(request);
    if (found) return found;
    if (request.mode === "navigate") return offlinePage();
    throw offline;
  }
  if (request.mode === "navigate" && response.status === 404) return notFoundHere(response);
  event.waitUntil(keep(request, response.clone()));
  return response;
}

// The 404 page links from the site's root as the build knew it (the path of its baseURL). A
// site served under another path (a root baseURL published in a folder) would get it without
// its style and its way home: its links are made to start where the site is, the worker's scope.
async function notFoundHere(response) {
  const here = new URL(SCOPE).pathname;
  if (BUILD.notFoundRoot === here || !(response.headers.get("Content-Type") || "").includes("text/html")) {
    return response;
  }
  const html = await response.clone().text();
  if (!/<body class="page-not-found"/.test(html)) return response;
  const placed = BUILD.notFoundRoot
    ? html.split('="' + BUILD.notFoundRoot).join('="' + here)
    : html.replace(/<head>/i, () => '<head>\n<base href="' + SCOPE.replace(/"/g, "%22") + '">');
  return new Response(placed, { status: 404, statusText: response.statusText,
    headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// The offline page is served at the address the reader asked for, at any depth: a <base>
// makes its relative links start from the site's root again.
async function offlinePage() {
  const cache = await caches.open(CACHE);
  const page = await cache.match(inScope(BUILD.offline));
  if (!page) return Response.error();
  const html = (await page.text()).replace(/<head>/i, () => '<head>\n<base href="' + SCOPE.replace(/"/g, "%22") + '">');
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// ---- Notifications ----------------------------------------------------------------------

async function readState(url, fallback) {
  try {
    const response = await (await caches.open(STATE)).match(url);
    return response ? await response.json() : fallback;
  } catch (error) {
    return fallback;
  }
}

async function writeState(url, value) {
  const cache = await caches.open(STATE);
  await cache.put(url, new Response(JSON.stringify(value), { headers: { "Content-Type": "application/json" } }));
}

// "2026-12-05T21:00" on the device's own clock (an advent calendar in the `local` zone).
function localMoment(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text || "");
  return m ? new Date(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]).getTime() : NaN;
}

function dueAt(entry) {
  return entry.at ? Date.parse(entry.at) : localMoment(entry.atLocal);
}

// The latest entry of `entries` that has fallen due and whose period has not ended.
function latestDue(entries, period, now) {
  let latest = null;
  for (const entry of entries || []) {
    const at = dueAt(entry);
    if (at <= now && (!latest || at > dueAt(latest))) latest = entry;
  }
  return latest && now - dueAt(latest) < period ? latest : null;
}

async function schedule() {
  if (!BUILD.schedule) return {};
  const request = new Request(inScope(BUILD.schedule), { cache: "no-cache" });
  try {
    const response = await fetch(request);
    if (response.ok) {
      await keep(request, response.clone());
      return await response.json();
    }
  } catch (offline) {
    // Woken without a network: what the device kept still says what is due.
  }
  const found = await kept(request);
  return found ? found.json() : {};
}

async function showDue() {
  const settings = await readState(SETTINGS, {});
  const channels = [];
  if (settings.quotes === "daily" || settings.quotes === "weekly") channels.push(settings.quotes);
  if (settings.advent === true) channels.push("advent");
  if (!channels.length || Notification.permission !== "granted") return;
  const entries = await schedule();
  const shown = await readState(SHOWN, {});
  const now = Date.now();
  for (const channel of channels) {
    const entry = latestDue(entries[channel], PERIODS[channel], now);
    if (!entry || shown[channel] === entry.id) continue;
    const options = { body: entry.body, tag: "draper-" + channel, data: { url: inScope(entry.url) } };
    if (entry.lang) options.lang = entry.lang;
    if (entry.dir) options.dir = entry.dir;
    if (BUILD.icon) options.icon = inScope(BUILD.icon);
    await self.registration.showNotification(entry.title, options);
    shown[channel] = entry.id;
  }
  await writeState(SHOWN, shown);
}

self.addEventListener("periodicsync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(showDue());
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (!url) return;
  event.waitUntil(self.clients.matchAll({ type: "window" }).then((windows) => {
    for (const client of windows) {
      if (client.url === url && "focus" in client) return client.focus();
    }
    return self.clients.openWindow(url);
  }));
});
