// The interpreter module PyScript loads (the `interpreter` setting of the page's
// config and of its workers' names this file, which the build puts beside
// pyodide.mjs). PyScript imports it and calls its loadPyodide with its own
// options; this adds what PyScript has no setting for: the standard library
// compiled to bytecode (stdLibURL), so Python does not compile it at every start.
//
// In the page, it also waits for the first paint before the interpreter's long
// start-up work, lets the page paint again before Python itself starts, and
// reports the boot steps to the progress bar (boot.js).

import { loadPyodide as loadRuntime, version } from "./pyodide.mjs";

export { version };

const STDLIB = new URL("./stdlib.zip", import.meta.url).href;
const inPage = typeof document !== "undefined";

function step(name) {
  if (inPage) dispatchEvent(new CustomEvent("beguile:progress", { detail: name }));
}

// Resolves once the browser has painted a frame (at once in a worker or a hidden
// tab, which paints nothing, and after 200 ms at the latest).
function painted() {
  if (!inPage || document.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

export async function loadPyodide(options = {}) {
  await painted();
  step("Starting Python");
  const fsInit = options.fsInit;
  const pyodide = await loadRuntime({
    ...options,
    stdLibURL: STDLIB,
    async fsInit(FS, info) {
      // The runtime's code is loaded. Python itself starts once this resolves: after
      // the runtime's files are in (boot.js says when, on a first visit) and the
      // page has painted that, so that its start runs in a task of its own.
      await globalThis.beguileRuntimeFiles;
      step("Python runtime loaded");
      await painted();
      if (fsInit) await fsInit(FS, info);
    },
  });
  step("Python ready");
  return pyodide;
}
