// The page's globals that Python reads (pyapp/browser.py, pyapp/early.py) and the page's
// scripts set, for TypeScript's check of the JavaScript (jsconfig.json); nothing here is
// served. They stay globals: Python finds them on `window`, and assets/setup.js, which sets
// `modernArtEarly`, is a classic script (it runs before the first paint, before any module).

/** assets/morph.js: make `old`'s children look like `fresh`'s (a template's content, whose new
 * nodes it moves in), keeping every node that can stay. */
declare var modernArtMorph: (old: Node, fresh: Node) => void;

/** assets/morph.js: whether `modernArtMorph(old, fresh)` keeps `node` in the document. */
declare var modernArtKeeps: (old: Node, fresh: Node, node: Node) => boolean;

/** assets/setup.js: what the page did before Python was ready, for Python to take over (set
 * before any module runs; undefined only if that script failed). */
declare var modernArtEarly: ModernArtEarly | undefined;

/** Python's word after each draw on the table kept for the next visit. */
type KeptTableMode = "keep" | "hold" | "forget";

interface ModernArtEarly {
  /** The page's language, chosen as Python chooses it. */
  readonly lang: string;
  /** Remove the early form and the kept table; what was chosen there, as JSON. */
  take(): string;
  /** After each draw: keep the table for the next visit, hold the one kept, or forget it. */
  keep(mode: KeptTableMode): void;
  /** The start failed: remove whatever could cover the loading screen's error panel. */
  fail(): void;
  /** The set-up form's parts shown (`data-shown` keys) for these choices. */
  shownFor(players: number, human: number, levels: readonly (string | undefined)[]):
    Record<string, boolean>;
}

/** index.html's `#page-data` block (scripts/page_data.py writes it from Python's own sources):
 * what the page's scripts need before Python is ready. */
interface PageData {
  /** The languages the game speaks, and the one it falls back on. */
  readonly languages: readonly string[];
  readonly fallback: string;
  /** The tag `<html lang>` carries for each language. */
  readonly htmlLang: Readonly<Record<string, string>>;
  /** localStorage's keys: the saved game, the lesson, the chosen language, the kept table. */
  readonly storage: { readonly save: string; readonly lesson: string; readonly language: string;
                      readonly table: string };
  /** The most digits a seed in the address may have. */
  readonly seedDigits: number;
  /** The seats the set-up form holds. */
  readonly seats: number;
  /** The scripts' words, by language, then by the catalogue's key. */
  readonly words: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

interface WindowEventMap {
  /** PyScript's start-up steps, by name ("Loading Pyodide", …): assets/loader.js counts them. */
  "py:progress": CustomEvent<string>;
}

// PyScript's core, as the pinned package declares it (assets/start.mjs empties its worker
// hooks, and touches nothing else of it).
declare module "*/vendor/pyscript/core.js" {
  export { hooks } from "@pyscript/core";
}
