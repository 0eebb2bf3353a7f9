// The interpreter module PyScript loads (the `interpreter` setting of the page's
// config and of its workers' names this file, which the build puts beside
// pyodide.mjs). PyScript imports it and calls its loadPyodide with its own
// options; this adds what PyScript has no setting for: the standard library
// compiled to bytecode (stdLibURL), so Python does not compile it at every start,
// and Python's memory as this device kept it after an earlier start (a memory
// snapshot), so that Python's start-up is a copy instead of a long main-thread task.
//
// In the page, it also waits for the first paint before the interpreter's work,
// lets the page paint again before Python itself starts, and reports the boot
// steps to the progress bar (boot.js).
//
// The snapshot is made by this same module run as a worker (named SNAPSHOT_MAKER),
// from a fresh interpreter that has run no code of the page's but the imports of
// the modules it needs (the engine's and the page's among them, marked with the
// addresses of their files: a start whose page names other files, or a worker,
// forgets them and imports them afresh). On a first visit
// the boot script has it start at the first paint (with the engine's modules only), and the
// page restores its snapshot instead of starting Python itself (from the runtime's WebAssembly
// as the worker compiled it, where the browser can send it), so that Python's start-up (a
// task of 0.5-1.2 s here, about 2 s on a phone) never holds the page's main
// thread. Once the page has been idle a while, a worker makes one with the page's modules too,
// and the service worker keeps it in
// Cache Storage under a name of this runtime's folder (content-hashed), so a new
// runtime never meets an old snapshot, and every later start restores it. It is
// kept without its pages of zeros (13 of 31 MB), not compressed: gzipped it is 5 MB,
// but inflating it held the main thread 250-400 ms at every start. A snapshot that
// fails to load is dropped and Python starts as usual.

import { loadPyodide as loadRuntime, version } from "./pyodide.mjs";

export { version };
// (and for tests/kept_memory.mjs, which checks that a kept memory round-trips)
export { withoutZeros, restoringKept };

const STDLIB = new URL("./stdlib.zip", import.meta.url).href;
const SNAPSHOTS = "beguile-python"; // the Cache Storage of snapshots (one entry: this runtime's)
const SNAPSHOT = new URL("./python.snapshot", import.meta.url).href;
const SNAPSHOT_MAKER = "beguile-snapshot-maker";
const RUNTIME_WASM = new URL("./pyodide.asm.wasm", import.meta.url).href;
const RUNTIME_MODULE = new URL("./pyodide.asm.mjs", import.meta.url).href;
const KEEP_AFTER = 4000; // ms after the page is ready (then at the first idle moment)
// What the snapshot holds imported, so that every start restored from it has them without a
// main-thread task of importing them: standard-library modules the page imports that Python's own
// start does not (html: PyScript's start, through its display module, 15-40 ms of a main-thread task
// here), the engine's modules and the page's (from the files PyScript writes in the page, each
// marked with its address).
const PRELOADED = ["gettext", "hashlib", "datetime", "urllib.parse", "html"];
// Where PyScript writes the page's packages ([files] in the page's config: main.py reads them there).
const LIB = "/home/pyodide/lib";
// The engine's modules (imported from its wheel as it is): those of the way to a board, and those play
// together brings once the page is ready.
const ENGINE_MODULES = ["beguile.rules", "beguile.deal", "beguile.round", "beguile.tokens", "beguile.session",
  "beguile.computer", "beguile.daily"];
// The page's own modules (page.zip): all that main.py and the app read before and just after ready. They
// touch nothing of the browser when imported, so a worker imports them as the page would.
const PAGE_MODULES = `import importlib, page.app
for name in page.app.SOLO_STEPS:
    importlib.import_module(name, "page")`;
