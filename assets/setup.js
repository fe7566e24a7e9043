// Before Python is ready: the page is usable at once. A classic script at the start of <body>
// (after the form's templates, before the loading screen), so that it runs before the first
// paint, and before the modules (assets/loader.js, PyScript). The rest of <body> is not parsed
// yet when it runs: what it draws goes to the end of <body> as it is then.
//
// - A first visit (nothing saved, no game in the address) opens the set-up form at once: the
//   form Python draws (pyapp/dialogs.py), written into index.html in every language by
//   scripts/setup_form.py. Its choices, and a press of "Start" or "Close", wait here until
//   Python takes them over (pyapp/early.py calls `take`); "Start" waits with the loading
//   progress shown.
// - A returning player with a game in progress sees the table last drawn, kept in localStorage
//   by `keep` below, inert and marked "resuming…", until Python draws the live table. The kept
//   table is rebuilt element by element through an allow-list (known tags, known attributes,
//   no URLs, no handlers): whatever is in storage, nothing in it can run or load.
// - The page's language is chosen here as Python chooses it (pyapp/address.py's
//   language_from: ?lang=, then the stored choice, then the browser's); <html lang> carries it
//   to the loading screen.
// - `keep(mode)` (called by Python after every draw) writes the table for the next visit, at
//   most once a second, when the page is idle, and when it is hidden or left.

