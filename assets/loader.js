// The loading screen's behaviour, before Python is up: progress, errors, service worker.
// Python (pyapp/main.py) marks <html data-ready="true"> once the table is drawn; everything
// here keys off that marker. assets/start.mjs, the page's entry, imports this module first and
// reports to `startFailed` whatever stops the start.
//
// Progress: the bar counts the bytes of the runtime's big files as they arrive (the
// WebAssembly, the standard library, the app: read from a copy of each response PyScript and
// Pyodide fetch, as it streams in), then moves with PyScript's start-up steps. Both count as
// progress for the stall timer, so a slow connection that is still downloading never shows
// the error panel.

import { languageOf, pageData, say as sayIn } from "./page-data.mjs";
import { whenQuiet } from "./quiet.mjs";

// The language assets/setup.js chose (as Python chooses it), else the browser's.
const lang = languageOf(document.documentElement.lang || navigator.language);
/**
 * The catalogue's words for `key` ("load.…"), in the page's language.
 * @param {string} key
 * @param {Record<string, string | number>} [values]
 */
const say = (key, values) => sayIn(lang, key, values);

// PyScript reports its start-up as `py:progress` events; each known one moves the bar on
// (out of 100; the downloads fill the bar up to DOWNLOADED meanwhile).
/** @type {Record<string, [string, number]>} */
const STEPS = {
  "Loading Pyodide": ["load.runtime", 2],
  "Loading Storage": ["load.runtime", 3],
  "Loaded Storage": ["load.runtime", 4],
  "Loading interpreter": ["load.runtime", 5],
  "Loaded interpreter": ["load.interpreter", 75],
  "Loading files": ["load.files", 80],
  "Loaded files": ["load.files", 88],
  "Loaded Pyodide": ["load.table", 95],
};
const DOWNLOADED = 70;
const STALL_SECONDS = 90;

/**
 * The element of index.html with this id (one the loading screen or its error panel has).
 * @param {string} id
 */
const $ = (id) => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`index.html has no #${id}`);
  return found;
};
const html = document.documentElement;
const isReady = () => html.dataset.ready === "true";

// index.html's loading screen is written in the fallback language.
if (lang !== pageData.fallback) {
  $("loading-step").textContent = say("load.runtime");
  $("loading-progress").setAttribute("aria-label", say("load.progress"));
  $("load-error-title").textContent = say("start.failed");
  $("load-error-text").textContent = say("load.hint");
  $("load-error-reload").textContent = say("load.reload");
}

// The error panel in place of everything else, with the failure's own words: a download that
// failed or stalled asks to check the connection; any other error says the start went wrong.
let failed = false;
/**
 * @param {string | null} detail
 * @param {{ download?: boolean }} [how]
 */
const showError = (detail, { download = false } = {}) => {
  // The first failure is the one to tell (Python tells its own: pyapp/browser.py's
  // failed_start writes the panel itself).
  if (isReady() || failed || !$("load-error").hidden) return;
  failed = true;
  clearTimeout(stall);
  globalThis.modernArtEarly?.fail(); // the early set-up form must not cover the message
  $("loading").hidden = true;
  $("load-error").hidden = false;
  $("load-error-text").textContent = say(download ? "load.hint" : "load.broken");
  if (detail) $("load-error-detail").textContent = String(detail).slice(0, 2000);
};
/**
 * What was thrown's message, or what was thrown when it has none.
 * @param {unknown} error
 */
export const messageOf = (error) =>
  /** @type {{ message?: unknown } | null | undefined} */ (error)?.message ?? error;
/** @param {unknown} error */
const describe = (error) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(messageOf(error));
/**
 * What stopped the start, for the error panel; `download` when a file did not arrive.
 * @param {unknown} error
 * @param {{ download?: boolean }} [how]
 */
export const startFailed = (error, { download = false } = {}) =>
  showError(describe(error), { download });

/** @type {number | undefined} */
let stall;
const watchStall = () => {
  clearTimeout(stall);
  const slow = () => showError(say("load.slow", { seconds: STALL_SECONDS }), { download: true });
  stall = setTimeout(slow, STALL_SECONDS * 1000);
};
watchStall();

// The loading screen's bar, and those of the early set-up form and the resuming banner
// (assets/setup.js).
/** @param {number} value */
const advance = (value) => {
  for (const id of ["loading-progress", "setup-early-progress", "resume-progress"]) {
    const bar = document.getElementById(id);
    if (bar instanceof HTMLProgressElement && value > bar.value) bar.value = value;
  }
};

addEventListener("py:progress", ({ detail }) => {
  const step = STEPS[detail];
  if (!step) return;
  advance(step[1]);
  $("loading-step").textContent = say(step[0]);
  watchStall();
});

// Bytes as they arrive, by file name, for the files the build lists with their sizes
// (assets/vendor/startup/startup.js); any byte of any file restarts the stall timer.
/** @type {Map<string, number>} */
const received = new Map();
/** @type {Record<string, number> | null} */
let sizes = null;
const showBytes = () => {
  if (!sizes) return;
  let got = 0;
  let total = 0;
  for (const [name, size] of Object.entries(sizes)) {
    total += size;
    got += Math.min(size, received.get(name) ?? 0);
  }
  if (total) advance(Math.floor((DOWNLOADED * got) / total));
};
/**
 * @param {string} url
 * @param {number} bytes
 * @param {boolean} absolute
 */
