// Beguile boot script: progress while Python starts, the service worker, the
// install button and the update offer. No game logic lives here: the game is
// the Python engine, driven by main.py.

const assets = JSON.parse(document.getElementById("assets").textContent);
const say = (key) => globalThis.beguileFrame.text(key); // the frame's catalogue texts (frame.js)
const bar = document.getElementById("boot-progress");
const text = document.getElementById("boot-text");

// ---- real progress: bytes of the runtime downloads, then PyScript's own steps
const sizes = assets.sizes || {};
const totalBytes = Object.values(sizes).reduce((a, b) => a + b, 0) || 1;
const received = {};
let stage = 0; // 0 downloading, then steps reported by PyScript and main.py
const steps = {
  "Loading Pyodide": 1, "Loaded Pyodide": 2, "Loading files": 3, "Loaded files": 4,
  "Starting the game": 5, "Loading the dictionary": 6, "Ready": 7,
};
const labels = { // what the bar says at each step (keys of the catalogues)
  "Loading Pyodide": "boot.python", "Loaded Pyodide": "boot.python", "Loading files": "boot.starting",
  "Loaded files": "boot.starting", "Starting the game": "boot.starting",
  "Loading the dictionary": "boot.dictionary", "Ready": "boot.ready",
};
function show(label) {
  const bytes = Object.values(received).reduce((a, b) => a + b, 0);
  const download = Math.min(1, bytes / totalBytes);
  // downloads are 70% of the bar, the start-up steps the rest
  const value = Math.round(70 * download + 30 * (stage / 7));
  bar.value = Math.max(bar.value, value);
  if (label) text.textContent = label;
}
function sizeKey(url) {
  const path = new URL(url, location.href).pathname.replace(/^\//, "");
  return Object.prototype.hasOwnProperty.call(sizes, path) ? path : null;
}
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const key = sizeKey(typeof input === "string" ? input : input.url);
  // Count the bytes of the runtime downloads on a first visit only: a counted
  // response is a new Response, and the browser keeps compiled WebAssembly only
  // for responses it can tie to a stored file (the service worker's, later).
  if (!key || !response.body || bar.value >= 100 || navigator.serviceWorker?.controller) return response;
  received[key] = 0;
  const counter = new TransformStream({
    transform(chunk, controller) {
      received[key] += chunk.byteLength;
      const percent = Math.round(100 * Object.values(received).reduce((a, b) => a + b, 0) / totalBytes);
      show(say("boot.downloading").replace("{percent}", percent));
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), {
    status: response.status, statusText: response.statusText, headers: response.headers,
  });
};
addEventListener("py:progress", (event) => {
  const label = String(event.detail);
  performance.mark(`pyscript: ${label}`);
  if (label in steps) stage = Math.max(stage, steps[label]);
  if (label in labels) show(say(labels[label]));
});
addEventListener("beguile:progress", (event) => {
  const label = String(event.detail);
  if (label in steps) stage = Math.max(stage, steps[label]);
  if (label in labels) show(say(labels[label]));
  if (label === "Ready") {
    bar.value = 100;
    document.getElementById("boot").hidden = true;
  }
});
addEventListener("error", (event) => {
  if (document.body.dataset.ready === "1") return;
  text.textContent = say("boot.failed");
  document.getElementById("boot").classList.add("failed");
  console.error(event.error || event.message);
});
show(say("boot.python"));

// ---- the default dictionary is fetched while Python boots
globalThis.beguilePrefetch = {};
const first = assets.dicts && assets.dicts[assets.default_dict];
if (first) {
  for (const url of [first.lex]) {  // the common words only matter for Fix: read later
    if (url) globalThis.beguilePrefetch[url] = realFetch("./" + url).then((r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return r.arrayBuffer();
    });
  }
}

// ---- install button (Android, desktop) and iOS how-to
let installEvent = null;
const install = document.getElementById("install");
addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();
  installEvent = event;
  install.hidden = false;
});
install.addEventListener("click", async () => {
  if (!installEvent) return;
  installEvent.prompt();
  await installEvent.userChoice.catch(() => null);
  installEvent = null;
  install.hidden = true;
});
addEventListener("appinstalled", () => { install.hidden = true; });
const ios = /iPad|iPhone|iPod/.test(navigator.userAgent)
  || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
const standalone = matchMedia("(display-mode: standalone)").matches || navigator.standalone;
if (ios && !standalone) document.getElementById("ios-help").hidden = false; // shown in Settings

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
// registered once Python is running, so that precaching does not compete with
// the first download of the runtime (it then comes from the HTTP cache)
let registered = false;
function registerOnce() { if (!registered) { registered = true; registerWorker(); } }
addEventListener("beguile:progress", (event) => { if (event.detail === "Ready") registerOnce(); });
addEventListener("load", () => setTimeout(registerOnce, 20000));
