"""Assemble the static Beguile site from pinned inputs only (tools.server serves it locally).

    assemble(root, lexicons, out)         build site/

Layout of the site (every name but the page, the service worker, the manifest
and the icons carries a content hash, so those files can be cached for ever):

    index.html                    the page (no-cache)
    sw.js                         service worker, cache version = digest of all files
    manifest.webmanifest, icons/  installable app
    pyodide/<hash>/...            self-hosted Pyodide runtime (from node_modules), with
                                  the standard library compiled to bytecode
                                  (stdlib.zip) and interpreter.mjs, the module
                                  PyScript loads to start Pyodide from it
    pyscript/<hash>/...           PyScript core, only the chunks the page loads
    app/<name>.<hash>.<ext>       the page's CSS and scripts (with the crossword
                                  worker's); the page's screens as a zip of bytecode
                                  and the engine as its wheel (tools/wheel.py: the
                                  file pip installs, bytecode beside its source), each
                                  imported from the file itself (PyScript [files]
                                  writes it to lib/, in the page and in its workers), the compiled
                                  catalogues, and PyScript's own package as bytecode
                                  (unpacked by PyScript beside its source);
                                  segno.<hash>.zip (QR codes, imported when one is shown),
                                  scan.<hash>.js and the QR reader for browsers without
                                  one (barcode-detector and its ZXing WebAssembly, optional:
                                  kept offline only on devices that need it)
    dict/<dict>.<hash>.lex        compiled lexicons and plant lists, one pair per
                                  dictionary, plus <dict>-spellings.<hash>.bin for
                                  the French ones (words as written); only the
                                  default one is precached, the others are fetched
                                  and cached when chosen
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import re
import shutil
from pathlib import Path

from tools.icons import icons
from tools.precompile import Package, Precompiled, precompile
from tools.qr_assets import reader_files, segno_files, segno_sources
from tools.wheel import Wheel, engine_wheel, zipped

DEFAULT_DICT = "en"
LOCK = "pyodide-lock.json"
RUNTIME_SCRIPT = "pyodide.asm.mjs"
PYODIDE_FILES = ("pyodide.mjs", RUNTIME_SCRIPT, "pyodide.asm.wasm", LOCK)
STOCK_STDLIB = "python_stdlib.zip"  # Pyodide's standard library as source
STDLIB = "stdlib.zip"  # the same, compiled where the product imports it
INTERPRETER = "interpreter.mjs"  # from web/: starts Pyodide with STDLIB
LIBRARY = "lib"  # where PyScript writes the package zips, in Python's home folder
# The product's Python packages, each compiled and shipped as its own zip. The
# page imports them all; `worker=True` ones go to PyScript workers as well (the
# crossword's computer player). A new package of the page is one more line here.
PACKAGES = (
    Package("beguile", "py/beguile", worker=True,
            # build-time and terminal tools, the word lists (fetched apart)
            leave_out=("__main__.py", "cli.py", "session_cli.py", "compile.py", "sesquipedal/cli.py", "data/*")),
    Package("page", "web/page"),  # the page's screens (its compiled catalogues are files of their own)
)
ENGINE = "beguile"  # the package that reaches the page as its wheel
PAGE = "page"  # the page's own modules
PAGE_SCRIPTS = ("main.py", "sesq_worker.py")  # under web/: run by PyScript, what they import is compiled too
# under web/: not loaded by a first visit's start: when first needed (the camera), at a later open (the
# runtime's compiler worker), or once the service worker runs the page (the frame that keeps compiled code)
LATER_SCRIPTS = ("scan.js", "compiler.js", "code-cache.js")
# PyScript chunks the page never loads: the code editor and terminal libraries and
# their plugins, the other plugins the page's config turns off (PLUGINS_OFF), the
# package graph (the page installs no package), MicroPython and its zip reader, the
# TOML parser (the config is JSON). Everything else is copied.
PYSCRIPT_SKIP = ("codemirror", "xterm", "mpy-", "zip-", "toml-", "index-",
                 "service-worker", "storage", "py-", "donkey-", "deprecations-manager-", "pyodide_graph-")
# PyScript's plugins the page turns off, so that PyScript neither fetches nor runs them before it starts
# Python (on an offline reload they came through the service worker behind the runtime's files): the code
# editor, the terminal, pygame, the worker helper, the warnings of deprecated use, and the error plugin's
# report on the page (a traceback in a red box; the page reports errors in its own words). PyScript imports
# the plugins for MicroPython's scripts as well, unless its own config (<mpy-config>) turns them off too.
PLUGINS_OFF = ["!py-editor", "!py-terminal", "!py-game", "!donkey", "!deprecations-manager", "!error"]
WEB_FILES = ("runtime-start.js", "boot.js", "frame.js", "shell.js", "taps.js", "tiles.js", "main.py", "sesq_worker.py", "scan.js",
             "compiler.js", "code-cache.js")
SCREENS = ("play", "results", "home", "letters", "rules", "settings",
           "sesquipedal", "sesq-setup", "sesq-card", "sesq-search", "sesq-end",
           "together", "lead", "session", "sround", "code", "scan", "judge", "referee", "reflists", "rivals",
           "daily", "shared")
"""The screens' HTML (web/html/<name>.html), in the order the page holds them."""
FRAME_KEYS = ("boot.loading", "boot.python", "boot.starting", "boot.dictionary", "boot.ready",
              "boot.downloading", "boot.failed",
              "board.cell", "clock.off", "word.placeholder.idle", "answer.queued",
              "answer.queued.word")