// What a start restored from a snapshot runs when the snapshot's engine or page is not the page's
// (a new version of the game, or a worker, which cannot tell): they are imported afresh.
const FORGET_PACKAGES = `import sys, zipimport
for name in [name for name in sys.modules if name.partition(".")[0] in ("beguile", "page")]:
    del sys.modules[name]
sys.path_importer_cache.clear()
zipimport._zip_directory_cache.clear()
sys.__dict__.pop("_beguile_engine", None)
sys.__dict__.pop("_beguile_page", None)`;
// Python here runs without WebAssembly stack switching (JSPI), which Pyodide uses wherever the browser
// has it and which nothing of the game needs (Pyodide's run_sync; WebKit runs the game without it).
// On the stacks JSPI runs Python on, Chromium's sampling heap profiler (on in a share of browsers of
// every channel) walks past the stack's end as it records an allocation's stack: the renderer crashed
// (SIGSEGV in its frame-pointer stack scan, reading the guard page past a JSPI stack) 4 times in about
// 700 opens of the benchmarks here, and in 12 of 48 first visits with the profiler sampling every 512
// bytes; without JSPI, in none of 47 such first visits and 63 reloads. Pyodide asks at each start
// whether the browser has it; this module runs before any start of this page or worker.
for (const name of ["Suspending", "Suspender"]) delete WebAssembly[name];

const inPage = typeof document !== "undefined";
// An open the service worker serves (its start is short; a first visit's tasks keep their place in the queue)
const served = inPage && Boolean(navigator.serviceWorker?.controller);

function step(name) {
  if (inPage) dispatchEvent(new CustomEvent("beguile:progress", { detail: name }));
}

// Resolves once the browser has painted a frame (at once in a worker or a hidden
// tab, which paints nothing, and after 200 ms at the latest). At an open the service worker serves, the
// start then goes on ahead of the page's other waiting tasks (a "user-blocking" task, where the browser
// has scheduler.postTask): while a player types during the start, the browser runs their keys and the
// frames that show them first, and a start that also queued behind everything else was ready later (an
// offline reload with a word typed at once: a median 572 ms instead of 478, 3 of each).
function painted() {
  if (!inPage || document.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => (served && globalThis.scheduler?.postTask
      ? scheduler.postTask(resolve, { priority: "user-blocking" }) : setTimeout(resolve, 0)));
    setTimeout(resolve, 200);
  });
}

