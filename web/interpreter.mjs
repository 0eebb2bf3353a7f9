// The interpreter module PyScript loads (the `interpreter` setting of the page's
// config names this file, which the build puts beside pyodide.mjs). PyScript
// imports it and calls its loadPyodide with its own options; this adds what
// PyScript has no setting for: the standard library compiled to bytecode
// (stdLibURL), so Python does not compile it at every start.

import { loadPyodide as loadRuntime, version } from "./pyodide.mjs";

export { version };

const STDLIB = new URL("./stdlib.zip", import.meta.url).href;

export async function loadPyodide(options = {}) {
  return loadRuntime({ ...options, stdLibURL: STDLIB });
}
