// Run by tests/test_build_startup.py: the page's Python without the page. Starts the vendored
// Pyodide under Node with the build's trimmed standard library (assets/vendor/startup/
// stdlib.zip) and nothing else of it, unpacks the app's archive as PyScript does (into a
// scratch folder), puts the tree's own engine/ and pyapp/ sources where the page has them,
// imports every module the snapshot imports ahead of the app, then plays whole games between
// every bot level. Prints one JSON line: what was imported and played, or the error (an
// ImportError or LookupError names what the trimmed library lacks).
//
//     node tests/pyodide_game.mjs GAMES

import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const games = Number(process.argv[2] ?? "1");
const vendored = `${root}/assets/vendor/pyodide/`;
const startupSource = readFileSync(`${root}/assets/vendor/startup/startup.js`, "utf8");
const startup = JSON.parse(startupSource.slice(startupSource.indexOf("{"), startupSource.lastIndexOf("}") + 1));
const { loadPyodide } = await import(`${vendored}pyodide.mjs`);

const pyodide = await loadPyodide({
  indexURL: vendored,
  stdLibURL: `${root}/assets/vendor/startup/stdlib.zip`,
  lockFileContents: JSON.stringify(startup.lock),
});
pyodide.unpackArchive(new Uint8Array(readFileSync(`${root}/assets/vendor/startup/app.zip`)), "zip", {
  extractDir: "/tmp/unpacked",
});
for (const name of ["engine", "pyapp"]) {
  pyodide.FS.mkdirTree(`/home/pyodide/${name}`);
  pyodide.mountNodeFS(`/home/pyodide/${name}`, `${root}/${name}`);
}
const result = pyodide.runPython(`
import importlib, json, sys, traceback
try:
    for name in ${JSON.stringify(startup.imports)}:
        importlib.import_module(name)
    from engine.bots import LEVELS, make_bot
    from engine.match import play_game
    levels = list(LEVELS)
    played = []
    for seed in range(1, ${games} + 1):
        seats = [levels[(seat + seed) % len(levels)] for seat in range(len(levels))]
        bots = [make_bot(level, seat, seed * 10 + seat, **({"iterations": 8} if level == "master" else {}))
                for seat, level in enumerate(seats)]
        state = play_game(seats, seed, bots=bots)
        played.append({"seed": seed, "levels": seats, "over": state.over, "money": list(state.money)})
    from_zip = sorted(name for name, module in sys.modules.items()
                      if (getattr(module, "__file__", None) or "").startswith("/lib/python"))
    answer = {"played": played, "imported": len(sys.modules), "from_library": from_zip}
except BaseException as error:
    answer = {"error": "".join(traceback.format_exception(error))}
json.dumps(answer)
`);
console.log(result);
