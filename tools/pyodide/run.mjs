#!/usr/bin/env node
// Run the Beguile engine inside Pyodide under Node, offline.
//
//   node tools/pyodide/run.mjs SCRIPT.py [ARGS...]     run a Python script
//   node tools/pyodide/run.mjs --pytest [ARGS...]      run pytest on test files
//   node tools/pyodide/run.mjs --site SITE SCRIPT.py [ARGS...]
//                                                      run a script on a built site's Python
//
// With --site, Python starts as the built page starts it: through the site's own
// interpreter module (its standard library, compiled to bytecode), with the
// files of the page's PyScript config written (or unpacked) in the home folder as
// PyScript does, and the package zips in lib/ on sys.path as the page's script
// puts them; py/ is not copied, so the engine comes from the site.
//
// Pyodide comes from node_modules/pyodide (pinned by package-lock.json; `npm ci`);
// nothing is fetched from a CDN: loadPackage is refused outright. The engine
// (py/beguile, with data/ when it was built) is copied into Pyodide's in-memory
// file system under /repo/py, which is put first on sys.path. Paths given on the
// command line are read relative to the current directory, from any cwd.
//
// For --pytest, the repository's tests/, dictionaries/ and tools/ (word lists and
// helper scripts that tests read), pyproject.toml and conftest.py are copied too, and the pure-Python wheels pinned in tools/pyodide/requirements.txt
// are downloaded once into .cache/pyodide-wheels/ (checked by hash on every run)
// and unpacked into Pyodide's site-packages (no micropip).
//
// Standard output and error are forwarded byte for byte; the exit status is the
// script's (SystemExit code) or pytest's. A line saying how long Pyodide took to
// start goes to standard error unless BEGUILE_PYODIDE_QUIET=1.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const INDEX = path.join(ROOT, "node_modules", "pyodide");
const REQUIREMENTS = path.join(HERE, "requirements.txt");
const WHEELS = path.join(ROOT, ".cache", "pyodide-wheels");
const VFS_ROOT = "/repo"; // the repository's place inside Pyodide
const SKIP = new Set(["__pycache__", ".pytest_cache", ".hypothesis", ".mypy_cache"]);
const FORWARDED_ENV = /^(BEGUILE_|HYPOTHESIS_|CI$|PYTEST_ADDOPTS$|COLUMNS$)/;

function fail(message, status = 2) {
  process.stderr.write(`run.mjs: ${message}\n`);
  process.exit(status);
}

function usage() {
  return "usage: node tools/pyodide/run.mjs [--pytest PYTEST-ARGS... | [--site SITE] SCRIPT.py ARGS...]";
}

// The PyScript config the built page gives its script: {interpreter, files}.
function siteConfig(site) {
  const html = fs.readFileSync(path.join(site, "index.html"), "utf8");
  const match = html.match(/<script type="py"[^>]*\sconfig='([^']*)'/);
  if (!match) fail(`${site}/index.html has no <script type="py" config='...'>`);
  return JSON.parse(match[1].replace(/&#39;/g, "'").replace(/&amp;/g, "&"));
}

// ---------------------------------------------------------------- wheels

function pinnedWheels() {
  const pins = [];
  for (const raw of fs.readFileSync(REQUIREMENTS, "utf8").split("\n")) {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) continue;
    const m = line.match(/^([A-Za-z0-9._-]+)==([^\s;]+)\s+--hash=sha256:([0-9a-f]{64})$/);
    if (!m) fail(`${REQUIREMENTS}: every line must be NAME==VERSION --hash=sha256:HEX, not ${JSON.stringify(line)}`);
    pins.push({ name: m[1], version: m[2], sha256: m[3] });
  }
  return pins;
}

function wheelFor(pin, directory) {
  if (!fs.existsSync(directory)) return null;
  const prefix = `${pin.name.replace(/[-_.]+/g, "_").toLowerCase()}-${pin.version}-`;
  for (const file of fs.readdirSync(directory)) {
    if (file.endsWith(".whl") && file.toLowerCase().startsWith(prefix)) {
      const full = path.join(directory, file);
      const digest = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
      if (digest === pin.sha256) return full;
    }
  }
  return null;
}