// Resolves in a task of its own: at an open the service worker serves, through scheduler.yield() where the
// browser has it (the start goes on before the tasks queued meanwhile), else after a message (hidden
// tabs slow timers down, not messages).
function nextTask() {
  if (served && globalThis.scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// The snapshot this device kept for this runtime, or null (as runtime-start.js read it at the page's start, if it did).
async function keptSnapshot() {
  const early = globalThis.beguileKeptMemory; // (none in a worker)
  globalThis.beguileKeptMemory = undefined;
  try {
    const bytes = early !== undefined ? await early
      : await (await (await caches.open(SNAPSHOTS)).match(SNAPSHOT))?.arrayBuffer();
    const packed = bytes ? new Uint8Array(bytes) : null;
    if (packed) keptRuns(packed); // (checked here: a damaged one is dropped before Python starts)
    return packed;
  } catch {
    await dropSnapshots(); // damaged, or no Cache Storage here: start as usual
    return null;
  }
}

// A kept snapshot leaves out the pages of Python's memory that hold only zeros: 18 of its 31 MB
// (the heap's unused space and its free blocks). Read back, its runs go straight into Python's memory
// (restoringKept). Format, in 32-bit words (little-endian, as every browser's typed arrays): PACKED,
// the memory's length, the number of runs of kept bytes, each run's [start, length]; then the runs'
// bytes one after another.
const PACKED = 0x50534742; // "BGSP"
const PAGE = 4096;

// The memory without its pages of zeros (in the maker worker, off the page's main thread).
function withoutZeros(memory) {
  const whole = memory.byteOffset % 4 ? memory.slice() : memory;
  const words = new Uint32Array(whole.buffer, whole.byteOffset, whole.length >>> 2);
  const holdsData = (start, end) => words.subarray(start >>> 2, end >>> 2).some((word) => word !== 0)
    || whole.subarray(end & ~3, end).some((byte) => byte !== 0);
  const runs = []; // [start, length]
  let kept = 0;
  for (let start = 0; start < whole.length; start += PAGE) {
    const end = Math.min(start + PAGE, whole.length);
    if (!holdsData(start, end)) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === start) last[1] += end - start;
    else runs.push([start, end - start]);
    kept += end - start;
  }
  const head = [PACKED, whole.length, runs.length, ...runs.flat()];
  const packed = new Uint8Array(4 * head.length + kept);
  new Uint32Array(packed.buffer, 0, head.length).set(head);
  let at = 4 * head.length;
  for (const [start, length] of runs) {
    packed.set(whole.subarray(start, start + length), at);
    at += length;
  }
  return packed;
}

// Where a kept memory's runs lie, [start, length, offset in `packed`] each, and the memory's length;
// throws on anything withoutZeros did not make.
function keptRuns(packed) {
  const [mark, length, count] = new Uint32Array(packed.buffer, packed.byteOffset, 3);
  if (mark !== PACKED) throw new Error("not a kept memory");
  const table = new Uint32Array(packed.buffer, packed.byteOffset + 12, 2 * count);
  const runs = [];
  let at = 12 + 8 * count; // (checked before the memory is made: a damaged length could be gigabytes)
  for (let i = 0; i < table.length; i += 2) {
    if (table[i] + table[i + 1] > length) throw new Error("a damaged kept memory");
    runs.push([table[i], table[i + 1], at]);
    at += table[i + 1];
  }
  if (at !== packed.length) throw new Error("a damaged kept memory");
  return { length, runs };
}

// Pyodide's runtime, made by its own factory, that restores a kept memory as it was kept: each run of
// kept bytes goes straight into Python's memory, and between runs only what the fresh runtime wrote
// itself (below its break) is cleared. Laid out in full first, the memory cost a 31 MB array and a
// second copy in full (in a CPU profile of offline reloads, 8.6 and 19.7 ms of the start's tasks).
function restoringKept(packed) {
  const { length, runs } = keptRuns(packed);
  return async (settings) => {
    settings.INITIAL_MEMORY = length; // (Pyodide sized it by the array it was given: the packed one)
    const { default: createRuntime } = await import(RUNTIME_MODULE);
    const runtime = await createRuntime(settings);
    const restore = runtime.API.restoreSnapshot;
    runtime.API.restoreSnapshot = (snapshot) => (snapshot === packed
      ? restoreRuns(runtime, restore, packed, { length, runs }) : restore(snapshot));
    return runtime;
  };
}

// Pyodide's restore of its header (it checks the runtime's build and returns its state), then the runs.
function restoreRuns(runtime, restore, packed, { length, runs }) {
  const laidOut = (from, to) => { // the memory's bytes from `from` to `to`, zeros and all
    const bytes = new Uint8Array(to - from);
    for (const [start, size, at] of runs) {
      const first = Math.max(start, from);
      const last = Math.min(start + size, to);
      if (first < last) bytes.set(packed.subarray(at + first - start, at + last - start), first - from);
    }
    return bytes;
  };
  const heapStart = new Uint32Array(laidOut(0, 8).buffer)[1]; // (Python's memory follows the header)
  const state = restore(laidOut(0, heapStart)); // (the header alone: Pyodide copies no memory)
  const heap = runtime.HEAP8;
  // the fresh runtime has written nothing above its break (a runtime without sbrk: clear it all)
  const written = runtime._sbrk ? runtime._sbrk(0) >>> 0 : heap.length;
  const clear = (from, to) => { if (Math.min(to, written) > from) heap.fill(0, from, Math.min(to, written)); };
  let end = 0; // (in the heap's own addresses, as `written`)
  for (const [start, size, at] of runs) {
    if (start + size <= heapStart) continue;
    const first = Math.max(start, heapStart);
    clear(end, first - heapStart);
    heap.set(packed.subarray(at + first - start, at + size), first - heapStart);
    end = start + size - heapStart;
  }
  clear(end, length - heapStart);
  return state;
}

async function dropSnapshots() {
  try { await caches.delete(SNAPSHOTS); } catch { /* nothing kept */ }
}

export async function loadPyodide(options = {}) {
  await painted();
  step("Starting Python");
  const kept = await keptSnapshot();
  if (kept) firstStart?.stop();
  // A first start in the page: a worker runs Python's start-up and hands its memory over,
  // with the runtime's WebAssembly as it compiled it.
  const made = kept || !inPage ? null : await (firstStart ||= firstPython()).made;
  // any other start in the page: the runtime's WebAssembly as a worker compiled it (runtime-start.js starts it)
  const compiled = inPage && !made ? await globalThis.beguileCompiledRuntime ?? null : null;
  const start = (restore) => withCompiled(restore === made?.memory ? made.module : compiled, () => loadRuntime({
    ...options,
    stdLibURL: STDLIB,
    ...(restore ? { _loadSnapshot: restore } : {}),
    ...(restore && restore === kept ? { createPyodideModule: restoringKept(kept) } : {}),
    async fsInit(FS, info) {
      // The runtime's code is loaded. Python itself starts once this resolves: after
      // the runtime's files are in (boot.js says when, on a first visit) and the
      // page has painted that, so that its start runs in a task of its own.
      await globalThis.beguileRuntimeFiles;
      step("Python runtime loaded");
      await painted();
      if (options.fsInit) await options.fsInit(FS, info);
    },
  }));
  let pyodide = null;
  let stale = false;
  if (kept || made) {
    try {
      pyodide = await start(kept || made.memory);
      // a restored memory holds the random generator as it was when the memory was made: without a
      // fresh seed, every open would deal the same boards
      pyodide.runPython("import sys\nif 'random' in sys.modules: sys.modules['random'].seed()");
      stale = !packagesFit(pyodide);
      performance.mark(kept ? "beguile-python-restored" : "beguile-python-from-worker");
    } catch {
      if (kept) await dropSnapshots(); // made by another build of the runtime, or damaged
    }
  }
  letGo(kept || made?.memory);
  const restored = Boolean(pyodide);
  pyodide ||= await start(null);
  step("Python ready");
  // keep a memory with the page's modules if none was kept or the kept one holds other modules
  if (inPage && (!(restored && kept) || stale)) keepLater();
  return pyodide;
}

// Frees a memory Python has started from: Pyodide's settings keep what they were given, and a
// page held its 31 MB for as long as it was open. (Its buffer handed over, the array is empty.)
function letGo(memory) {
  try {
    memory?.buffer.transfer?.(0);
  } catch { /* kept: it only costs memory */ }
}

// Runs start() with the runtime's WebAssembly instantiated from `module` (compiled by the worker
// that made the memory, and sent with it), so that the page does not compile it again: reading
// the compiled code back from the browser's cache was a main-thread task of 80-120 ms here. Nor does
// the page fetch it: Pyodide's fetch of it gets an empty stand-in. (Read in full through the service
// worker, its 9.6 MB held up the scripts that came after them: an offline reload was ready in a median
// 600 ms instead of 703, a new tab in 847 ms instead of 936, 3 of each side by side.)
async function withCompiled(module, start) {
  if (!module) return start();
  const streaming = WebAssembly.instantiateStreaming;
  const realFetch = globalThis.fetch;
  const standIn = new Response(new Uint8Array(0));
  const fetchBut = (input, init) => (String(input) === RUNTIME_WASM ? Promise.resolve(standIn) : realFetch(input, init));
  const unwrap = () => { if (globalThis.fetch === fetchBut) globalThis.fetch = realFetch; };
  globalThis.fetch = fetchBut;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    if (response !== standIn) return streaming.call(WebAssembly, response, imports);
    WebAssembly.instantiateStreaming = streaming;
    unwrap();
    await nextTask(); // (the instantiation, and the runtime's start after it, in tasks of their own)
    const instance = await WebAssembly.instantiate(module, imports);
    performance.mark("beguile-python-compiled-in-worker");
    await nextTask();
    return { module, instance };
  };
  try {
    return await start();
  } finally {
    WebAssembly.instantiateStreaming = streaming;
    unwrap(); // (if the runtime never asked for it)
  }
}

