//# allFunctionsCalledOnLoad
// (V8's explicit compile hint, first line only: nearly every function here runs at each open, so the
// browser compiles them all with the script, and the code cache the service worker's copy gets
// holds them: the first offline open was ready in a median 1173 ms instead of 1242 ms)
// Beguile boot script: progress while Python starts, the service worker, the
// install button and the update offer. No game logic lives here: the game is
// the Python engine, driven by main.py.

// ---- what the boot script shows, from the message catalogues (frame.js has put
// the player's language's texts in the page); each fits on one line beside the
// bar on a phone, so that nothing below moves
const say = (key) => globalThis.beguileFrame.text(key);
const TEXT = {
  loading: say("boot.loading"),
  downloading: say("boot.downloading"),
  python: say("boot.python"),
  game: say("boot.starting"),
  dictionary: say("boot.dictionary"),
  ready: say("boot.ready"),
  failed: say("boot.failed"),
};

const assets = JSON.parse(document.getElementById("assets").textContent);
const bar = document.getElementById("boot-progress");
const fill = bar.querySelector(".progress-fill");
const text = document.getElementById("boot-text");

// ---- progress: the bytes received of every file a first visit downloads, then
// the boot steps. Each step's mark on the bar and its usual length on a desktop
// (ms) come from measured boots; within a step the bar creeps on towards the
// next mark, on the compositor, so it moves even while Python keeps the main
// thread busy, and never passes a step that has not begun.
const STEPS = [ // [event detail, its text, usual length until the next step (ms)]
  ["Loading Pyodide", "python", 150], // PyScript starts (its progress event)
  ["Starting Python", "python", 300], // interpreter.mjs, after the first paint
  ["Python runtime loaded", "python", 900], // the runtime's code is in; Python starts
  ["Python ready", "python", 60], // the standard library and Python are up
  ["Loaded Pyodide", "game", 250], // PyScript unpacked the game; its own Python starts
  ["Starting the game", "game", 80], // main.py runs
  ["Loading the dictionary", "dictionary", 80], // (only when a finished round waits for it)
  ["Ready", "ready", 0],
];
const STEP_TOTAL = STEPS.reduce((sum, [, , ms]) => sum + ms, 0);
const stepMark = []; // where each step starts, 0..1 of the steps' part of the bar
STEPS.reduce((at, [, , ms], i) => { stepMark[i] = at / STEP_TOTAL; return at + ms; }, 0);
const PYTHON_READY = STEPS.findIndex(([name]) => name === "Python ready");
const CREEP = 8; // a step's creep towards the next mark lasts this many times its usual length

const sizes = assets.sizes || {};
const totalBytes = Object.values(sizes).reduce((a, b) => a + b, 0) || 1;
const received = {}; // site path -> bytes received so far
// A page the service worker serves has nothing to download: the steps take the bar.
const served = Boolean(navigator.serviceWorker?.controller);
const downloadShare = served ? 0.05 : 0.7;
let step = -1;
let finished = false;
let drawing = false;
let animation = null;

// The runtime's own files (the folder of its WebAssembly): interpreter.mjs starts
// Python once they are all in, so that the page shows that before Python's start
// holds the main thread. A page the service worker serves has them at once.
const wasmPath = Object.keys(sizes).find((path) => path.endsWith(".wasm"));
const runtimeFolder = wasmPath ? wasmPath.replace(/[^/]*$/, "") : null;
const runtimeFiles = Object.keys(sizes).filter((path) => runtimeFolder && path.startsWith(runtimeFolder));
let runtimeIn;
let runtimeHere = false;
globalThis.beguileRuntimeFiles = new Promise((resolve) => { runtimeIn = resolve; });
function checkRuntimeFiles() {
  if (runtimeHere) return;
  runtimeHere = navigator.serviceWorker?.controller || runtimeFiles.every((path) => received[path] >= sizes[path]);
  if (runtimeHere) { runtimeIn(); redraw(); }
}

