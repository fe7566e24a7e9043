// What the page's modules (assets/loader.js, assets/update.js) know before Python is ready, read
// from index.html's `#page-data` block, which scripts/page_data.py writes from Python's own
// sources: the words they show, in every language, and the language rule. None of it is kept
// here by hand. (assets/setup.js, a classic script that runs before any module, reads the same
// block itself.)

/** @returns {PageData} */
const read = () => {
  const block = document.getElementById("page-data");
  if (!block?.textContent) throw new Error("index.html has no #page-data block (make config)");
  return JSON.parse(block.textContent);
};

export const pageData = read();

/**
 * The game's language for a language tag (`<html lang>`, the browser's): the first the game
 * speaks that the tag starts with, else the fallback (pyapp/catalogue.py's rule).
 * @param {string | null | undefined} tag
 */
export const languageOf = (tag) => {
  const lowered = (tag ?? "").toLowerCase();
  return pageData.languages.find((code) => lowered.startsWith(code)) ?? pageData.fallback;
};

/**
 * The catalogue's words for `key` in `lang`, each `{name}` in them replaced by `values[name]`.
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, string | number>} [values]
 */
export const say = (lang, key, values = {}) => {
  const words = pageData.words[lang]?.[key] ?? pageData.words[pageData.fallback]?.[key];
  if (words === undefined) throw new Error(`index.html's page data has no words for ${key}`);
  return words.replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole));
};