// Whether a restored memory's engine and page modules (if it holds them) are the page's; if not, they
// are forgotten.
function packagesFit(pyodide) {
  const [engine, page] = pyodide.runPython(
    "import sys\n'\\n'.join([getattr(sys, '_beguile_engine', ''), getattr(sys, '_beguile_page', '')])").split("\n");
  if (!engine) return true;
  const wanted = pagePackages();
  if (engine === wanted.engine && (!page || page === wanted.page)) {
    performance.mark("beguile-python-engine-from-memory");
    if (page) performance.mark("beguile-python-page-from-memory");
    return true;
  }
  pyodide.runPython(FORGET_PACKAGES);
  performance.mark("beguile-python-engine-forgotten");
  return false;
}

// The addresses of the engine's wheel and the page's modules that this page imports (none in a
// worker: the page's alone are known).
function pagePackages() {
  try {
    const { engine, page } = JSON.parse(document.getElementById("assets").textContent).start;
    const address = (path) => (path ? new URL(path, location.href).href : null);
    return { engine: address(engine), page: address(page) };
  } catch {
    return { engine: null, page: null };
  }
}

// A first visit's Python, starting in a worker since the first paint (boot.js calls
// startPythonInWorker before PyScript has loaded); loadPyodide takes its memory.
let firstStart = null;