"""Texts the boot script and the shell (the saved screen painted before Python runs) show, besides those named
in the HTML."""
def digest(data: bytes, n: int = 12) -> str:
    """A short content hash."""
    return hashlib.sha256(data).hexdigest()[:n]


def hashed_name(name: str, data: bytes) -> str:
    """`main.py` -> `main.<hash>.py` (the hash of the content)."""
    stem, dot, ext = name.partition(".")
    return f"{stem}.{digest(data)}{dot}{ext}"


def source_zip(root: Path, package: Package) -> bytes:
    """A package's modules as source only (the site without bytecode, for comparison)."""
    folder = Path(root) / package.folder
    paths = [(path, path.relative_to(folder).as_posix()) for path in sorted(folder.rglob("*.py"))]
    return zipped([(f"{package.name}/{rel}", path.read_bytes()) for path, rel in paths
                   if "__pycache__" not in path.parts and not any(fnmatch.fnmatch(rel, g) for g in package.leave_out)])


def compiled_python(root: Path, cache: Path | None = None) -> Precompiled:
    """The product's Python compiled in Pyodide, from the cache (default .cache/ under root) when nothing
    changed. (segno's modules are read for what they import: they ship as they are, imported when a code
    is shown.)"""
    root = Path(root)
    return precompile(root, PACKAGES, tuple(root / "web" / s for s in PAGE_SCRIPTS),
                      cache or root / ".cache" / "precompiled", libraries=segno_sources())


def built_engine(root: Path, cache: Path | None = None) -> Wheel:
    """The engine's wheel, with the bytecode of the modules the page imports."""
    return engine_wheel(root, compiled_python(root, cache).packages[ENGINE])


def _archive(name: str, compiled: object) -> str:
    """A package's file type on the site: the engine's wheel (when compiled), else a zip."""
    return "whl" if name == ENGINE and compiled else "zip"


def catalogue_files() -> dict[str, bytes]:
    """The interface's compiled catalogues, where the page reads them (locale/<language>.mo, in Python's home)."""
    from tools.catalogues import LANGUAGES, compile_mo

    return {f"locale/{language}.mo": compile_mo(language) for language in LANGUAGES}


def game_dictionaries(root: Path) -> dict:
    """What boot.js needs to fetch the right dictionary first: each grid game's dictionary (the engine's
    registry) and the game a first visit opens in each language (page/games.py's FIRST_GAMES, read as data:
    the page's modules need the browser)."""
    import ast
    import sys

    sys.path.insert(0, str(Path(root) / "py"))
    from beguile.rules import RULES

    tree = ast.parse((Path(root) / "web" / "page" / "games.py").read_text())
    first = next(ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
                 and any(getattr(target, "id", "") == "FIRST_GAMES" for target in node.targets))
    return {"game_dicts": {name: rules.dictionary for name, rules in RULES.items()}, "first_games": first}


def stylesheet(web: Path) -> bytes:
    """The page's CSS: web/style/*.css in name order, as one file."""
    return b"\n".join(path.read_bytes() for path in sorted((web / "style").glob("*.css")))


