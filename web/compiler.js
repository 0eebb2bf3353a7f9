// The worker that compiles the Python runtime's WebAssembly while the page paints and loads PyScript
// (boot.js starts it at every open the service worker serves, in Chromium, and posts it the
// WebAssembly's address): it compiles the module as it streams in and sends it to the page, which
// instantiates it (interpreter.mjs). A classic script that imports nothing, so it starts at once.
onmessage = async (event) => {
  let module = null;
  try {
    module = await WebAssembly.compileStreaming(fetch(event.data));
  } catch {
    // the page compiles it itself
  }
  try {
    postMessage({ module });
  } catch { // a browser that cannot send compiled WebAssembly
    postMessage({ module: null });
  }
};
