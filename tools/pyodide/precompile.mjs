#!/usr/bin/env node
// Compile the product's Python to bytecode with Pyodide's own CPython, offline.
//
//   node tools/pyodide/precompile.mjs PLAN.json
//
// tools/precompile.py writes the plan: a work folder on this machine (mounted in
// Pyodide at the same path), the stock standard library, the product's packages
// and scripts, the zips to write. bytecode.py, beside this file, does the work
// inside Pyodide (see its docstring); this script only starts Pyodide from
// node_modules/pyodide (pinned by package-lock.json) and, when the plan names
// PyScript's bundle, first writes out the Python package PyScript carries inside
// it (PyScript writes the same files into the page's file system at start-up).

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const INDEX = path.join(HERE, "..", "..", "node_modules", "pyodide");

// The Python files PyScript embeds in its bundle as an object literal
// {pyscript: {"__init__.py": "...", ...}}: {relative path: source}.
export function pyscriptPackage(bundle) {
  const text = fs.readFileSync(bundle, "utf8");
  const start = text.indexOf("{pyscript:{");
  if (start < 0 || text.indexOf("{pyscript:{", start + 1) >= 0) {
    throw new Error(`${bundle}: expected one {pyscript:{...}} literal`);
  }
  let depth = 0;
  let quote = null;
  let end = start;
  for (; end < text.length; end++) {
    const c = text[end];
    if (quote) {
      if (c === "\\") end++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) break;
  }
  const tree = Function(`"use strict"; return (${text.slice(start, end + 1)});`)();
  const files = {};
  (function walk(node, base) {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === "string") files[base + name] = value;
      else walk(value, `${base}${name}/`);
    }
  })(tree, "");
  return files;
}

async function main([planPath]) {
  if (!planPath) throw new Error("usage: node tools/pyodide/precompile.mjs PLAN.json");
  const plan = JSON.parse(fs.readFileSync(planPath, "utf8"));
  if (plan.pyscript_bundle) {
    for (const [rel, source] of Object.entries(pyscriptPackage(plan.pyscript_bundle))) {
      const target = path.join(plan.pyscript_folder, rel);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, source);
    }
  }
  const { loadPyodide } = await import(pathToFileURL(path.join(INDEX, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({
    indexURL: INDEX + path.sep,
    // PYTHONNODEBUGRANGES: the bytecode keeps each instruction's line and drops its columns (the
    // carets under a traceback's line), a quarter of its size
    env: { PYTHONDONTWRITEBYTECODE: "1", PYTHONNODEBUGRANGES: "1" },
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
  // what Pyodide itself imports at start-up, before anything of this script
  const boot = pyodide.runPython("import sys; sorted(sys.modules)").toJs();
  pyodide.mountNodeFS(plan.work, plan.work);
  const module = fs.readFileSync(path.join(HERE, "bytecode.py"), "utf8");
  const namespace = pyodide.toPy({});
  pyodide.runPython(module, { globals: namespace, filename: path.join(HERE, "bytecode.py") });
  namespace.get("main")(pyodide.toPy(plan), pyodide.toPy(boot));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`precompile.mjs: ${error && error.message ? error.message : error}\n`);
      process.exit(1);
    },
  );
}