def _empty_board(accessible: bool, size: int = 4) -> str:
    """The cells of the empty board the frame shows before Python runs (the turned copy has no roles)."""
    def cell(index: int) -> str:
        roles = f' role="gridcell" tabindex="{0 if index == 0 else -1}"' if accessible else ""
        return f'<div data-cell="{index}"{roles}>·</div>'

    row = ' role="row"' if accessible else ""
    return "".join(f"<div{row}>" + "".join(cell(r * size + c) for c in range(size)) + "</div>"
                   for r in range(size))


def frame_html(web: Path) -> tuple[str, str, set[str]]:
    """The bar, every screen's HTML with the empty boards, and the catalogue keys they name."""
    bar = (web / "html" / "bar.html").read_text()
    screens = "\n".join((web / "html" / f"{name}.html").read_text() for name in SCREENS)
    screens = screens.replace("{{GRID}}", _empty_board(True)).replace("{{GRID_COPY}}", _empty_board(False))
    named = bar + screens + (web / "index.html").read_text()
    keys = set(re.findall(r'data-t(?:-[a-z]+)?="([^"]+)"', named))
    return bar, screens, keys


def _copy_tree(files: list[tuple[str, bytes]], out: Path, prefix: str) -> str:
    """Write files under prefix/<hash of them all>/ and return that folder's path."""
    total = hashlib.sha256()
    for name, data in files:
        total.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    folder = f"{prefix}/{total.hexdigest()[:12]}"
    for name, data in files:
        path = out / folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return folder


def _without_source_map(data: bytes) -> bytes:
    """JavaScript without the comment naming its source map (no maps are shipped)."""
    return b"\n".join(line for line in data.split(b"\n") if not line.startswith(b"//# sourceMappingURL="))


def _pyodide_files(root: Path, stdlib: bytes | None) -> list[tuple[str, bytes]]:
    """Pyodide's runtime, with the compiled standard library and the module that
    starts Pyodide from it, or (stdlib None) with its stock standard library."""
    base = root / "node_modules" / "pyodide"
    files = [(name, _without_source_map((base / name).read_bytes()) if name.endswith(".mjs")
              else (base / name).read_bytes()) for name in PYODIDE_FILES]
    if stdlib is None:
        return files + [(STOCK_STDLIB, (base / STOCK_STDLIB).read_bytes())]
    site_file = {LOCK: site_lock, RUNTIME_SCRIPT: site_runtime_script}
    files = [(name, site_file[name](data) if name in site_file else data) for name, data in files]
    return files + [(STDLIB, stdlib), (INTERPRETER, (root / "web" / INTERPRETER).read_bytes())]


def site_runtime_script(script: bytes) -> bytes:
    """Pyodide's runtime script as the site ships it: less work on the page's main thread at every start."""
    return adapters_compiled_once(compiled_while_streaming(script))


def compiled_while_streaming(script: bytes) -> bytes:
    """Pyodide's runtime script with its one top-level function, the module factory, in parentheses.

    V8 compiles a function so marked eagerly, on the thread that streams the script in, instead of
    lazily on the main thread at its first call: a first visit's longest main-thread tasks went from
    a median of 159 to 91 ms, with the page ready as soon (10 first visits each, traced)."""
    factory, export = b"async function _createPyodideModule(", b"export default _createPyodideModule;"
    body = script.rstrip()
    if not (body.startswith(factory) and body.endswith(b";return moduleRtn}" + export)):
        raise ValueError(f"{RUNTIME_SCRIPT}: not the module factory this build knows; check compiled_while_streaming")
    return b"var _createPyodideModule=(" + body[:-len(export)] + b");" + export + b"\n"


def adapters_compiled_once(script: bytes) -> bytes:
    """Pyodide's runtime script compiling one adapter module per signature, not one per function.

    Its dynamic linking puts about 260 JavaScript functions in the WebAssembly table, each through a tiny
    module of its own, compiled on the main thread at every start; the module depends only on the
    function's signature, so the first of each signature (54) serves the rest. The linking's task lost
    about 24 ms; the sum of max(0, 4t - 50) over a first visit's tasks fell 1276 -> 1160 ms (medians
    of 10 traced first visits each)."""
    compile_each = b"var module=new WebAssembly.Module(bytes);var instance=new WebAssembly.Instance(module,{e:{f:func}})"
    compile_once = (b"var module=(convertJsFunctionToWasm.modules??={})[sig]??=new WebAssembly.Module(bytes);"
                    b"var instance=new WebAssembly.Instance(module,{e:{f:func}})")
    if script.count(compile_each) != 1:
        raise ValueError(f"{RUNTIME_SCRIPT}: not the function adapter this build knows; check adapters_compiled_once")
    return script.replace(compile_each, compile_once)


