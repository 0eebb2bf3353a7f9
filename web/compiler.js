// The worker that compiles the Python runtime's WebAssembly while the page paints and loads PyScript
// (runtime-start.js starts it at every open the service worker serves, in Chromium, with the
// WebAssembly's address as the worker's name): it compiles the module as it streams in and sends
// it to the page, which instantiates it (interpreter.mjs). A classic script that imports nothing and
// waits for no message, so it starts at once.
async function compile(wasm) {
  let module = null;
  try {
    // (straight from the service worker's cache: through the service worker, it queued behind the page's
    // own requests)
    module = await WebAssembly.compileStreaming((await globalThis.caches?.match(wasm)) || fetch(wasm));
  } catch {
    // the page compiles it itself
  }
  try {
    postMessage({ module });
  } catch { // a browser that cannot send compiled WebAssembly
    postMessage({ module: null });
  }
}
compile(self.name);
