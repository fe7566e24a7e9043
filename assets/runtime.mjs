// The interpreter module PyScript loads (pyscript.json's "interpreter"): Pyodide's own
// loadPyodide, called by PyScript as always, with the page's start-up options added:
// - the standard library compiled and trimmed by the build (assets/vendor/startup/stdlib.zip);
// - the package lock reduced to what the page uses (no packages), so it is not downloaded;
// - a memory snapshot of Python with the app's browser-free modules already imported, made on
//   the first visit (in a worker, once the page is ready and quiet) and kept in the browser's
//   cache.
//   It is used only when it was made from exactly these files (the build's key); when it is
//   missing, stale or fails to load, Python starts the ordinary way and a new one is made.
// Everything else (the config, the app's files, the plugins, running pyapp/main.py) is
// PyScript's own start-up. <html data-python> says how Python started ("snapshot" or "fresh"),
// <html data-snapshot> whether the snapshot this visit made is "saved" (or "failed").

import { loadPyodide as startPyodide, version } from "./vendor/pyodide/pyodide.mjs";
import startup from "./vendor/startup/startup.js";
import { whenQuiet } from "./quiet.mjs";

/** @typedef {import("pyodide").PyodideConfig} PyodideConfig */

export { version };

/** @type {PythonStart["here"]} */
export const here = (path) => new URL(path, import.meta.url).href;
const SNAPSHOTS = "modern-art-python";
const snapshotURL = here(`vendor/startup/snapshot-${startup.key}.bin`);

// (The helpers' workers start Python the same way: assets/helper-worker.mjs.)
/** @type {PythonStart["options"]} */
export const options = (extra) => ({
  ...extra,
  indexURL: here("vendor/pyodide/"),
  stdLibURL: here("vendor/startup/stdlib.zip"),
  lockFileContents: JSON.stringify(startup.lock),
});

/** @type {PythonStart["savedSnapshot"]} */
export async function savedSnapshot() {
  try {
    if (!globalThis.caches) return null;
    const cache = await caches.open(SNAPSHOTS);
    const response = await cache.match(snapshotURL);
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function forgetSnapshots() {
  try {
    await caches.delete(SNAPSHOTS);
  } catch {
    // Nothing cached, or no cache at all: nothing to forget.
  }
}

// On the first visit (or after an update), once the table is up and the page is quiet: make
// the snapshot in a worker. The page's thread never waits for it, and the worker's few seconds
// of work do not compete with the bots' thinking on a machine with few cores.
function makeSnapshotLater() {
  if (!globalThis.caches || !globalThis.Worker) return;
  const start = () => {
    const worker = new Worker(here("snapshot-worker.mjs"), { type: "module" });
    /** @param {string | undefined} error */
    const done = (error) => {
      worker.terminate();
      if (error) console.warn("Python snapshot not made:", error);
      document.documentElement.dataset.snapshot = error ? "failed" : "saved";
    };
    /** @param {MessageEvent<SnapshotAnswer>} event */
    worker.onmessage = ({ data }) => done(data.error);
    worker.onerror = (event) => done(event.message ?? "the worker failed");
    /** @type {SnapshotRequest} */
    const request = {
      url: snapshotURL,
      cache: SNAPSHOTS,
      options: options({}),
      app: here("vendor/startup/app.zip"),
      imports: startup.imports,
    };
    worker.postMessage(request);
  };
  const html = document.documentElement;
  if (html.dataset.ready === "true") whenQuiet(start);
  else {
    const marker = new MutationObserver(() => {
      if (html.dataset.ready !== "true") return;
      marker.disconnect();
      whenQuiet(start);
    });
    marker.observe(html, { attributes: true, attributeFilter: ["data-ready"] });
  }
}

/**
 * @param {PyodideConfig} pyscriptOptions
 * @returns {Promise<import("pyodide").PyodideAPI>}
 */
export async function loadPyodide(pyscriptOptions = {}) {
  const snapshot = await savedSnapshot();
  if (snapshot) {
    try {
      const pyodide = await startPyodide(options({ ...pyscriptOptions, _loadSnapshot: snapshot }));
      // Every visit from the same snapshot would otherwise draw the same random numbers; and
      // Pyodide put the working directory first on the path again.
      pyodide.runPython(
        "import random as _r, sys as _s\n_r.seed()\n_s.path[:] = dict.fromkeys(_s.path)\ndel _r, _s",
      );
      document.documentElement.dataset.python = "snapshot";
      return pyodide;
    } catch (error) {
      console.warn("Python snapshot not usable, starting without it:", error);
      await forgetSnapshots();
    }
  }
  const pyodide = await startPyodide(options(pyscriptOptions));
  document.documentElement.dataset.python = "fresh";
  makeSnapshotLater();
  return pyodide;
}