def site_lock(stock: bytes) -> bytes:
    """Pyodide's lock file for this site: the runtime's own description, and no packages (the site ships
    no wheel, so the stock list of 357 would only name files that are not here)."""
    return json.dumps({"info": json.loads(stock)["info"], "packages": {}}, sort_keys=True).encode()


def _pyscript_files(root: Path) -> list[tuple[str, bytes]]:
    base = root / "node_modules" / "@pyscript" / "core" / "dist"
    files = []
    for path in sorted(base.iterdir()):
        name = path.name
        if not path.is_file() or name.endswith(".map") or name.startswith(PYSCRIPT_SKIP):
            continue
        if not name.endswith((".js", ".css")):
            continue
        data = path.read_bytes()
        if name.endswith(".js"):
            data = _without_source_map(data)
        if name.startswith("core-") and name.endswith(".js"):
            data = storage_only_for_packages(data)
        files.append((name, data))
    return files


def storage_only_for_packages(script: bytes) -> bytes:
    """PyScript's core opening its store of installed packages only when the config names packages.

    Before Python starts, PyScript opened that IndexedDB store and read it whole, though the page installs
    no package: 2-59 ms of waiting on the way to Python's start on an offline reload (its "Loading
    Storage" to "Loaded Storage"). The same code is in the core twice (the page's and its workers')."""
    step = re.compile(rb'if\(await (\w+)\.sync\(\),(\w+)\("Loaded Storage"\),(\w+)\|\|\1\.clear\(\),(\w+)&&\3\)')
    patched, count = step.subn(rb'if(\4&&await \1.sync(),\2("Loaded Storage"),\4&&(\3||\1.clear()),\4&&\3)', script)
    if count != 2:
        raise ValueError("PyScript's core: not the package store this build knows; check storage_only_for_packages")
    return patched


def _dictionaries(lexicons: Path) -> dict[str, dict[str, bytes]]:
    """{dict name: {"lex": bytes, "common": bytes[, "spellings": bytes]}} from py/beguile/data/."""
    found: dict[str, dict[str, bytes]] = {}
    for path in sorted(lexicons.glob("*.lex")):
        entry = found.setdefault(path.stem, {})
        entry["lex"] = path.read_bytes()
        common = lexicons / f"{path.stem}-common.txt"
        if common.exists():
            entry["common"] = common.read_bytes()
        spellings = lexicons / f"{path.stem}-spellings.bin"
        if spellings.exists():
            entry["spellings"] = spellings.read_bytes()
    return found


