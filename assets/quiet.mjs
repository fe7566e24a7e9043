// Work the page can put off until nobody waits for it (the offline copy, Python's snapshot):
// run `then` once the page's thread has been idle for `quiet` ms in a row (no task in between:
// the player is thinking, no bot is), or `latest` ms from now at the latest.
export function whenQuiet(then, quiet = 2000, latest = 60000) {
  const idle = globalThis.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
  const started = performance.now();
  let quietSince = started;
  let last = started;
  const check = () => {
    const now = performance.now();
    if (now - last > 150) quietSince = now; // the thread was busy since the last look
    last = now;
    if (now - quietSince >= quiet || now - started >= latest) then();
    else idle(check, { timeout: 1000 });
  };
  idle(check, { timeout: 1000 });
}
