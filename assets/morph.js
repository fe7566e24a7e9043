// The page's patch of a region in place: `modernArtMorph(old, fresh)` makes `old`'s children
// look like `fresh`'s (a template's content, whose new nodes it moves in), keeping every node
// that can stay (same tag, same id): attributes and text are updated in place, so the focus, a
// typed value and a pressed button survive a redrawing. pyapp/browser.py calls it for the lot
// box and an open dialog, and asks `modernArtKeeps(old, fresh, node)` beforehand whether the
// focused control will stay. It is JavaScript, not Python, because it touches every node it
// compares: from Python each touch would cross into JavaScript.

const ELEMENT = 1;

/**
 * @param {Node} node
 * @returns {node is Element}
 */
const isElement = (node) => node.nodeType === ELEMENT;

/**
 * `current`'s attributes made `fresh`'s (and a checkbox's or radio button's state with them).
 * @param {Element} current
 * @param {Element} fresh
 */
function sameAttributes(current, fresh) {
  for (const name of current.getAttributeNames()) {
    if (!fresh.hasAttribute(name)) current.removeAttribute(name);
  }
  for (const { name, value } of fresh.attributes) {
    if (current.getAttribute(name) !== value) current.setAttribute(name, value);
  }
  if (current instanceof HTMLInputElement &&
      (current.type === "checkbox" || current.type === "radio")) {
    current.checked = fresh.hasAttribute("checked");
  }
}

/**
 * Whether `current` may stay in place of `fresh` (its attributes and children patched): a node
 * of the same type and, for an element, the same tag and id.
 * @param {Node} current
 * @param {Node} fresh
 */
function sameKind(current, fresh) {
  return current.nodeType === fresh.nodeType && (!isElement(fresh) || (
    isElement(current) && current.tagName === fresh.tagName && current.id === fresh.id));
}

/** @type {typeof modernArtMorph} */
function morph(old, fresh) {
  const oldNodes = Array.from(old.childNodes);
  const newNodes = Array.from(fresh.childNodes);
  newNodes.forEach((node, index) => {
    const current = oldNodes[index];
    if (current === undefined) {
      old.appendChild(node);  // (moved out of the template)
    } else if (current.isEqualNode(node)) {
      // unchanged
    } else if (!sameKind(current, node)) {
      old.replaceChild(node, current);
    } else if (isElement(node) && isElement(current)) {
      sameAttributes(current, node);
      morph(current, node);
    } else if (current.nodeValue !== node.nodeValue) {
      current.nodeValue = node.nodeValue;
    }
  });
  for (const extra of oldNodes.slice(newNodes.length)) extra.remove();
}

/**
 * Whether morph(old, fresh) keeps `node`, a node inside `old`, in the document: it does when on
 * the way down from `old` each of its ancestors, and it, meets an equal node at the same place
 * in `fresh`, or one of the same kind (`sameKind`).
 * @type {typeof modernArtKeeps}
 */
function keeps(old, fresh, node) {
  const path = [];
  for (let at = node; at !== old; at = at.parentNode) {
    if (at.parentNode === null) return false;  // (not inside `old`)
    path.push(Array.prototype.indexOf.call(at.parentNode.childNodes, at));
  }
  let current = old;
  let counterpart = fresh;
  for (const index of path.reverse()) {
    const next = current.childNodes[index];  // (always there: it is on the way to `node`)
    const nextCounterpart = counterpart.childNodes[index];
    if (next === undefined || nextCounterpart === undefined) return false;
    if (next.isEqualNode(nextCounterpart)) return true;
    if (!sameKind(next, nextCounterpart)) return false;
    current = next;
    counterpart = nextCounterpart;
  }
  return true;
}

// (Their types: types/page.d.ts.)
globalThis.modernArtMorph = morph;
globalThis.modernArtKeeps = keeps;