export function startPythonInWorker(received) {
  firstStart ||= firstPython(received);
}

// A first visit's start in a worker: with the engine's modules, not the page's, which the page imports
// itself. Imported there as well, they made the memory the page restores larger: on the main thread,
// Lighthouse's Total Blocking Time rose (scores 73-77 against 78-80) and a first visit in WebKit was
// ready later (medians 5.3 s against 4.2 s, bench/engines_boot.py); later opens restore the memory
// kept once the page is idle, which has them.
function firstPython(received) {
  return pythonInWorker({ engine: pagePackages().engine }, received);
}

// Python's start-up in a worker (this module, named SNAPSHOT_MAKER), with the modules of the
// packages at these addresses ({engine, page}) imported: {memory (without its zeros if `keep`, to
// be kept), module: its compiled WebAssembly, where the browser can send it} (null if the worker
// cannot run it), and a way to stop it;
// received(address, bytes so far) hears its downloads as they come.
function pythonInWorker(packages, received = () => {}) {
  let maker = null;
  const made = new Promise((resolve) => {
    try {
      maker = new Worker(import.meta.url, { type: "module", name: SNAPSHOT_MAKER });
      maker.postMessage(packages);
    } catch {
      resolve(null); // (no module workers here)
      return;
    }
    maker.onmessage = maker.onerror = maker.onmessageerror = (event) => {
      if (event.data?.received) {
        received(...event.data.received);
        return;
      }
      maker.terminate();
      resolve(event.data?.memory instanceof Uint8Array ? event.data : null);
    };
  });
  return { made, stop: () => maker?.terminate() };
}