def assemble(root: Path, lexicons: Path, out: Path, bytecode: bool = True,
             cache: Path | None = None, engine: Wheel | None = None) -> Path:
    """Build the site folder from py/, node_modules, the lexicons and web/.

    With bytecode False, the page boots from Pyodide's stock standard library and
    the packages' source, as it did before they were compiled (for the boot
    benchmark). `cache` keeps compiled Python between builds (default .cache/ under root). `engine` is
    the engine's wheel, as build.py wrote it into dist/ (made here from the same inputs when not given).
    """
    root, out = Path(root), Path(out)
    web = root / "web"
    compiled = None
    if bytecode:
        compiled = compiled_python(root, cache)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    written: dict[str, bytes] = {}  # site path -> content (for the cache version)

    def put(rel: str, data: bytes) -> str:
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written[rel] = data
        return rel

    pyodide_files = _pyodide_files(root, compiled.stdlib if compiled else None)
    pyodide_dir = _copy_tree(pyodide_files, out, "pyodide")
    written.update({f"{pyodide_dir}/{n}": d for n, d in pyodide_files})
    pyscript_files = _pyscript_files(root)
    pyscript_dir = _copy_tree(pyscript_files, out, "pyscript")
    written.update({f"{pyscript_dir}/{n}": d for n, d in pyscript_files})

    app: dict[str, str] = {}
    for name in WEB_FILES:
        data = (web / name).read_bytes()
        app[name] = put(f"app/{hashed_name(name, data)}", data)
    style = stylesheet(web)
    app["style.css"] = put(f"app/{hashed_name('style.css', style)}", style)
    zips = {p.name: compiled.packages[p.name] if compiled else source_zip(root, p) for p in PACKAGES}
    if compiled:
        zips["pyscript"] = compiled.pyscript
        # the engine is its wheel, the very file pip installs: its bytecode beside its source
        zips[ENGINE] = (engine or built_engine(root, cache)).data
    zip_paths = {name: put(f"app/{name}.{digest(data)}.{_archive(name, compiled)}", data)
                 for name, data in sorted(zips.items())}
    # the catalogues, written where the page package reads them
    catalogues = {put(f"app/{Path(where).stem}.{digest(data)}.mo", data): where
                  for where, data in catalogue_files().items()}
    worker_zips = [p.name for p in PACKAGES if p.worker] + (["pyscript"] if compiled else [])
    # QR codes: segno's zip, imported when a code is first shown; the reader for browsers without one
    segno = zipped(segno_files())
    qr = {"segno": put(f"app/segno.{digest(segno)}.zip", segno), "scan": app["scan.js"]}
    reader = reader_files(root)
    script = _without_source_map(reader["script"])
    qr["reader"] = put(f"app/qr-reader.{digest(script)}.js", script)
    qr["reader_wasm"] = put(f"app/zxing_reader.{digest(reader['wasm'])}.wasm", reader["wasm"])

    dicts: dict[str, dict[str, str]] = {}
    for name, parts in _dictionaries(Path(lexicons)).items():
        entry = {}
        for kind, data in parts.items():
            if kind == "lex":
                entry[kind] = put(f"dict/{name}.{digest(data)}.lex", data)
            elif kind == "spellings":
                entry[kind] = put(f"dict/{name}-spellings.{digest(data)}.bin", data)
            else:  # dictionaries of one language share their common words: one file
                entry[kind] = put(f"dict/common.{digest(data)}.txt", data)
        dicts[name] = entry
    default_files = set(dicts.get(DEFAULT_DICT, {}).values())
    optional = sorted({f for entry in dicts.values() for f in entry.values()} - default_files
                      | {qr["reader"], qr["reader_wasm"]})
    if DEFAULT_DICT not in dicts:
        raise FileNotFoundError(f"no {DEFAULT_DICT}.lex in {lexicons}: compile the dictionaries first")

    for rel, data in icons().items():
        put(rel, data)
    put("manifest.webmanifest", (web / "manifest.webmanifest").read_bytes())

    interpreter = f"./{pyodide_dir}/{INTERPRETER if compiled else 'pyodide.mjs'}"
    # the product's packages are imported from their zips, which PyScript writes to lib/ (main.py and
    # sesq_worker.py put them on sys.path): unpacking them held the page's main thread 300-500 ms on a
    # phone; PyScript's own package is unpacked beside the source PyScript writes for it
    placed = {name: "./*" if name == "pyscript" else f"./{LIBRARY}/{name}.{_archive(name, compiled)}"
              for name in zip_paths}
    config = {"interpreter": interpreter, "plugins": PLUGINS_OFF, "files": {
        **{f"./{path}": placed[name] for name, path in zip_paths.items()},
        **{f"./{path}": f"./{where}" for path, where in catalogues.items()}}}
    # a PyScript worker (create_named_worker(assets["worker_src"], ..., config=assets["worker"]))
    # boots from the same interpreter module, standard library and package zips
    worker = {"interpreter": interpreter, "files": {f"./{zip_paths[name]}": placed[name] for name in worker_zips}}
    # every file a first visit downloads from the start (the page's script comes
    # once Python runs), with its size: the progress bar follows the bytes
    # received against their total
    first_visit = [f"{pyscript_dir}/{n}" for n, _ in pyscript_files]
    first_visit += [f"{pyodide_dir}/{n}" for n, _ in pyodide_files]
    first_visit += [path for name, path in app.items() if name not in PAGE_SCRIPTS + LATER_SCRIPTS]
    first_visit += [*zip_paths.values(), *catalogues, dicts[DEFAULT_DICT]["lex"]]
    assets = {"dicts": dicts, "default_dict": DEFAULT_DICT, "worker": worker, "qr": qr,
              "worker_src": f"./{app['sesq_worker.py']}",
              "sizes": {rel: len(written[rel]) for rel in first_visit}}
    # the runtime's downloads, which boot.js starts all at once (instead of in PyScript's import chain) once
    # the first frame is painted: the screen the player left comes before any of them
    assets["start"] = {
        "modules": [f"./{pyscript_dir}/{n}" for n, _ in pyscript_files if n.endswith(".js") and n != "core.js"]
                   + [f"./{pyodide_dir}/{n}" for n in ("pyodide.mjs", "pyodide.asm.mjs")
                      + ((INTERPRETER,) if compiled else ())],
        "fetches": [f"./{pyodide_dir}/{n}" for n in ("pyodide.asm.wasm", STDLIB if compiled else STOCK_STDLIB, LOCK)]
                   # (PyScript fetches main.py in a way a preload does not match)
                   + [f"./{path}" for path in zip_paths.values()]
                   # (the catalogues too: PyScript asks for them once Python has started, and in a new
                   # tab they took 11-18 ms to arrive from the service worker, while Python waited)
                   + [f"./{path}" for path in catalogues],
        "pyscript": f"./{pyscript_dir}/core.js",
        # the engine's wheel and the page's modules, which the Python memory a device keeps holds imported
        # (interpreter.mjs; a first visit's, the engine's alone)
        "engine": f"./{zip_paths[ENGINE]}",
        "page": f"./{zip_paths[PAGE]}",
        # Python's memory as a device keeps it (interpreter.mjs), which runtime-start.js starts reading at a later open
        "snapshot": f"./{pyodide_dir}/python.snapshot",
        # the worker that compiles the runtime's WebAssembly at a later open (runtime-start.js)
        "compiler": f"./{app['compiler.js']}",
        # the modules the frame of code-cache.html runs from the service worker's copies (code-cache.js;
        # PyScript's are left to the page); the frame's page is added below
        "code_cached": [f"./{pyodide_dir}/{n}" for n in ("pyodide.mjs", "pyodide.asm.mjs")
                        + ((INTERPRETER,) if compiled else ())],
    }
    assets.update(game_dictionaries(root))
    from tools.catalogues import frame_text

    # (the frame's page lies beside its script, in app/)
    frame_page = (web / "code-cache.html").read_text().replace("{{CODE_CACHE}}", f"./{Path(app['code-cache.js']).name}")
    assets["start"]["code_cache"] = "./" + put(f"app/{hashed_name('code-cache.html', frame_page.encode())}",
                                               frame_page.encode())
    bar, screens, keys = frame_html(web)
    frame = frame_text(keys | set(FRAME_KEYS))
    html = (web / "index.html").read_text()
    html = (html.replace("{{BAR}}", bar)
                .replace("{{SCREENS}}", screens)
                .replace("{{FRAME_TEXT}}", json.dumps(frame, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/"))
                .replace("{{FRAME}}", f"./{app['frame.js']}")
                .replace("{{SHELL}}", f"./{app['shell.js']}")
                .replace("{{TAPS}}", f"./{app['taps.js']}")
                .replace("{{TILES}}", f"./{app['tiles.js']}")
                .replace("{{PYSCRIPT}}", f"./{pyscript_dir}")
                .replace("{{STYLE}}", f"./{app['style.css']}")
                .replace("{{BOOT}}", f"./{app['boot.js']}")
                .replace("{{RUNTIME_START}}", f"./{app['runtime-start.js']}")
                .replace("{{MAIN}}", f"./{app['main.py']}")
                .replace("{{CONFIG}}", _attr(json.dumps(config, separators=(",", ":"))))
                .replace("{{MPY_CONFIG}}", json.dumps({"plugins": PLUGINS_OFF}))  # (no character HTML would read)
                .replace("{{ASSETS}}", json.dumps(assets, separators=(",", ":"))))
    put("index.html", html.encode())

    precache = sorted(rel for rel in written if rel not in optional)
    version = hashlib.sha256()
    for rel in sorted(written):
        version.update(rel.encode() + b"\0" + hashlib.sha256(written[rel]).digest())
    sw = (web / "sw.js").read_text()
    sw = (sw.replace('"{{VERSION}}"', json.dumps(version.hexdigest()[:16]))
            .replace('"{{PRECACHE}}"', json.dumps(["./"] + [f"./{r}" for r in precache if r != "index.html"]))
            .replace('"{{OPTIONAL}}"', json.dumps([f"./{r}" for r in sorted(optional)])))
    (out / "sw.js").write_text(sw)
    return out


def _attr(text: str) -> str:
    """Escape text for an HTML attribute in single quotes."""
    return text.replace("&", "&amp;").replace("'", "&#39;")
