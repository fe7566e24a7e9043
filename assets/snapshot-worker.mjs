// Makes the memory snapshot assets/runtime.mjs starts Python from on later visits: a fresh
// Python (the page's own runtime and standard library), the app's files unpacked where
// PyScript puts them, the modules that need no browser imported, and the whole memory saved
// in the cache. Runs in a worker, away from the page's thread; the page never waits for it.
// Nothing of the browser is touched before the snapshot, so it holds no reference that would
// not exist on the next visit.

import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

/**
 * @param {SnapshotRequest} request
 * @returns {Promise<number>} the snapshot's size
 */
async function make({ url, cache: name, options, app, imports }) {
  const [pyodide, archive] = await Promise.all([
    /** @type {Promise<PyodideWithHeap>} */ (loadPyodide({ ...options, _makeSnapshot: true })),
    fetch(app).then((response) => {
      if (!response.ok) throw new Error(`${app}: HTTP ${response.status}`);
      return response.arrayBuffer();
    }),
  ]);
  const heap = pyodide._module.HEAP8.length;
  pyodide.unpackArchive(archive, "zip", { extractDir: "/home/pyodide" });
  pyodide.runPython(
    `import importlib as _i\nfor _n in ${JSON.stringify(imports)}:\n    _i.import_module(_n)\ndel _i, _n`,
  );
  // Pyodide restores a snapshot into a heap of its initial size: a bigger one would not fit.
  if (pyodide._module.HEAP8.length !== heap) {
    throw new Error(`the heap grew from ${heap} to ${pyodide._module.HEAP8.length} bytes`);
  }
  const snapshot = pyodide.makeMemorySnapshot();
  const cache = await caches.open(name);
  for (const request of await cache.keys()) {
    if (request.url !== url) await cache.delete(request);
  }
  // (A copy of the heap, in a buffer of its own: never a shared one, which Pyodide's types allow.)
  const body = /** @type {Uint8Array<ArrayBuffer>} */ (snapshot);
  await cache.put(url, new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
  return snapshot.length;
}

/** @param {SnapshotAnswer} message */
const answer = (message) => postMessage(message);

addEventListener("message", async (/** @type {MessageEvent<SnapshotRequest>} */ { data }) => {
  try {
    answer({ bytes: await make(data) });
  } catch (error) {
    answer({ error: String(error instanceof Error ? error.message : error) });
  }
});