// The pinned wheels, downloaded once into .cache/pyodide-wheels/ and reused.
function ensureWheels() {
  const pins = pinnedWheels();
  let wheels = pins.map((pin) => wheelFor(pin, WHEELS));
  if (wheels.every(Boolean)) return wheels;
  const missing = pins.filter((_, i) => !wheels[i]).map((p) => `${p.name}==${p.version}`);
  process.stderr.write(`run.mjs: downloading pinned wheels for Pyodide: ${missing.join(", ")}\n`);
  fs.mkdirSync(WHEELS, { recursive: true });
  const staging = fs.mkdtempSync(path.join(WHEELS, ".download-"));
  try {
    const python = process.env.PYTHON || "python3";
    const result = spawnSync(python, [
      "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
      "--only-binary=:all:", "--python-version", "3.14", "--platform", "any", "--no-deps",
      "-d", staging, "-r", REQUIREMENTS,
    ], { stdio: ["ignore", "inherit", "inherit"] });
    if (result.error) fail(`cannot run ${python} -m pip: ${result.error.message}`, 1);
    if (result.status !== 0) fail(`pip download failed (status ${result.status})`, 1);
    for (const file of fs.readdirSync(staging)) {
      fs.renameSync(path.join(staging, file), path.join(WHEELS, file));
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  wheels = pins.map((pin) => wheelFor(pin, WHEELS));
  const still = pins.filter((_, i) => !wheels[i]).map((p) => `${p.name}==${p.version}`);
  if (still.length) fail(`no wheel with the pinned hash for ${still.join(", ")} in ${WHEELS}`, 1);
  return wheels;
}

// ---------------------------------------------------------------- files

function copyTree(FS, hostPath, vfsPath) {
  const stat = fs.statSync(hostPath);
  if (stat.isDirectory()) {
    FS.mkdirTree(vfsPath);
    for (const entry of fs.readdirSync(hostPath)) {
      if (SKIP.has(entry) || entry.endsWith(".pyc")) continue;
      copyTree(FS, path.join(hostPath, entry), `${vfsPath}/${entry}`);
    }
  } else if (stat.isFile()) {
    FS.mkdirTree(path.posix.dirname(vfsPath));
    FS.writeFile(vfsPath, fs.readFileSync(hostPath));
  }
}

// Where a host path inside the repository lives in Pyodide, or null outside it.
function toVfs(hostPath) {
  const rel = path.relative(ROOT, path.resolve(hostPath));
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  return rel ? `${VFS_ROOT}/${rel.split(path.sep).join("/")}` : VFS_ROOT;
}

// A pytest argument that names a file (maybe with ::node ids), mapped into Pyodide.
function mapPytestArg(arg) {
  if (arg.startsWith("-")) return arg;
  const [head, ...ids] = arg.split("::");
  if (!fs.existsSync(head)) return arg;
  const mapped = toVfs(head);
  if (mapped === null) fail(`${arg} lies outside the repository ${ROOT}; only its tests can run in Pyodide`);
  return [mapped, ...ids].join("::");
}

// ---------------------------------------------------------------- output

function writeAll(fd, buffer) {
  let offset = 0;
  while (offset < buffer.length) {
    try {
      offset += fs.writeSync(fd, buffer, offset, buffer.length - offset);
    } catch (error) {
      if (error.code === "EPIPE") process.exit(141); // the reader left, as `| head` does
      if (error.code !== "EAGAIN") throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2); // pipe full: wait 2 ms
    }
  }
  return buffer.length;
}

// ---------------------------------------------------------------- main

async function main(argv) {
  if (argv.length === 0 || argv[0] === "-h" || argv[0] === "--help") {
    (argv.length === 0 ? process.stderr : process.stdout).write(`${usage()}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  let site = null;
  if (argv[0] === "--site") {
    site = path.resolve(argv[1] || fail(usage()));
    argv = argv.slice(2);
  }
  const pytestMode = argv[0] === "--pytest";
  if (pytestMode && site) fail("--site runs a script, not pytest");
  if (!pytestMode && !fs.existsSync(argv[0] || "")) fail(`no such script: ${argv[0]}\n${usage()}`);
  if (!fs.existsSync(path.join(INDEX, "pyodide.mjs"))) {
    fail(`Pyodide is not installed in ${INDEX}: run \`npm ci\` in ${ROOT}`, 1);
  }
  const wheels = pytestMode ? ensureWheels() : [];

  const started = performance.now();
  const config = site && siteConfig(site);
  const runtime = site ? path.join(site, config.interpreter) : path.join(INDEX, "pyodide.mjs");
  const { loadPyodide } = await import(pathToFileURL(runtime).href);
  const env = { HOME: "/home/pyodide", PYTHONDONTWRITEBYTECODE: "1" };
  for (const [key, value] of Object.entries(process.env)) {
    if (FORWARDED_ENV.test(key)) env[key] = value;
  }
  const pyodide = await loadPyodide({
    indexURL: path.dirname(runtime) + path.sep,
    packageCacheDir: INDEX + path.sep,
    env,
    stdout: (line) => writeAll(1, Buffer.from(`${line}\n`)),
    stderr: (line) => writeAll(2, Buffer.from(`${line}\n`)),
  });
  // Offline by design: anything asking for a Pyodide package would reach for a CDN.
  const refuse = (what) => async (names) => {
    throw new Error(`run.mjs is offline: ${what}(${JSON.stringify(names)}) refused`);
  };
  pyodide.loadPackage = refuse("loadPackage");
  pyodide.loadPackagesFromImports = refuse("loadPackagesFromImports");
  pyodide.setStdout({ write: (buffer) => writeAll(1, buffer), isatty: false });
  pyodide.setStderr({ write: (buffer) => writeAll(2, buffer), isatty: false });

  const FS = pyodide.FS;
  if (site) {
    // as PyScript does: a zip whose target is "./*" is unpacked here, another file is written at its target
    for (const [file, target] of Object.entries(config.files || {})) {
      const data = new Uint8Array(fs.readFileSync(path.join(site, file)));
      if (target === "./*") {
        pyodide.unpackArchive(data, "zip", { extractDir: "." });
      } else {
        FS.mkdirTree(path.posix.dirname(target));
        FS.writeFile(target, data);
      }
    }
  } else {
    copyTree(FS, path.join(ROOT, "py", "beguile"), `${VFS_ROOT}/py/beguile`);
  }
  let program;
  let args;
  if (pytestMode) {
    for (const extra of ["tests", "pyproject.toml", "conftest.py", "dictionaries", "tools"]) {
      const host = path.join(ROOT, extra);
      if (fs.existsSync(host)) copyTree(FS, host, `${VFS_ROOT}/${extra}`);
    }
    const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
    for (const wheel of wheels) {
      pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "zip", { extractDir: site });
    }
    program = "pytest";
    args = argv.slice(1).map(mapPytestArg);
  } else {
    const script = path.resolve(argv[0]);
    let target = toVfs(script);
    if (target === null) target = `/scripts/${path.basename(script)}`;
    // The script's own folder comes along, so that it can import its neighbours.
    const folder = path.dirname(script);
    for (const entry of fs.readdirSync(folder)) {
      if (entry.endsWith(".py") && fs.statSync(path.join(folder, entry)).isFile()) {
        copyTree(FS, path.join(folder, entry), `${path.posix.dirname(target)}/${entry}`);
      }
    }
    program = target;
    args = argv.slice(1);
  }
  if (process.env.BEGUILE_PYODIDE_QUIET !== "1") {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stderr.write(`run.mjs: Pyodide ${pyodide.version} ready in ${seconds} s\n`);
  }

  pyodide.globals.set("_run_program", program);
  pyodide.globals.set("_run_home", site ? FS.cwd() : null); // where the site's zips were unpacked
  pyodide.globals.set("_run_args", pyodide.toPy(args));
  const status = await pyodide.runPythonAsync(`
def _pyodide_plugin(pytest):
    @pytest.hookimpl(tryfirst=True)
    def pytest_configure(config):
        # Pyodide runs Python 1.5-2x slower than CPython: timing is the runtime's,
        # not the engine's, so drop Hypothesis' per-example deadline and too-slow
        # check (its "ci" profile, loaded when CI is set, does the same). This runs
        # before Hypothesis' own plugin, so --hypothesis-profile still wins.
        try:
            from hypothesis import HealthCheck, settings
        except ImportError:
            return
        base = settings.default
        relaxed = settings(base, deadline=None,
                           suppress_health_check=[*base.suppress_health_check, HealthCheck.too_slow])
        settings.register_profile("pyodide", relaxed)
        settings.load_profile("pyodide")

    return type("PyodidePlugin", (), {"pytest_configure": staticmethod(pytest_configure)})()

def _run():
    import os, sys, traceback
    sys.path.insert(0, _run_home if _run_home else ${JSON.stringify(`${VFS_ROOT}/py`)})
    if _run_home and os.path.isdir("lib"):  # the packages' zips, as the page's script puts them (web/main.py)
        sys.path[:0] = [os.path.abspath(f"lib/{name}") for name in sorted(os.listdir("lib"))]
    if not _run_home:
        os.chdir(${JSON.stringify(VFS_ROOT)})
    args = list(_run_args)
    try:
        if _run_program == "pytest":
            import importlib
            importlib.invalidate_caches()
            import pytest
            sys.argv = ["pytest", *args]
            code = pytest.main(["-p", "no:cacheprovider", *args], plugins=[_pyodide_plugin(pytest)])
        else:
            sys.argv = [_run_program, *args]
            sys.path.insert(0, os.path.dirname(_run_program))
            with open(_run_program, "rb") as program:  # (not runpy: the site's standard library has only
                source = program.read()               # what the product imports)
            exec(compile(source, _run_program, "exec"), {"__name__": "__main__", "__file__": _run_program})
            code = 0
    except SystemExit as stop:
        code = stop.code
        if code is None:
            code = 0
        elif not isinstance(code, int):
            print(code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    return int(code)

_run()
`);
  return status;
}

main(process.argv.slice(2)).then(
  (status) => process.exit(status),
  (error) => {
    process.stderr.write(`run.mjs: ${error && error.stack ? error.stack : error}\n`);
    process.exit(1);
  },
);