function bytesDone() {
  return Math.min(1, Object.values(received).reduce((a, b) => a + b, 0) / totalBytes);
}
function shownScale() {
  const matrix = getComputedStyle(fill).transform; // "matrix(a, 0, 0, 1, 0, 0)" or "none"
  return matrix.startsWith("matrix(") ? parseFloat(matrix.slice(7)) : 0;
}
function draw() {
  drawing = false;
  const bytes = bytesDone();
  const reached = step < 0 ? 0 : stepMark[step];
  const next = step < 0 ? 0 : stepMark[Math.min(step + 1, STEPS.length - 1)];
  const floor = downloadShare * bytes + (1 - downloadShare) * reached;
  const goal = downloadShare * bytes + (1 - downloadShare) * (reached + 0.95 * (next - reached));
  bar.setAttribute("aria-valuenow", String(Math.round(100 * floor)));
  // (the downloads' percentage until the runtime is in: files that come later, such as the catalogues
  // Python reads, still move the bar, under the step's text)
  text.textContent = step < PYTHON_READY && bytes < 1 && !runtimeHere
    ? TEXT.downloading.replace("{percent}", String(Math.floor(100 * bytes)))
    : TEXT[step < 0 ? "loading" : STEPS[step][1]];
  const from = shownScale();
  const catchUp = 150;
  const creep = step < 0 ? 0 : CREEP * STEPS[step][2];
  animation?.cancel();
  animation = fill.animate([
    { transform: `scaleX(${from})`, easing: "ease-out" },
    { transform: `scaleX(${Math.max(from, floor)})`, offset: catchUp / (catchUp + creep),
      easing: "cubic-bezier(0.1, 0.7, 0.3, 1)" },
    { transform: `scaleX(${Math.max(from, floor, goal)})` },
  ], { duration: catchUp + creep, fill: "forwards" });
}
function redraw() {
  if (!drawing && !finished) { drawing = true; requestAnimationFrame(draw); }
}
function reach(detail) {
  performance.mark(`boot: ${detail}`);
  const index = STEPS.findIndex(([name]) => name === detail);
  if (index <= step) return;
  step = index;
  if (detail === "Ready") finish();
  else redraw();
}
function finish() {
  finished = true;
  animation?.cancel();
  fill.style.transform = "scaleX(1)";
  bar.setAttribute("aria-valuenow", "100");
  text.textContent = TEXT.ready;
  document.getElementById("boot").hidden = true;
}

// Count the bytes of every download of the boot as they arrive: the bodies of
// fetches (the runtime's WebAssembly, the standard library, the game's zips, the
// dictionary, main.py) stream through a counter; modules and style sheets count
// once the browser has them.
function sizeKey(url) {
  const path = new URL(url, location.href).pathname.replace(/^\//, "");
  return Object.prototype.hasOwnProperty.call(sizes, path) ? path : null;
}
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const key = sizeKey(entry.name);
    if (key) { received[key] = sizes[key]; redraw(); checkRuntimeFiles(); }
  }
}).observe({ type: "resource", buffered: true });
// So many bytes of a file (its address, or its key in sizes) have arrived.
function count(file, bytes) {
  const key = Object.prototype.hasOwnProperty.call(sizes, file) ? file : sizeKey(file);
  if (!key || finished) return;
  received[key] = Math.min(sizes[key], Math.max(received[key] || 0, bytes));
  redraw();
  checkRuntimeFiles();
}
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const key = sizeKey(input instanceof Request ? input.url : String(input)); // a string or a URL
  // Only on a first visit, and once per file (the page's Python fetches again
  // what a worker's start fetched): a counted response is a new Response, and
  // the browser keeps compiled WebAssembly only for responses it can tie to a
  // stored file.
  if (!key || !response.body || finished || navigator.serviceWorker?.controller
      || received[key] >= sizes[key]) return response;
  let counted = 0; // (a preloaded file may already count as received in full)
  const counter = new TransformStream({
    transform(chunk, controller) {
      counted += chunk.byteLength;
      count(key, counted);
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), {
    status: response.status, statusText: response.statusText, headers: response.headers,
  });
};
addEventListener("py:progress", (event) => reach(String(event.detail)));
addEventListener("beguile:progress", (event) => reach(String(event.detail)));
addEventListener("error", (event) => {
  if (document.body.dataset.ready === "1") return;
  finished = true;
  animation?.pause();
  text.textContent = TEXT.failed;
  document.getElementById("boot").classList.add("failed");
  console.error(event.error || event.message);
});
redraw();
checkRuntimeFiles();

