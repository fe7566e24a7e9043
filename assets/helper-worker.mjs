// A helper: plays a master's candidates out in worlds of its own while the master searches on
// the page's thread (engine/bots/helper.py; the page's side is pyapp/helping.py). It starts
// Python as the page does (from the memory snapshot when one is saved, else afresh with the
// app's archive), says {"ready": true}, then answers each request (a JSON string) with a JSON
// string. If Python cannot start it says {"failed": "..."} and is never asked again.

import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { here, options, savedSnapshot } from "./runtime.mjs";

/** @param {unknown} error */
const messageOf = (error) => String(error instanceof Error ? error.message : error);

async function fromSnapshot() {
  const snapshot = await savedSnapshot();
  if (!snapshot) return null;
  try {
    const pyodide = await loadPyodide(options({ _loadSnapshot: snapshot }));
    pyodide.runPython("import sys as _s\n_s.path[:] = dict.fromkeys(_s.path)\ndel _s");
    return pyodide;
  } catch {
    return null; // (the page makes a new snapshot; this helper starts afresh)
  }
}

async function fresh() {
  const app = here("vendor/startup/app.zip");
  const [pyodide, archive] = await Promise.all([
    loadPyodide(options({})),
    fetch(app).then((response) => {
      if (!response.ok) throw new Error(`${app}: HTTP ${response.status}`);
      return response.arrayBuffer();
    }),
  ]);
  pyodide.unpackArchive(archive, "zip", { extractDir: "/home/pyodide" });
  return pyodide;
}

/** @returns {Promise<(request: string) => string>} Python's answer to each request */
async function start() {
  const pyodide = (await fromSnapshot()) ?? (await fresh());
  return pyodide.runPython("from engine.bots.helper import serve\nserve()");
}

const answering = start();
answering.then(
  () => postMessage(JSON.stringify({ ready: true })),
  /** @param {unknown} error */
  (error) => postMessage(JSON.stringify({ failed: messageOf(error) })),
);

addEventListener("message", async (/** @type {MessageEvent<unknown>} */ { data }) => {
  let answer;
  try {
    answer = await answering;
  } catch {
    return; // (it said it failed)
  }
  try {
    postMessage(answer(String(data)));
  } catch (error) {
    // Python itself broke (its errors come back as answers): never ask this helper again.
    postMessage(JSON.stringify({ failed: messageOf(error) }));
  }
});
