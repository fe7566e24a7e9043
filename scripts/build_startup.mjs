// Build the page's Python start-up files with the page's own Python: loads the vendored Pyodide
// under Node, mounts the repository at its own path and runs scripts/startup_build.py in it.
//
//     node scripts/build_startup.mjs          (run by scripts/vendor.py: `make vendor`)
//
// Writes assets/vendor/startup/{stdlib.zip, app.zip, build.json}; see startup_build.py. PyScript's
// Python package is read from its sources in node_modules (its dist/ holds the same, minified).

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const vendored = `${root}/assets/vendor/pyodide/`;
/** @type {typeof import("pyodide")} */
const { loadPyodide } = await import(`${vendored}pyodide.mjs`);

// PYTHONNODEBUGRANGES: bytecode without column ranges (line numbers stay), a fifth smaller.
const pyodide = await loadPyodide({
  indexURL: vendored,
  env: { PYTHONNODEBUGRANGES: "1" },
  stdout: console.log,
  stderr: console.error,
});
pyodide.mountNodeFS(root, root);
const pyscriptSources = `${root}/node_modules/@pyscript/core/src/stdlib`;
try {
  pyodide.runPython(`
import sys
booted = set(sys.modules)  # what Pyodide imported as it started, before the build's own
sys.path.insert(0, ${JSON.stringify(`${root}/scripts`)})
import startup_build
startup_build.main(${JSON.stringify([root, `${root}/assets/vendor/startup`, pyscriptSources])}, booted)
`);
} catch (error) {
  console.error(`the start-up build failed:\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