// A site file's bytes (an ArrayBuffer), for the page's Python and scripts. Whatever goes wrong rejects
// with an Error that has a stack: Pyodide raises a rejection in Python only when its reason looks like
// one, and WebKit rejects a failed download (offline, or cut by leaving the page) with a TypeError that
// has none, so Python, awaiting it, would wait for ever ("invalid exception object" in the console).
function download(path) {
  return fetch("./" + path).then((response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.arrayBuffer();
  }).catch((reason) => {
    throw reason instanceof Error && reason.stack ? reason : new Error(`${path}: ${reason}`);
  });
}
globalThis.beguileDownload = download;

// ---- the runtime: on a first visit its downloads start once the first frame is shown (the shell
// has painted the screen the player left by then), all at once, then PyScript, which starts Python;
// the default dictionary is fetched meanwhile. An open the service worker serves reads them all from
// the device and starts at once: runtime-start.js has already begun the runtime's compile, the read of
// Python's kept memory and the modules' fetch. (Started after the first paint, PyScript was the later of
// the two paths Python waited for, the worker's compiled runtime the other. With both started earlier and
// the start's steps put ahead of other tasks (interpreter.mjs), side by side in bench/page_boot.py, 5 runs:
// an offline reload's first answer 584 -> 522 ms, a new tab's 1124 -> 927 ms.)
globalThis.beguilePrefetch = {};
let started = false;
// The dictionary of the game the page opens on: the saved one, else a first visit's in the page's language.
function firstDictionary() {
  let rules = null;
  try {
    rules = JSON.parse(localStorage.getItem("beguile-state") || "null")?.settings?.rules;
  } catch (error) { /* unreadable: Python sets it aside */ }
  const games = assets.game_dicts || {};
  rules = rules in games ? rules : (assets.first_games || {})[globalThis.beguileFrame.language];
  return games[rules] || assets.default_dict;
}
function startRuntime() {
  if (started) return;
  started = true;
  const { modules = [], pyscript } = assets.start || {};
  const interpreter = modules.find((href) => href.endsWith("/interpreter.mjs"));
  const firstVisit = interpreter && !served;
  if (!served) {
    for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
  if (firstVisit) preloadFiles(true);
  const first = assets.dicts && assets.dicts[firstDictionary()];
  if (first && first.lex) { // (the common words only matter for Fix: read later)
    globalThis.beguilePrefetch[first.lex] = download(first.lex);
  }
  // A first visit (no service worker runs the page yet, so the device keeps no Python): Python's start-up
  // begins at once in a worker, and its downloads move the bar (interpreter.mjs, which PyScript loads next)
  if (firstVisit) {
    import(new URL(interpreter, location.href).href).then((module) => module.startPythonInWorker(count));
  }
  if (!pyscript) return;
  const core = import(new URL(pyscript, location.href).href); // (the page's address, not this script's)
  // Any later open: the files come through the service worker, one after another, so PyScript's modules
  // go first (preloaded first, the files held them up: an offline reload was ready in a median 601 ms
  // instead of 715, 3 of each side by side).
  if (!firstVisit) core.finally(() => preloadFiles(false));
}

// The files Python reads as it starts (the standard library, the game's packages and catalogues), and the
// runtime's WebAssembly unless a worker compiles it (runtime-start.js's, or a first visit's: that worker
// fetches the engine and the runtime's files, and the page later reads them from the HTTP cache;
// preloaded, their bytes also arrived on the main thread, the 9.6 MB of WebAssembly among them: 350 ms
// of tasks in a Lighthouse trace, over half its Total Blocking Time).
function preloadFiles(firstVisit) {
  const { fetches = [], engine } = assets.start || {};
  const workerFetches = (href) => href === engine || runtimeFiles.includes(sizeKey(href));
  for (const href of fetches) {
    if (firstVisit ? workerFetches(href) : globalThis.beguileCompiledRuntime && sizeKey(href) === wasmPath) continue;
    const link = Object.assign(document.createElement("link"), { rel: "preload", href, as: "fetch" });
    link.crossOrigin = "anonymous";
    document.head.append(link);
  }
}

// Once the screen the shell drew is on screen (the first contentful paint, where the browser reports it,
// else two frames), and a frame later. A frame painted is not always shown: the browser may hold its
// first frames back a while, and downloads started meanwhile delay that first view. A hidden page paints
// nothing: it starts at once; and whatever happens, it starts within a few seconds.
function afterFirstPaint(then) {
  const soon = () => requestAnimationFrame(() => setTimeout(then, 0));
  if (document.visibilityState !== "visible") {
    setTimeout(then, 0);
    return;
  }
  document.addEventListener("visibilitychange", () => setTimeout(then, 0), { once: true });
  setTimeout(then, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(soon);
    return;
  }
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    painted.disconnect();
    soon();
  });
  painted.observe({ type: "paint", buffered: true });
}
if (served) startRuntime();
else afterFirstPaint(startRuntime);

