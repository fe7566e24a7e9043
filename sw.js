// Service worker: offline play. It precaches every file the page needs, as listed by
// assets/vendor/precache.js (written by scripts/vendor.py with a hash of those files'
// contents), and serves them cache-first. A new hash means a new cache; the old one is
// deleted once the new one is complete. The cache of Python's memory snapshot
// (modern-art-python, written and checked by assets/runtime.mjs) is left alone. All paths
// are relative to this file, so the site works from any folder (GitHub project pages live
// under /<repository>/).

importScripts("./assets/vendor/precache.js");

const PREFIX = "modern-art-";
const CACHE = `${PREFIX}files-${self.PRECACHE.version}`;
const KEEP = new Set([CACHE, `${PREFIX}python`]);
const PRECACHED = new Set(self.PRECACHE.files.map((path) => new URL(path, self.location).href));

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "no-cache": revalidate with the server, so the cache holds what the hash describes.
      await cache.addAll(self.PRECACHE.files.map((path) => new Request(path, { cache: "no-cache" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !KEEP.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (!PRECACHED.has(url.href)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      return (await cache.match(url.href)) ?? fetch(request);
    })(),
  );
});
