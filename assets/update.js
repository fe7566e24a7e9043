// "A new version is ready — reload": a bar at the foot of the page, shown once a newer version
// of the site has been installed whole and taken over by the service worker (sw.js). This page
// keeps running the version it started with (the worker serves it from that version's cache),
// so nothing changes under the player: the bar never interrupts, never blocks a control, and
// the new version starts only when the player reloads (the game is saved after every action,
// so a reload resumes it). The words (index.html's page data) follow <html lang>, which the game
// sets.
//
// A page left open asks the server for a new version when it comes back into view, when the
// connection returns, and every hour; the browser itself asks at every page load.

import { languageOf, say } from "./page-data.mjs";

const CHECK_EVERY_MS = 60 * 60 * 1000;
const html = document.documentElement;
/** @param {string} key */
const words = (key) => say(languageOf(html.lang), key);

let shown = false;

/**
 * @param {string} className
 * @param {() => void} onClick
 */
function button(className, onClick) {
  const node = document.createElement("button");
  node.type = "button";
  node.className = className;
  node.addEventListener("click", onClick);
  return node;
}

function show() {
  if (shown) return;
  shown = true;
  const bar = document.createElement("section");
  bar.className = "update-bar";
  bar.setAttribute("aria-live", "polite");
  const ready = document.createElement("p");
  const reload = button("btn update-reload", () => location.reload());
  const later = button("btn quiet update-later", () => { bar.hidden = true; });
  bar.append(ready, reload, later);
  const label = () => {
    bar.setAttribute("aria-label", words("update.label"));
    ready.textContent = words("update.ready");
    reload.textContent = words("update.reload");
    later.textContent = words("update.later");
  };
  label();
  new MutationObserver(label).observe(html, { attributes: true, attributeFilter: ["lang"] });
  document.body.append(bar);
}

/**
 * Show the bar once `worker`, newer than this page's version, is the active one.
 * @param {ServiceWorker | null} worker
 */
function follow(worker) {
  if (!worker) return;
  const check = () => {
    if (worker.state === "activated") show();
  };
  worker.addEventListener("statechange", check);
  check();
}

async function watch() {
  // A page served by the worker: the worker is replaced (controllerchange) only by a newer one.
  if (navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener("controllerchange", show);
  }
  // Any worker installed from now on is newer than this page (on a first visit, a page from
  // the network, `ready` waits for the first worker, made from the same files).
  const registration = await navigator.serviceWorker.ready;
  follow(registration.waiting);
  follow(registration.installing);
  registration.addEventListener("updatefound", () => follow(registration.installing));

  const check = () => registration.update().catch(() => {}); // offline: try again later
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
  addEventListener("online", check);
  setInterval(check, CHECK_EVERY_MS);
}

if ("serviceWorker" in navigator) watch();
