// Run in a hidden frame of the page (boot.js adds it once the service worker has taken a first visit's
// page over, in Chromium): imports the runtime's modules from the service worker's copies, so that the
// browser keeps their compiled code beside those copies. The next open then reads that code back
// instead of compiling 1 MB of JavaScript while the player waits (before, only the open after that
// one found it). PyScript's modules are left to that open: kept as the page runs them, more of their
// code is kept.
const CACHE_WRITTEN = 1500; // ms: the browser writes a module's compiled code a little after running it

async function importRuntime() {
  const { start } = JSON.parse(parent.document.getElementById("assets").textContent);
  for (const href of start.code_cached || []) {
    const address = new URL(href, parent.document.baseURI); // (the page's addresses)
    if (address.origin === location.origin) await import(address.href);
  }
}

if (parent !== window) {
  importRuntime()
    .catch(() => null) // (nothing kept: the next open compiles them as before)
    .then(() => setTimeout(() => parent.postMessage("beguile-code-cached", location.origin), CACHE_WRITTEN));
}
