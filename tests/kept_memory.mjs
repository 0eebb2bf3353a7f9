#!/usr/bin/env node
// A kept memory round-trips: Python's memory packed as the page keeps it (withoutZeros, web/interpreter.mjs)
// and restored run by run (restoringKept) gives the very runtime the whole memory gives.
//
//   node tests/kept_memory.mjs FOLDER
//
// FOLDER holds Pyodide's files and interpreter.mjs beside them, as the site has them (tests/test_kept_memory.py
// makes it). Prints one line of JSON: the memory's size and the kept size, what Python reads back after each
// of the two restores, and how many bytes of Python's memory differ between the two restored runtimes.

import path from "node:path";
import { pathToFileURL } from "node:url";

const folder = path.resolve(process.argv[2]);
const at = (name) => pathToFileURL(path.join(folder, name)).href;
const { withoutZeros, restoringKept } = await import(at("interpreter.mjs"));
const { loadPyodide } = await import(at("pyodide.mjs"));
const indexURL = folder + path.sep;

const maker = await loadPyodide({ indexURL, _makeSnapshot: true });
maker.runPython("import json\nsquares = [i * i for i in range(100_000)]\ntext = json.dumps({'last': squares[-1]})");
const memory = maker.makeMemorySnapshot();
const packed = withoutZeros(memory);
const sizes = { memory: memory.length, kept: packed.length };

const whole = await loadPyodide({ indexURL, _loadSnapshot: memory });
const kept = await loadPyodide({ indexURL, _loadSnapshot: packed, createPyodideModule: restoringKept(packed) });
const [a, b] = [whole._module.HEAP8, kept._module.HEAP8]; // (compared before either runs any more Python)
let differing = Math.abs(a.length - b.length);
for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) differing++;
const read = (runtime) => runtime.runPython("f'{squares[-1]} {text}'");
console.log(JSON.stringify({ ...sizes, differing, read: [read(whole), read(kept)] }));
