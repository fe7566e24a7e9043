// The vendored runtime as the project's JavaScript sees it, for TypeScript's check of that
// JavaScript (jsconfig.json for the page, jsconfig.workers.json for its workers); nothing here
// is served.
//
// assets/vendor/ holds copies of the pinned npm packages (scripts/vendor.py) and the start-up
// build's files. The check reads the project's own files only (the configs' `noResolve`): a
// module of assets/vendor/ is known by the declarations below (and types/page.ts), Pyodide's
// by those its package ships.

declare module "*/vendor/pyodide/pyodide.mjs" {
  export { loadPyodide, version } from "pyodide";
}

// assets/vendor/startup/startup.js, written by scripts/startup_build.py.
declare module "*/vendor/startup/startup.js" {
  const startup: StartupBuild;
  export default startup;
}

/** What the page needs to know of the start-up build. */
interface StartupBuild {
  /** Names the memory snapshot: it changes whenever anything the snapshot is made of does. */
  key: string;
  /** The modules the snapshot imports ahead of the app. */
  imports: string[];
  /** Pyodide's package lock, reduced to what the page uses (no package). */
  lock: import("pyodide").Lockfile;
  /** The big files the loading screen counts as they arrive: their sizes, by file name. */
  sizes: Record<string, number>;
}

/** Pyodide, with what its published declarations leave out and the snapshot worker reads:
 * the size of its heap. */
type PyodideWithHeap = import("pyodide").PyodideAPI & { _module: { HEAP8: Uint8Array } };

/** What assets/runtime.mjs asks assets/snapshot-worker.mjs to make. */
interface SnapshotRequest {
  /** The snapshot's address in the cache. */
  url: string;
  /** The cache's name. */
  cache: string;
  /** Pyodide's start-up options, as the page starts it. */
  options: import("pyodide").PyodideConfig;
  /** The address of the app's archive. */
  app: string;
  /** The modules to import before the snapshot is taken. */
  imports: string[];
}

/** The snapshot worker's answer: the snapshot's size once saved, or why it was not. */
type SnapshotAnswer = { bytes: number; error?: undefined } | { error: string };

/** How Python starts, the same on the page and in the helpers' workers: what
 * assets/runtime.mjs exports to assets/helper-worker.mjs (which jsconfig.workers.json checks
 * against this, not against the page's module). */
interface PythonStart {
  /** The address of `path`, relative to assets/. */
  here(path: string): string;
  /** Pyodide's start-up options: `extra`, and the page's standard library and package lock. */
  options(extra: import("pyodide").PyodideConfig): import("pyodide").PyodideConfig;
  /** The memory snapshot an earlier visit saved from exactly these files, if there is one. */
  savedSnapshot(): Promise<Uint8Array | null>;
}
