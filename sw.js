// Service worker: offline play, and updates that never mix two versions' files.
//
// A version (a release) is the set of files assets/vendor/precache.js lists, each with its
// SHA-256, named by a hash of them all (written by scripts/vendor.py). Each version lives in
// its own cache, `modern-art-files-<version>`, which also holds the version's listing
// (MANIFEST) so that a later worker can still check that version's files.
//
// - Install fills the new version's cache, verifying every file against its hash: a file of
//   another version (a deploy half done, a stale copy in the HTTP cache) fails the install,
//   and the browser tries again at its next update check. Until the install is complete the
//   old worker serves everything, from the old cache.
// - Each page keeps the version it started with. A navigation is answered from this worker's
//   own version, and the new page (its client id) is recorded with that version in the
//   `modern-art-clients` cache (the worker may be stopped between requests; the record
//   outlives it). Every later request of that page, and of the workers it starts, is answered
//   from that version's cache, whichever worker is active by then. So the new worker takes
//   over at once (skipWaiting): a page already open keeps running the files it started with,
//   and its next load gets the new version. A page no worker placed (one loaded from the
//   network, before any worker) is left to the network, as it would be without a worker.
//   Only while a worker of the older design (before versions were recorded) may still serve
//   an open page does the new worker wait, the usual way, for such pages to close.
// - A file missing from a version's cache (evicted, deleted) is fetched again and kept only if
//   it has the version's hash; otherwise the request fails (503) rather than mix versions.
//   Each navigation first puts back whatever its version lacks, so an evicted entry is
//   restored on the next online visit. A navigation whose version cannot be made whole is
//   served from the network entirely (the page and all its files, as with no worker), or,
//   offline, from what the cache has.
// - An old version's cache is deleted once no open page uses it.
// The page shows "A new version is ready" when a newer worker activates (assets/update.js).
// The cache of Python's memory snapshot (modern-art-python, written and checked by
// assets/runtime.mjs, keyed by the start-up build) is left alone. All paths are relative to
// this file, so the site works from any folder (GitHub project pages live under /<repo>/).

importScripts("./assets/vendor/precache.js");

// `self`, as the service worker's own scope (TypeScript's lib types it as any worker's).
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const PREFIX = "modern-art-";
const FILES = `${PREFIX}files-`;
const CLIENTS = `${PREFIX}clients`;
const VERSION = self.PRECACHE.version;
/** @param {string} path */
const here = (path) => new URL(path, worker.location.href).href;
const MANIFEST = here("./precache-manifest.json"); // in each version's cache, not on the server
const PAGES = new Set([here("./"), here("./index.html")]);

// A listing by absolute address: { version, files: Map(url -> sha256), installed }.
/** @typedef {{ version: string, installed?: number, files: Map<string, string> }} Listing */
/**
 * @param {Precache & { installed?: number }} manifest
 * @returns {Listing}
 */
const listing = ({ version, files, installed }) => ({
  version,
  installed,
  files: new Map(Object.entries(files).map(([path, hash]) => [here(path), hash])),
});
const OWN = listing(self.PRECACHE);
/** @type {Map<string, Listing | null>} */
const manifests = new Map(); // version -> listing, or null when the version's cache is gone

/** @param {string} version */
async function manifestOf(version) {
  if (!manifests.has(version)) {
    const name = FILES + version;
    const stored = (await caches.has(name)) && (await (await caches.open(name)).match(MANIFEST));
    manifests.set(version, stored ? listing(await stored.json()) : null);
  }
  return manifests.get(version);
}

// ---- which version each page runs ----------------------------------------------------------

// One entry per client: { version, at } (when it was recorded).
/** @param {string} id */
const clientKey = (id) => here(`./client/${encodeURIComponent(id)}`);
/** @type {Map<string, string>} */
const versions = new Map(); // client id -> version, as recorded
const YOUNG_MS = 60_000; // a page just navigated to may not be listed among the clients yet

/**
 * @param {string} id
 * @param {string} version
 */
async function remember(id, version) {
  if (!id) return;
  versions.set(id, version);
  const record = JSON.stringify({ version, at: Date.now() });
  await (await caches.open(CLIENTS)).put(clientKey(id), new Response(record));
}

/** @param {string} id */
async function versionOf(id) {
  if (!id) return null;
  if (!versions.has(id)) {
    const stored = await (await caches.open(CLIENTS)).match(clientKey(id));
    if (!stored) return null; // not recorded (yet): no memo, it may be recorded in a moment
    versions.set(id, (await stored.json()).version);
  }
  return versions.get(id);
}

// ---- files, checked against their version's hashes -----------------------------------------

/** @param {ArrayBuffer} buffer */
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

class WrongVersion extends Error {}

// The file at `url` as the browser's HTTP cache or else the server has it, if it is the one
// with `hash`; else WrongVersion (or the network's error).
/**
 * @param {string} url
 * @param {string} hash
 */
async function fetchChecked(url, hash) {
  /** @type {unknown} */
  let problem;
  for (const mode of /** @type {const} */ (["force-cache", "no-cache"])) {
    try {
      const response = await fetch(url, { cache: mode });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const body = await response.clone().arrayBuffer();
      if (hex(await crypto.subtle.digest("SHA-256", body)) === hash) return response;
      problem = new WrongVersion(`${url} is not the file of this version`);
    } catch (error) {
      problem ??= error;
    }
  }
  throw problem;
}

// Put into the version's cache every file it lacks (checked); true when it is complete.
/**
 * @param {Listing} manifest
 * @param {{ strict?: boolean }} [how]
 */