// ---- install button (Android, desktop) and iOS how-to
// (the bar's button, shown where the bar has room for it, and Settings' own)
let installEvent = null;
const installButtons = [...document.querySelectorAll("[data-install]")];
const offerInstall = (shown) => { for (const button of installButtons) button.hidden = !shown; };
addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();
  installEvent = event;
  offerInstall(true);
});
for (const button of installButtons) {
  button.addEventListener("click", async () => {
    if (!installEvent) return;
    installEvent.prompt();
    await installEvent.userChoice.catch(() => null);
    installEvent = null;
    offerInstall(false);
  });
}
addEventListener("appinstalled", () => offerInstall(false));
const ios = /iPad|iPhone|iPod/.test(navigator.userAgent)
  || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
const standalone = matchMedia("(display-mode: standalone)").matches || navigator.standalone;
if (ios && !standalone) document.getElementById("ios-help").hidden = false;

// ---- service worker: precache for offline; offer updates, never force them
const updateBox = document.getElementById("update");
let updating = false;
function offer(worker) {
  updateBox.hidden = false;
  document.getElementById("update-now").onclick = () => {
    updating = true;
    worker.postMessage({ type: "skip-waiting" });
  };
}
function registerWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (updating) location.reload(); // only after the player pressed Update
  });
  navigator.serviceWorker.register("./sw.js").then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
      });
    });
    // look for a new version when the app comes back to the foreground
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => null);
    });
  }).catch((error) => console.warn("service worker:", error));
}
// registered once the page's start is over (Python ready, then a few seconds and an idle moment),
// so that precaching never competes with the first round's downloads: the runtime's files then come
// from the HTTP cache, and those the first round does not need (the QR codes, the crossword's worker,
// the words Fix plants) follow the first word's answer instead of preceding it
const REGISTER_AFTER = 3000; // ms after ready
let registered = false;
function registerOnce() { if (!registered) { registered = true; registerWorker(); } }
function registerWhenIdle() {
  if (globalThis.requestIdleCallback) requestIdleCallback(registerOnce, { timeout: 5000 });
  else registerOnce();
}
addEventListener("beguile:progress", (event) => {
  if (event.detail === "Ready") setTimeout(registerWhenIdle, REGISTER_AFTER);
});
addEventListener("load", () => setTimeout(registerOnce, 20000));

// ---- the runtime's compiled code, kept for the next open (Chromium): the browser keeps a module's
// compiled code beside the service worker's copy once it has run that copy, so the open after a first
// visit (whose modules came from the network) compiled them all again. Once the service worker has taken
// this page over, at an idle moment, a hidden frame (code-cache.js) runs them from its copies.
const FRAME_AT_MOST = 30_000; // ms: a frame that never answers goes all the same
function keepCompiledCode() {
  const workers = navigator.serviceWorker;
  const page = assets.start?.code_cache;
  if (!workers || workers.controller || !page || !navigator.userAgentData) return;
  workers.addEventListener("controllerchange", () => {
    if (updating) return;
    const later = globalThis.requestIdleCallback || ((then) => setTimeout(then, 0));
    later(() => {
      const frame = Object.assign(document.createElement("iframe"), { hidden: true, src: page });
      addEventListener("message", function done(event) {
        if (event.source !== frame.contentWindow || event.data !== "beguile-code-cached") return;
        removeEventListener("message", done);
        frame.remove();
        performance.mark("beguile-code-cached");
      });
      document.body.append(frame);
      setTimeout(() => frame.remove(), FRAME_AT_MOST);
    }, { timeout: 10_000 });
  }, { once: true });
}
keepCompiledCode();
