// The workers' globals and what they import from the page's modules, for TypeScript's check
// of the workers (jsconfig.workers.json); nothing here is served.

/** assets/vendor/precache.js (written by scripts/vendor.py), which sw.js imports: the files of
 * this version, each with its SHA-256, and the version's name. */
declare var PRECACHE: Precache;

interface Precache {
  version: string;
  /** Each file's SHA-256 (hex), by its address relative to sw.js. */
  files: Record<string, string>;
}

// assets/runtime.mjs as assets/helper-worker.mjs imports it. That module is the page's
// (jsconfig.json checks it, against the same `PythonStart`); what the worker takes from it
// touches nothing of the page.
declare module "*/runtime.mjs" {
  export const here: PythonStart["here"];
  export const options: PythonStart["options"];
  export const savedSnapshot: PythonStart["savedSnapshot"];
}
