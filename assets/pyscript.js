// PyScript under the page's Content-Security-Policy (index.html), which allows no JavaScript
// eval ('unsafe-eval'), only WebAssembly compilation ('wasm-unsafe-eval').
//
// PyScript's core always registers one hook for Python *workers* (it gives a worker's Python
// the `_pyscript` module), and as it starts the main thread's Python it composes the worker
// hooks into one function with `Function(...)`: refused under the policy, and PyScript then
// fails to start. The page runs no PyScript worker, so the worker hooks are dropped here, in
// the module that runs right after PyScript's core (index.html loads it next; a module is
// evaluated once, so this is the same `hooks` PyScript reads). With no worker hook, nothing
// is composed and no string is ever evaluated as JavaScript.

import { hooks } from "./vendor/pyscript/core.js";

for (const set of Object.values(hooks.worker)) set.clear();