const arrived = (url, bytes, absolute = false) => {
  const path = new URL(url, location.href).pathname;
  const name = path.slice(path.lastIndexOf("/") + 1);
  received.set(name, absolute ? Math.max(bytes, received.get(name) ?? 0)
                              : (received.get(name) ?? 0) + bytes);
  watchStall();
  showBytes();
};
import("./vendor/startup/startup.js")
  .then(({ default: startup }) => {
    sizes = startup.sizes;
    showBytes();
  })
  .catch(() => {}); // without the list the bar moves with the steps alone

/** @param {Response} response */
const countBody = async (response) => {
  if (!response.body) return;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done || isReady()) break;
    arrived(response.url, value.byteLength);
  }
  reader.cancel().catch(() => {});
};
// Every fetch of the page's own files before the table is up is part of the start: a failed
// one (no network, an HTTP error) fails the start at once, with its address. Pyodide itself
// only warns when its WebAssembly does not arrive, and would leave the page waiting.
// On a first visit, the responses are counted as they stream in; a page served by its
// service worker (a later visit) has nothing to wait for and counts nothing.
const counting = !navigator.serviceWorker?.controller;
const nativeFetch = globalThis.fetch;
// The start-up's three big files are asked for now, long before Pyodide and PyScript ask for
// them, and each one's first fetch gets the response already under way. (A <link rel=preload>
// would do the same, but the browsers warn on the console about a preload not used within a
// few seconds of the page's load, as on any slow device, where Python needs them later.)
const early = new Map(
  ["vendor/pyodide/pyodide.asm.wasm", "vendor/startup/stdlib.zip", "vendor/startup/app.zip"]
    .map((path) => {
      const url = new URL(path, import.meta.url).href;
      const pending = nativeFetch(url, { priority: "high" });
      pending.catch(() => {}); // a failure is told when the file is asked for
      return [url, pending];
    }),
);
/**
 * The response already under way for this fetch of one of those files, if any.
 * @param {Parameters<typeof fetch>} args
 */
const takeEarly = (args) => {
  const [input, init] = args;
  if (typeof input !== "string" && !(input instanceof URL)) return null;
  if (init && Object.keys(init).some((option) => option !== "credentials" && option !== "mode")) {
    return null; // a fetch with options of its own (a method, headers) is made as asked
  }
  const url = new URL(input, location.href).href;
  const pending = early.get(url);
  early.delete(url);
  return pending ?? null;
};
globalThis.fetch = function fetch(...args) {
  const pending = takeEarly(args) ?? nativeFetch.apply(this, args);
  pending.then(
    (response) => {
      if (isReady() || new URL(response.url || location.href).origin !== location.origin) return;
      if (!response.ok) showError(`${response.url}: HTTP ${response.status}`, { download: true });
      else if (counting && response.body) countBody(response.clone()).catch(() => {});
    },
    /** @param {unknown} error */
    (error) => {
      const url = new Request(...args).url;
      if (new URL(url).origin === location.origin) {
        showError(`${url}: ${messageOf(error)}`, { download: true });
      }
    },
  );
  return pending;
};
if (counting) {
  // Files fetched as modules (Pyodide's JavaScript) count once complete.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry instanceof PerformanceResourceTiming) {
        arrived(entry.name, entry.decodedBodySize, true);
      }
    }
  }).observe({ type: "resource", buffered: true });
}

// Failures: an uncaught error or rejection, or PyScript's own error banner (div.py-error)
// appearing before the table is up (what stops assets/start.mjs comes to `startFailed`).
addEventListener("error", (event) => showError(event.error ? describe(event.error) : event.message));
addEventListener("unhandledrejection", (event) => showError(describe(event.reason)));
new MutationObserver((records) => {
  for (const { addedNodes } of records) {
    for (const node of addedNodes) {
      if (node instanceof Element && node.classList.contains("py-error")) {
        showError(node.textContent);
      }
    }
  }
}).observe(document.body, { childList: true });

$("load-error-reload").addEventListener("click", () => location.reload());

const registerServiceWorker = () => {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("./sw.js", { updateViaCache: "none" })
    .catch((error) => console.warn("offline play unavailable:", error));
};

// Once Python has drawn the table: swap the screens; then, once nobody waits for the page
// (the player is thinking, no bot is), start caching for offline play. Not before: the
// service worker's install (every file fetched, hashed and stored) would compete with the
// first download, and then with the table's first moves for a two-core device's time.
const onReady = () => {
  clearTimeout(stall);
  advance(100);
  $("loading").hidden = true;
  $("load-error").hidden = true;
  $("app").hidden = false;
  whenQuiet(registerServiceWorker);
};
if (isReady()) onReady();
else {
  const marker = new MutationObserver(() => {
    if (!isReady()) return;
    marker.disconnect();
    onReady();
  });
  marker.observe(html, { attributes: true, attributeFilter: ["data-ready"] });
}
