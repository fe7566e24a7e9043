// The page's one entry to Python, in an order every engine keeps: import PyScript, set it up
// for the page's Content-Security-Policy, and only then give it the game's Python to run.
//
// The policy (index.html) allows no JavaScript eval ('unsafe-eval'), only WebAssembly
// compilation ('wasm-unsafe-eval'). PyScript's core always registers one hook for Python
// *workers* (it gives a worker's Python the `_pyscript` module), and as it starts the main
// thread's Python it composes the worker hooks into one function with `Function(...)`:
// refused under the policy, and PyScript then fails to start. The page runs no PyScript
// worker, so the worker hooks are emptied here first. The game's `<script type="py">` waits
// inert in a <template> (index.html) until they are: PyScript starts a Python script when it
// sees one added to the document, so nothing it starts can see the hooks as they were,
// however early or late an engine runs this module or PyScript's own top-level code.
//
// Whatever fails here (PyScript does not load, or setting it up throws) goes to the loading
// screen's error panel with its own message (assets/loader.js).

import { messageOf, startFailed } from "./loader.js";

const PYSCRIPT = "./vendor/pyscript/core.js";

async function start() {
  /** @type {typeof import("./vendor/pyscript/core.js")} */
  let pyscript;
  try {
    pyscript = await import(PYSCRIPT);
  } catch (error) {
    // (Each engine words a module that did not arrive its own way; an error thrown while
    // PyScript ran is no download's.)
    const download = error instanceof TypeError && /fetch|load|import/i.test(error.message);
    const url = new URL(PYSCRIPT, import.meta.url).href;
    startFailed(`${url}: ${messageOf(error)}`, { download });
    return;
  }
  for (const set of Object.values(pyscript.hooks.worker)) set.clear();
  // (index.html has it; a page without it fails here, and the error panel says so.)
  const main = /** @type {HTMLTemplateElement} */ (document.getElementById("python-main"));
  document.body.append(document.importNode(main.content, true));
}

start().catch(startFailed);
