// Work the page can put off until nobody waits for it (the offline copy, Python's snapshot):
// run `then` once the page's thread has been quiet for `quiet` ms (the player is thinking, no
// bot is), or `latest` ms from now at the latest, or at once when the page is hidden (nobody
// is looking, and the bots pause).
//
// Quiet is measured the same way in every engine, without requestIdleCallback (which Safari
// lacks, and whose rhythm on an idle page differs from one engine to the next): every PROBE_MS a
// timer fires and posts a message to the page itself. On an idle thread both come on time; while
// a bot thinks, in slices of a few ms queued one after another, the timer waits for the slice
// under way, or the message waits behind the next one. A probe that came more than LATE_MS late
// counts as busy; the thread is quiet once the probes of the last `quiet` ms count at most a
// quarter busy (a share, not none: a loaded device delays an idle page's timers now and then)
// and none of them waited for a long task (LONG_MS).

const PROBE_MS = 100;
const LATE_MS = 6;
const LONG_MS = 100;
const BUSY_SHARE = 0.25;

/**
 * @param {() => void} then
 * @param {number} quiet
 * @param {number} latest
 */
export function whenQuiet(then, quiet = 2000, latest = 60000) {
  const started = performance.now();
  let since = started; // the probes count from here: the start, or the last long task
  /** @type {[time: number, busy: boolean][]} */
  const probes = []; // [time, busy] of the probes in the last `quiet` ms
  const channel = new MessageChannel();
  let due = 0;
  let posted = 0;
  let late = 0;

  const next = () => {
    due = performance.now() + PROBE_MS;
    setTimeout(fire, PROBE_MS);
  };
  const fire = () => {
    posted = performance.now();
    late = posted - due;
    channel.port2.postMessage(0);
  };
  channel.port1.onmessage = () => {
    const now = performance.now();
    const waited = Math.max(late, now - posted);
    if (waited > LONG_MS) {
      since = now;
      probes.length = 0;
    }
    probes.push([now, waited > LATE_MS]);
    // Forget the probes older than `quiet` ms (never the one just made).
    probes.splice(0, probes.findIndex(([time]) => now - time <= quiet));
    const busy = probes.filter(([, isBusy]) => isBusy).length;
    const isQuiet = now - since >= quiet && busy <= BUSY_SHARE * probes.length;
    if (isQuiet || document.visibilityState === "hidden" || now - started >= latest) {
      channel.port1.close();
      then();
    } else next();
  };
  next();
}
