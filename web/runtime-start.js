// What every open the service worker serves starts first, while the page is still being parsed and
// painted (a classic script the page's head runs as soon as it has it): the worker that compiles the
// runtime's WebAssembly (Chromium), the read of Python's memory as this device kept it, and the fetch
// of the runtime's modules. interpreter.mjs takes the first two (beguileCompiledRuntime,
// beguileKeptMemory); boot.js imports the modules (PyScript's start) as soon as it runs.
(() => {
  if (!navigator.serviceWorker?.controller) return; // a first visit: boot.js starts Python in a worker
  const start = JSON.parse(document.getElementById("assets").textContent).start || {};
  const address = (path) => new URL(path, location.href).href;

  // The compiled runtime (or null), from compiler.js. A new tab has none of what an earlier start
  // compiled in memory, and Chromium compiling it in the page (reading back what it keeps of the
  // compiled code) held the main thread 420-540 ms of such an open here; with the worker the longest
  // task was 180-240 ms. WebKit (no navigator.userAgentData) compiles off the main thread anyway, and
  // the worker made its reloads slower (ready 2750 -> 3278 ms, bench/engines_boot.py).
  const wasm = (start.fetches || []).find((path) => path.endsWith(".wasm"));
  if (start.compiler && wasm && navigator.userAgentData) {
    globalThis.beguileCompiledRuntime = new Promise((resolve) => {
      let worker;
      try {
        worker = new Worker(address(start.compiler), { name: address(wasm) });
      } catch {
        resolve(null);
        return;
      }
      worker.onmessage = worker.onerror = worker.onmessageerror = (event) => {
        worker.terminate();
        resolve(event.data?.module instanceof WebAssembly.Module ? event.data.module : null);
      };
    });
  }

  // Python's kept memory: its bytes, or null.
  if (start.snapshot && globalThis.caches) {
    globalThis.beguileKeptMemory = caches.match(address(start.snapshot))
      .then((response) => (response ? response.arrayBuffer() : null))
      .catch(() => null);
  }

  for (const href of [...(start.modules || []), start.pyscript].filter(Boolean)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
})();