// Once the page is ready and has been idle a while, a worker makes a snapshot with the page's
// modules imported, and the service worker keeps it (WebKit loses a large write of the page's
// own, or of a worker's, at the page's next navigation). Without a service worker running the
// page (a first visit, until it takes over), the snapshot waits for it.
function keepLater() {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const later = globalThis.requestIdleCallback || ((then) => setTimeout(then, 0));
  const controlled = () => workers.controller ? Promise.resolve()
    : new Promise((resolve) => workers.addEventListener("controllerchange", resolve, { once: true }));
  const keep = () => later(async () => {
    const snapshot = (await pythonInWorker({ ...pagePackages(), keep: true }).made)?.memory;
    if (snapshot) keepSnapshot(snapshot);
  }, { timeout: 10_000 });
  addEventListener("beguile:progress", function ready(event) {
    if (event.detail !== "Ready") return;
    removeEventListener("beguile:progress", ready);
    setTimeout(() => controlled().then(keep), KEEP_AFTER);
  });
}

// Sent to the service worker to keep; marked once it reads back there.
function keepSnapshot(snapshot) {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const answer = new MessageChannel();
  answer.port1.onmessage = (event) => { if (event.data) performance.mark("beguile-python-kept"); };
  worker.postMessage({ type: "keep-python", url: SNAPSHOT, bytes: snapshot }, [answer.port2, snapshot.buffer]);
}

// In the maker worker: a fresh interpreter's memory, sent to the page, which
// hears the bytes of its downloads as they arrive ({received: [address, bytes so far]}).
async function makeSnapshot() {
  const realFetch = globalThis.fetch;
  // the engine's wheel and the page's modules download while Python starts (counted, as the runtime's
  // files below): each {address, bytes}, or null
  const download = async (address) => {
    const response = address && await globalThis.fetch(address).catch(() => null);
    return response?.ok ? { address, bytes: new Uint8Array(await response.arrayBuffer()) } : null;
  };
  const asked = new Promise((resolve) => { onmessage = (event) => resolve(event.data ?? {}); });
  const packages = asked.then(({ engine, page }) => Promise.all([download(engine), download(page)])).catch(() => []);
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (!response.body) return response;
    const url = input instanceof Request ? input.url : String(input);
    let counted = 0;
    const counter = new TransformStream({
      transform(chunk, controller) {
        counted += chunk.byteLength;
        postMessage({ received: [url, counted] });
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status, statusText: response.statusText, headers: response.headers,
    });
  };
  let module = null; // the runtime's WebAssembly, as compiled here
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => {
    const made = await streaming.apply(WebAssembly, args);
    module = made.module;
    return made;
  };
  try {
    const pyodide = await loadRuntime({ stdLibURL: STDLIB, _makeSnapshot: true });
    pyodide.runPython(`import ${PRELOADED.join(", ")}`);
    preloadPackages(pyodide, ...await packages);
    const made = pyodide.makeMemorySnapshot();
    const memory = (await asked).keep ? withoutZeros(made) : made; // (to keep, or for the page to start from)
    try {
      postMessage({ memory, module }, [memory.buffer]);
    } catch { // a browser that cannot send compiled WebAssembly: the page compiles it again
      postMessage({ memory }, [memory.buffer]);
    }
  } catch {
    postMessage(null);
  }
}

// The engine's modules, then the page's, imported from their files (written where PyScript will write
// them in the page); if they cannot be had, the snapshot goes without them.
function preloadPackages(pyodide, engine, page) {
  if (!engine) return;
  try {
    hold(pyodide, engine, "beguile.whl", `import ${ENGINE_MODULES.join(", ")}`, "_beguile_engine");
    if (page) hold(pyodide, page, "page.zip", PAGE_MODULES, "_beguile_page");
  } catch {
    pyodide.runPython(FORGET_PACKAGES);
  }
}

// One of the page's packages written to Python's files, imported, and marked with its address.
function hold(pyodide, { address, bytes }, file, imports, mark) {
  const path = `${LIB}/${file}`;
  pyodide.FS.mkdirTree(LIB);
  pyodide.FS.writeFile(path, bytes);
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(path)})\n${imports}\n`
    + `sys.${mark} = ${JSON.stringify(address)}`);
}

if (!inPage && globalThis.name === SNAPSHOT_MAKER) makeSnapshot();