(() => {
  "use strict";

  // What Python knows that this script needs (storage keys, languages, words, limits): index.html's
  // `#page-data` block, which scripts/page_data.py writes from Python's own sources.
  /** @type {PageData} */
  const DATA = JSON.parse(document.getElementById("page-data")?.textContent ?? "null");
  if (!DATA) throw new Error("index.html has no #page-data block (make config)");
  const { save: SAVE_KEY, lesson: LESSON_KEY, language: LANGUAGE_KEY, table: TABLE_KEY } =
    DATA.storage;
  const TABLE_VERSION = 2; // 1: the table as HTML
  const TABLE_LIMIT = 400_000; // characters: a whole game's table is well under this
  const WRITE_EVERY_MS = 1000;

  const storage = {
    /** @param {string} key */
    get(key) {
      try {
        return localStorage.getItem(key);
      } catch {
        return null; // storage switched off
      }
    },
    /**
     * @param {string} key
     * @param {string} value
     */
    set(key, value) {
      try {
        localStorage.setItem(key, value);
        return true;
      } catch {
        return false; // full, or switched off
      }
    },
    /** @param {string} key */
    remove(key) {
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };

  const params = new URLSearchParams(location.search);
  /**
   * @param {unknown} code
   * @returns {code is string}
   */
  const isLanguage = (code) => DATA.languages.some((known) => known === code);
  /** @param {string | undefined} tag pyapp/catalogue.py's pick_language */
  const pick = (tag) =>
    DATA.languages.find((code) => (tag ?? "").toLowerCase().startsWith(code)) ?? DATA.fallback;
  const asked = params.get("lang");
  const stored = storage.get(LANGUAGE_KEY);
  const lang = isLanguage(asked) ? asked : isLanguage(stored) ? stored : pick(navigator.language);
  /** @param {string} key the catalogue's */
  const say = (key) => DATA.words[lang]?.[key] ?? key;
  /** @param {string} code */
  const tagOf = (code) => DATA.htmlLang[code] ?? code;
  const html = document.documentElement;
  html.lang = tagOf(lang);
  document.title = say("app.title");

  // A status line: words (`tag`, id `wordsId`, the catalogue's `key`) and a loading progress bar (id
  // `barId`, which assets/loader.js moves).
  /**
   * @param {string} className
   * @param {string} tag
   * @param {string} wordsId
   * @param {string} key
   * @param {string} barId
   */
  const progressLine = (className, tag, wordsId, key, barId) => {
    const line = document.createElement("div");
    line.className = className;
    line.setAttribute("role", "status");
    const words = document.createElement(tag);
    words.id = wordsId;
    words.textContent = say(key);
    const bar = document.createElement("progress");
    bar.id = barId;
    bar.max = 100;
    bar.value = 0;
    bar.setAttribute("aria-label", say("load.progress"));
    line.append(words, bar);
    return line;
  };

  // -- the set-up form ------------------------------------------------------------------------
  /** @type {HTMLDialogElement | null} */
  let dialog = null;
  /** @type {string | null} */
  let command = null; // "start", "quick-game", "start-tutorial" or "close-dialog", pressed
  // before Python was ready
  let more = false; // the welcome's "More options" opened

  /**
   * The form's fields (inputs and selects, as scripts/setup_form.py writes them).
   * @param {HTMLDialogElement} shown
   */
  const controls = (shown) =>
    [...shown.querySelectorAll('[data-command="setup"]')].filter(
      (node) => node instanceof HTMLInputElement || node instanceof HTMLSelectElement);
  /** @param {HTMLInputElement | HTMLSelectElement} control */
  const valueOf = (control) =>
    control instanceof HTMLInputElement && control.type === "checkbox"
      ? String(control.checked) : control.value;

  /**
   * Which parts of the form are shown (`data-shown` keys) for these choices: the rule of
   * pyapp/dialogs.py's setup_visibility, in JavaScript because this form is shown before Python
   * is ready (e2e/test_scripts.py holds the two to the same answers for every choice).
   * @param {number} players
   * @param {number} human the player's seat
   * @param {readonly (string | undefined)[]} levels each seat's level
   */
  const shownFor = (players, human, levels) => {
    const people = [...Array(players).keys()].filter((s) => s === human || levels[s] === "human");
    const names = people.length > 1;
    /** @type {Record<string, boolean>} */
    const shown = { names };
    for (let s = 0; s < DATA.seats; s += 1) {
      shown[`seat-${s}`] = s < players;
      shown[`row-${s}`] = s < players && s !== human;
      shown[`name-${s}`] = names && people.includes(s);
      shown[`bot-${s}`] = levels[s] !== "human";
      shown[`person-${s}`] = levels[s] === "human";
    }
    return shown;
  };

  const refresh = () => {
    const form = dialog?.querySelector("form");
    const seat = form?.querySelector("#setup-human");
    if (!dialog || !form || !(seat instanceof HTMLSelectElement)) return;
    const checked = form.querySelector('input[name="players"]:checked');
    const players = Number(checked instanceof HTMLInputElement ? checked.value : 4);
    if (Number(seat.value) >= players) seat.value = String(players - 1);
    const levels = [...Array(DATA.seats).keys()].map((s) => {
      const level = form.querySelector(`#setup-level-${s}`);
      return level instanceof HTMLSelectElement ? level.value : undefined;
    });
    const shown = shownFor(players, Number(seat.value), levels);
    for (const node of dialog.querySelectorAll("[data-shown]")) {
      if (!(node instanceof HTMLElement)) continue;
      const key = node.dataset.shown ?? "";
      const on = key.startsWith("!") ? !shown[key.slice(1)] : Boolean(shown[key]);
      node.hidden = !on;
      if (node instanceof HTMLOptionElement) node.disabled = !on;
    }
  };

  /** @param {HTMLDialogElement} shown */
  const firstControl = (shown) =>
    shown.querySelector(
      ".dialog-body input:not([type=radio]), .dialog-body input[type=radio]:checked, " +
        ".dialog-body select, .dialog-body button, .dialog-foot button",
    );

  /** @param {string} name */
  const press = (name) => {
    if (command || !dialog) return;
    if (name === "setup-more") {
      // The welcome's "More options": the whole form (Python takes the choice over as "more").
      more = true;
      const form = dialog.querySelector("#setup-more");
      if (form instanceof HTMLElement) form.hidden = false;
      const opener = dialog.querySelector("#setup-more-button");
      if (opener instanceof HTMLElement) {
        opener.setAttribute("aria-expanded", "true");
        opener.hidden = true;
      }
      const first = form?.querySelector("input[type=radio]:checked") ??
        form?.querySelector("input, select");
      if (first instanceof HTMLElement) first.focus({ preventScroll: true });
      return;
    }
    command = name;
    if (name === "close-dialog") {
      dialog.close();
      return;
    }
    // "Start", "Quick game" or "Learn to play": the game starts as soon as Python is there.
    const pressed = dialog.querySelector(`[data-command="${name}"]`);
    for (const control of dialog.querySelectorAll("input, select, button")) {
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement ||
          control instanceof HTMLButtonElement) control.disabled = true;
    }
    if (pressed) {
      pressed.textContent = say("early.starting");
      pressed.setAttribute("aria-busy", "true");
    }
    const words = dialog.querySelector("#setup-early-words");
    if (words) words.textContent = say("early.pending");
  };

  const openForm = () => {
    const template = document.getElementById(`setup-form-${lang}`);
    if (!(template instanceof HTMLTemplateElement)) return;
    const shown = document.createElement("dialog");
    dialog = shown;
    shown.id = "setup-early";
    shown.dataset.kind = "setup";
    shown.setAttribute("aria-labelledby", "dialog-title");
    shown.append(template.content.cloneNode(true));
    // Under the buttons: the loading progress (assets/loader.js moves it).
    const note = progressLine("early-note", "span", "setup-early-words", "early.waiting",
                              "setup-early-progress");
    shown.append(note);
    shown.addEventListener("change", refresh);
    shown.addEventListener("click", (event) => {
      const button = event.target instanceof Element
        ? event.target.closest("button[data-command]") : null;
      if (button instanceof HTMLButtonElement && !button.disabled) {
        press(button.dataset.command ?? "");
      }
    });
    shown.addEventListener("cancel", (event) => {
      event.preventDefault(); // Escape: as Python's dialog does, close it
      press("close-dialog");
    });
    shown.addEventListener("close", () => {
      command ??= "close-dialog"; // closed by the browser (a second Escape)
    });
    document.body.append(shown);
    refresh();
    shown.showModal();
    const first = firstControl(shown);
    if (first instanceof HTMLElement) first.focus({ preventScroll: true });
    performance.mark("modern-art:setup-form"); // for the load benchmark
  };

  // Enter in a form's field presses its Start (the form's data-enter names it: the set-up's,
  // this one and Python's, and the game of bots'); the form is never sent.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("form.setup")) return;
    event.preventDefault();
    const name = form.dataset.enter || "start";
    const start = form.closest("dialog")?.querySelector(`[data-command="${name}"]:not([disabled])`);
    if (start instanceof HTMLElement) start.click();
  });

  // -- the table kept for the next visit -------------------------------------------------------
  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const SVG_NS = "http://www.w3.org/2000/svg";
  const TAGS = new Set(
    ("section div p span h1 h2 h3 h4 ul ol li table thead tbody tfoot tr th td caption button " +
      "label input select option nav strong em b i small code dl dt dd fieldset legend progress " +
      "meter figure figcaption details summary header footer br hr abbr " +
      "svg g path rect circle ellipse line polyline polygon text tspan title desc").split(" "),
  );
  const ATTRIBUTES = new Set(
    ("class id role hidden title lang type value disabled checked selected for scope colspan " +
      "rowspan max min low high optimum open name inputmode placeholder maxlength " +
      "viewbox width height d fill stroke stroke-width stroke-linejoin stroke-linecap " +
      "stroke-dasharray opacity fill-opacity stroke-opacity x y x1 y1 x2 y2 cx cy r rx ry " +
      "points transform font-size font-weight text-anchor dominant-baseline " +
      "preserveaspectratio focusable xmlns").split(" "),
  );
  /** @param {string} value */
  const safeValue = (value) => !/url\s*\(|javascript:|data:|[<>]/i.test(value);
  /** @param {string} name */
  const allowedAttribute = (name) =>
    ATTRIBUTES.has(name.toLowerCase()) ||
    (/^(aria|data)-[a-z0-9-]+$/.test(name) && name !== "aria-live");

  const MAX_DEPTH = 64;
  const SVG_PREFIX = "svg:";
  /** @param {Element} node */
  const allowedElement = (node) =>
    (node.namespaceURI === HTML_NS || node.namespaceURI === SVG_NS) &&
    TAGS.has(node.localName.toLowerCase());

  // The table kept is a tree of allowed elements, attributes and text only: an element is
  // [name, {attributes}, ...children] (an SVG element's name begins "svg:"), a text a string.
  // It is written through the allow-list and read back through it again, element by element,
  // never parsed as HTML: whatever is in storage, nothing in it can run, load, or style
  // itself inline (which a page's Content-Security-Policy would refuse on the console).
  /**
   * @typedef {string | [name: string, attributes: Record<string, string>, ...children: Kept[]]}
   *   Kept
   */
  /**
   * @param {Node} node
   * @returns {node is Text}
   */
  const isText = (node) => node.nodeType === Node.TEXT_NODE;
  /**
   * @param {Node} node
   * @returns {node is Element}
   */
  const isElement = (node) => node.nodeType === Node.ELEMENT_NODE;

  /**
   * @param {{ childNodes: Iterable<Node> }} node
   * @param {number} depth
   * @returns {Kept[]}
   */
  const tree = (node, depth = 0) => {
    /** @type {Kept[]} */
    const children = [];
    if (depth > MAX_DEPTH) return children;
    for (const child of node.childNodes) {
      if (isText(child)) children.push(child.data);
      else if (isElement(child) && allowedElement(child)) {
        /** @type {Record<string, string>} */
        const attributes = {};
        for (const { name, value } of child.attributes) {
          if (allowedAttribute(name) && safeValue(value)) attributes[name] = value;
        }
        const name = (child.namespaceURI === SVG_NS ? SVG_PREFIX : "") + child.localName;
        children.push([name, attributes, ...tree(child, depth + 1)]);
      }
    }
    return children;
  };

  // The tree read back (whatever storage holds: anything but the tree above is skipped).
  /**
   * @param {unknown} children
   * @param {ParentNode} into
   * @param {number} depth
   */
  const build = (children, into, depth = 0) => {
    if (!Array.isArray(children) || depth > MAX_DEPTH) return;
    for (const child of /** @type {unknown[]} */ (children)) {
      if (typeof child === "string") {
        into.append(document.createTextNode(child));
        continue;
      }
      if (!Array.isArray(child)) continue;
      const [name, attributes, ...grandchildren] = /** @type {unknown[]} */ (child);
      if (typeof name !== "string") continue;
      const svg = name.startsWith(SVG_PREFIX);
      const tag = svg ? name.slice(SVG_PREFIX.length) : name;
      if (!TAGS.has(tag.toLowerCase())) continue;
      const copy = document.createElementNS(svg ? SVG_NS : HTML_NS, tag);
      for (const [key, value] of Object.entries(attributes ?? {})) {
        if (typeof value === "string" && allowedAttribute(key) && safeValue(value)) {
          copy.setAttribute(key, value);
        }
      }
      build(grandchildren, copy, depth + 1);
      into.append(copy);
    }
  };

  /** @type {HTMLElement | null} */
  let view = null;
  /** @type {HTMLElement | null} */
  let banner = null;

  /**
   * Show the table `kept` (as `write` below wrote it), if it holds one.
   * @param {string} kept
   */
  const showTable = (kept) => {
    if (kept.length > TABLE_LIMIT) return false;
    /** @type {unknown} */
    let data;
    try {
      data = JSON.parse(kept);
    } catch {
      return false;
    }
    if (typeof data !== "object" || data === null || !("version" in data) ||
        data.version !== TABLE_VERSION || !("table" in data) || !Array.isArray(data.table)) {
      return false;
    }
    view = document.createElement("main");
    view.id = "resume-table";
    view.className = "resume-table";
    view.inert = true;
    view.setAttribute("aria-hidden", "true");
    const drawnIn = "lang" in data ? data.lang : undefined;
    if (isLanguage(drawnIn)) view.lang = tagOf(drawnIn);
    try {
      build(data.table, view);
    } catch {
      view.replaceChildren(); // (a tree too deep for the stack, say)
    }
    if (!view.childElementCount) {
      view = null;
      return false;
    }
    // Over it, instead of the loading screen: "resuming…" and the loading progress (which
    // assets/loader.js moves).
    banner = progressLine("resume-banner", "strong", "resume-words", "early.resuming", "resume-progress");
    banner.id = "resume-banner";
    html.classList.add("resuming");
    document.body.append(view, banner);
    return true;
  };

  // Python says after every draw: "keep" the table, "hold" the one kept, or "forget" it.
  /** @type {KeptTableMode} */
  let mode = "hold";
  let timer = 0;
  let lastWrite = -Infinity;

  const write = () => {
    timer = 0;
    if (mode !== "keep") return;
    lastWrite = performance.now();
    /** @type {Kept[]} */
    const drawn = [];
    for (const child of document.getElementById("app")?.children ?? []) {
      if (child.tagName === "DIALOG" || child.id === "live" || child.id === "notice") continue;
      drawn.push(...tree({ childNodes: [child] }));
    }
    const drawnIn = pick(html.lang); // as Python drew it
    const value = JSON.stringify({ version: TABLE_VERSION, lang: drawnIn, table: drawn });
    if (value.length > TABLE_LIMIT || !storage.set(TABLE_KEY, value)) storage.remove(TABLE_KEY);
  };

  /** @param {KeptTableMode} wanted */
  const keep = (wanted) => {
    mode = wanted;
    if (wanted === "forget") storage.remove(TABLE_KEY);
    if (wanted !== "keep") {
      clearTimeout(timer);
      timer = 0;
      return;
    }
    if (timer) return;
    const wait = Math.max(0, lastWrite + WRITE_EVERY_MS - performance.now());
    /** @type {(callback: () => void, options: IdleRequestOptions) => void} */
    const idle = globalThis.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
    timer = setTimeout(() => idle(write, { timeout: WRITE_EVERY_MS }), wait);
  };
  const writeNow = () => {
    if (timer) {
      clearTimeout(timer);
      write();
    }
  };
  addEventListener("pagehide", writeNow);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") writeNow();
  });

  const forgetTable = () => {
    view?.remove();
    banner?.remove();
    view = null;
    banner = null;
    html.classList.remove("resuming");
  };

  // -- what Python takes over -------------------------------------------------------------------
  /**
   * What the form recorded, as `take` hands it to pyapp/early.py (in JSON).
   * @typedef {{ field?: string, value: string, seat?: string }} Field
   * @typedef {object} Taken
   * @property {Field[] | null} fields
   * @property {string | null} command
   * @property {{ id: string, start?: number | null, end?: number | null } | null} focus
   */
  const take = () => {
    /** @type {Taken} */
    const taken = { fields: null, command, focus: null };
    if (dialog) {
      taken.fields = controls(dialog)
        .filter((control) =>
          !(control instanceof HTMLInputElement) || control.type !== "radio" || control.checked)
        .map((control) => {
          /** @type {Field} */
          const field = { field: control.dataset.field, value: valueOf(control) };
          if (control.dataset.seat !== undefined) field.seat = control.dataset.seat;
          return field;
        });
      if (more) taken.fields.push({ field: "more", value: "true" });
      const active = document.activeElement;
      if (active && active.id && dialog.contains(active)) {
        taken.focus = { id: active.id };
        if (active instanceof HTMLInputElement && active.type === "text") {
          taken.focus.start = active.selectionStart;
          taken.focus.end = active.selectionEnd;
        }
      }
      if (dialog.open) dialog.close();
      dialog.remove();
      dialog = null;
    }
    forgetTable();
    return JSON.stringify(taken);
  };

  // The start failed (assets/loader.js shows why): nothing of this may cover its message.
  const fail = () => {
    if (dialog?.open) dialog.close();
    dialog?.remove();
    dialog = null;
    forgetTable();
  };

  globalThis.modernArtEarly = Object.freeze({ lang, take, keep, fail, shownFor });

  // -- what this visit shows before Python -------------------------------------------------------
  const seed = params.get("seed") ?? "";
  const gameInAddress = new RegExp(`^[0-9]{1,${DATA.seedDigits}}$`).test(seed);
  const gameSaved = Boolean(storage.get(SAVE_KEY) || storage.get(LESSON_KEY));
  if (gameInAddress) {
    // The address names a game: Python starts it; the loading screen meanwhile.
  } else if (gameSaved) {
    const kept = storage.get(TABLE_KEY);
    if (kept && !showTable(kept)) storage.remove(TABLE_KEY);
  } else {
    storage.remove(TABLE_KEY);
    openForm();
  }
})();
