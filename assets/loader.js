// The loading screen's behaviour, before Python is up: progress, errors, service worker.
// Python (pyapp/main.py) marks <html data-ready="true"> once the table is drawn; everything
// here keys off that marker.

const WORDS = {
  en: {
    runtime: "Loading the Python runtime…",
    interpreter: "Starting Python…",
    files: "Loading the game…",
    table: "Dealing the cards…",
    failed: "The game could not start",
    hint: "Check your connection and reload the page.",
    slow: "The game has not started after {s} seconds.",
    reload: "Reload",
    progress: "Loading progress",
  },
  zh: {
    runtime: "正在加载 Python 运行环境…",
    interpreter: "正在启动 Python…",
    files: "正在加载游戏…",
    table: "正在发牌…",
    failed: "游戏无法启动",
    hint: "请检查网络连接后重新加载页面。",
    slow: "游戏在 {s} 秒后仍未启动。",
    reload: "重新加载",
    progress: "加载进度",
  },
};
const lang = navigator.language?.toLowerCase().startsWith("zh") ? "zh" : "en";
const say = (key, s = "") => WORDS[lang][key].replace("{s}", s);

// PyScript reports its start-up as `py:progress` events; each known one moves the bar on.
const STEPS = {
  "Loading Pyodide": ["runtime", 1],
  "Loading Storage": ["runtime", 2],
  "Loaded Storage": ["runtime", 3],
  "Loading interpreter": ["runtime", 4],
  "Loaded interpreter": ["interpreter", 5],
  "Loading files": ["files", 6],
  "Loaded files": ["files", 7],
  "Loaded Pyodide": ["table", 8],
};
const STALL_SECONDS = 90;

const $ = (id) => document.getElementById(id);
const html = document.documentElement;
const isReady = () => html.dataset.ready === "true";

if (lang === "zh") {
  html.lang = "zh";
  $("loading-step").textContent = say("runtime");
  $("loading-progress").setAttribute("aria-label", say("progress"));
  $("load-error-title").textContent = say("failed");
  $("load-error-text").textContent = say("hint");
  $("load-error-reload").textContent = say("reload");
}

const showError = (detail) => {
  if (isReady()) return;
  $("loading").hidden = true;
  $("load-error").hidden = false;
  if (detail) $("load-error-detail").textContent = String(detail).slice(0, 2000);
};

let stall;
const watchStall = () => {
  clearTimeout(stall);
  stall = setTimeout(() => showError(say("slow", STALL_SECONDS)), STALL_SECONDS * 1000);
};
watchStall();

addEventListener("py:progress", ({ detail }) => {
  const step = STEPS[detail];
  if (!step) return;
  $("loading-progress").value = step[1];
  $("loading-step").textContent = say(step[0]);
  watchStall();
});

// Failures: a script that does not load, an uncaught error or rejection, or PyScript's own
// error banner (div.py-error) appearing before the table is up.
document.querySelector('script[src$="pyscript/core.js"]')
  ?.addEventListener("error", () => showError("PyScript did not load."));
addEventListener("error", (event) => showError(event.message));
addEventListener("unhandledrejection", (event) => showError(event.reason?.message ?? event.reason));
new MutationObserver((records) => {
  for (const { addedNodes } of records) {
    for (const node of addedNodes) {
      if (node.classList?.contains("py-error")) showError(node.textContent);
    }
  }
}).observe(document.body, { childList: true });

$("load-error-reload").addEventListener("click", () => location.reload());

const registerServiceWorker = () => {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("./sw.js", { updateViaCache: "none" })
    .catch((error) => console.warn("offline play unavailable:", error));
};

// Once Python has drawn the table: swap the screens, then start caching for offline play
// (not before, so that the service worker does not compete with the first download).
const onReady = () => {
  clearTimeout(stall);
  $("loading").hidden = true;
  $("load-error").hidden = true;
  $("app").hidden = false;
  registerServiceWorker();
};
if (isReady()) onReady();
else {
  const marker = new MutationObserver(() => {
    if (!isReady()) return;
    marker.disconnect();
    onReady();
  });
  marker.observe(html, { attributes: true, attributeFilter: ["data-ready"] });
}