async function complete(manifest, { strict = false } = {}) {
  const cache = await caches.open(FILES + manifest.version);
  const present = new Set((await cache.keys()).map((request) => request.url));
  const missing = [...manifest.files].filter(([url]) => !present.has(url));
  const results = await Promise.allSettled(
    missing.map(async ([url, hash]) => cache.put(url, await fetchChecked(url, hash))),
  );
  const failed = results.find((result) => result.status === "rejected");
  if (failed && strict) throw failed.reason;
  return !failed;
}

// ---- lifecycle -----------------------------------------------------------------------------

// Whether taking over now could change the files of an open page: only if a worker of an
// older design (whose cache has no listing) may still be serving one, that is, some cache has
// no listing and some open page has no recorded version. A page this worker cannot place
// (loaded from the network, or by the older design) goes to the network in either case.
async function mayMix() {
  const names = (await caches.keys()).filter((name) => name.startsWith(FILES));
  const unlisted = await Promise.all(
    names.map(async (name) => !(await (await caches.open(name)).match(MANIFEST))),
  );
  if (!unlisted.some(Boolean)) return false;
  const pages = await worker.clients.matchAll({ includeUncontrolled: true, type: "window" });
  const placed = await Promise.all(pages.map((page) => versionOf(page.id)));
  return !placed.every(Boolean);
}

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const name = FILES + VERSION;
      const existed = await caches.has(name);
      const cache = await caches.open(name);
      try {
        if (!(await cache.match(MANIFEST))) {
          const manifest = { ...self.PRECACHE, installed: Date.now() };
          await cache.put(MANIFEST, new Response(JSON.stringify(manifest)));
        }
        await complete(OWN, { strict: true });
      } catch (error) {
        if (!existed) await caches.delete(name);
        throw error; // the install fails; the browser tries again at its next update check
      }
      if (!(await mayMix())) await worker.skipWaiting();
    })(),
  );
});

// Forget the pages that are gone; delete every version's cache no open page uses, except this
// worker's and any newer one (an install under way).
async function tidy() {
  const open = new Set(
    (await worker.clients.matchAll({ includeUncontrolled: true, type: "all" })).map((c) => c.id),
  );
  const inUse = new Set([VERSION]);
  const records = await caches.open(CLIENTS);
  for (const request of await records.keys()) {
    const id = decodeURIComponent(request.url.slice(clientKey("").length));
    const record = await records.match(request);
    /** @type {{ version?: string, at?: number }} */
    const recorded = (await record?.json().catch(() => null)) ?? {};
    const { version, at = 0 } = recorded;
    if (version && (open.has(id) || Date.now() - at < YOUNG_MS)) inUse.add(version);
    else {
      versions.delete(id);
      await records.delete(request);
    }
  }
  const own = await manifestOf(VERSION);
  for (const name of await caches.keys()) {
    if (!name.startsWith(FILES) || inUse.has(name.slice(FILES.length))) continue;
    const other = await manifestOf(name.slice(FILES.length));
    const newer = other?.installed !== undefined && own?.installed !== undefined &&
      other.installed > own.installed;
    if (newer) continue; // not ours to delete
    manifests.delete(name.slice(FILES.length));
    await caches.delete(name);
  }
}

worker.addEventListener("activate", (event) => event.waitUntil(tidy()));

// ---- requests ------------------------------------------------------------------------------

/**
 * @param {string} url
 * @param {unknown} problem
 */
const notThisVersion = (url, problem) =>
  new Response(`${url}: ${problem instanceof Error ? problem.message : problem}`, {
    status: 503,
    statusText: "Not available in this version",
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

// A page load: this worker's version, made whole first; or the network's page when it cannot be.
/**
 * @param {FetchEvent} event
 * @param {string} url
 */
async function navigate(event, url) {
  const whole = await complete(OWN);
  const cached = await (await caches.open(FILES + VERSION)).match(url);
  if (!whole || !cached) {
    try {
      return await fetch(event.request);
    } catch {
      // Offline: what the cache has (a missing file then fails with the loading screen's
      // error panel, which says to reload once online).
      if (!cached) return Response.error();
    }
  }
  await remember(event.resultingClientId, VERSION);
  event.waitUntil(tidy());
  return cached;
}

// Any other request of a page (or of a worker it started): from the page's version.
/**
 * @param {FetchEvent} event
 * @param {string} url
 */
async function serve(event, url) {
  const { request } = event;
  const version = await versionOf(event.clientId);
  if (!version) return fetch(request); // a page this worker did not place: as with no worker
  const manifest = version === VERSION ? OWN : await manifestOf(version);
  if (!manifest) return notThisVersion(url, `version ${version} is no longer stored`);
  const hash = manifest.files.get(url);
  if (!hash) return fetch(request); // not a file of the release (none of the page's)
  // A worker started by the page runs the page's version too.
  if (request.destination === "worker" || request.destination === "sharedworker") {
    await remember(event.resultingClientId, version);
  }
  const cache = await caches.open(FILES + version);
  const hit = await cache.match(url);
  if (hit) return hit;
  try {
    const response = await fetchChecked(url, hash);
    await cache.put(url, response.clone());
    return response;
  } catch (problem) {
    return notThisVersion(url, problem);
  }
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const address = new URL(request.url);
  if (address.origin !== worker.location.origin) return;
  address.search = "";
  address.hash = "";
  const url = address.href;
  if (request.mode === "navigate") {
    if (PAGES.has(url)) event.respondWith(navigate(event, url));
    return;
  }
  if (request.url.startsWith(here("./sw.js"))) return;
  event.respondWith(serve(event, url));
});
