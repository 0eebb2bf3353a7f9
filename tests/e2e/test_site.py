"""The assembled site as files: content-hashed names, a precache list that covers
everything but the optional dictionaries, a cache version that follows the content,
references that resolve, no source maps, no other origin named anywhere."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
from pathlib import Path

import pytest

from beguile.lexicon import Lexicon, named_hash
from beguile.spellings import Spellings
from pagekit import ROOT, assets

from tools.server import headers_for, netlify_headers
from tools.site import assemble

pytestmark = pytest.mark.e2e

UNHASHED = {"index.html", "sw.js", "manifest.webmanifest"}


def sw_list(site: Path, name: str) -> list[str]:
    text = (site / "sw.js").read_text()
    return json.loads(re.search(rf"const {name} = (\[.*?\]);", text, re.S).group(1))


def version(site: Path) -> str:
    return re.search(r'const VERSION = "([0-9a-f]+)"', (site / "sw.js").read_text()).group(1)


def files(site: Path) -> set[str]:
    return {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}


def test_every_file_is_hashed_and_precached_or_optional(site):
    every = files(site)
    for path in every - UNHASHED:
        if path.startswith("icons/"):
            continue
        assert re.search(r"[./][0-9a-f]{12}[./]", path), f"{path} has no content hash in its name"
    precache = {p.removeprefix("./") for p in sw_list(site, "PRECACHE")}
    optional = {p.removeprefix("./") for p in sw_list(site, "OPTIONAL")}
    assert "" in precache  # the page itself, as ./
    assert precache - {""} | optional | {"index.html", "sw.js"} == every
    table = assets(site)
    default = set(table["dicts"][table["default_dict"]].values())
    assert default <= precache and not default & optional
    reader = {table["qr"]["reader"], table["qr"]["reader_wasm"]}
    assert optional == {f for d in table["dicts"].values() for f in d.values()} - default | reader
    assert any("fr." in p for p in optional), "French is fetched on demand, not precached"
    assert {table["qr"]["segno"], table["qr"]["scan"]} <= precache, "QR codes are made and read offline"


def test_dictionaries_read_by_the_hash_in_their_name_are_their_word_lists(site):
    table = assets(site)
    for name, entry in table["dicts"].items():
        path = entry["lex"]
        data = (site / path).read_bytes()
        assert named_hash(path) == hashlib.sha256(data).hexdigest()[:len(named_hash(path))], path
        assert list(Lexicon.from_bytes(data, named_hash(path))) == list(Lexicon.from_bytes(data)), name


def test_qr_codes_come_from_pinned_libraries_served_by_the_site(site):
    import zipfile

    import segno

    table = assets(site)["qr"]
    names = zipfile.ZipFile(site / table["segno"]).namelist()
    assert {"segno/__init__.py", "segno/encoder.py", "segno/LICENSE"} <= set(names)
    pinned = (ROOT / "requirements-build.txt").read_text()
    assert f"segno=={segno.__version__}" in pinned
    package = json.loads((ROOT / "package.json").read_text())["dependencies"]
    lock = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    assert package["barcode-detector"] == lock["node_modules/barcode-detector"]["version"]
    assert lock["node_modules/zxing-wasm"]["version"] == lock["node_modules/barcode-detector"]["dependencies"]["zxing-wasm"]
    assert (site / table["reader_wasm"]).read_bytes()[:4] == b"\0asm"
    scan = (site / table["scan"]).read_text()
    assert "locateFile" in scan and "http" not in scan, "the reader's WebAssembly is located on the site"


def test_french_dictionaries_ship_their_spellings(site):
    table = assets(site)["dicts"]
    assert {name for name, entry in table.items() if "spellings" in entry} == {"fr", "fr-old"}
    assert table["fr"]["spellings"] != table["fr-old"]["spellings"]
    spellings = Spellings.from_bytes((site / table["fr"]["spellings"]).read_bytes())
    assert spellings.display("brise") == "brise / brisé"
    optional = {p.removeprefix("./") for p in sw_list(site, "OPTIONAL")}
    assert table["fr"]["spellings"] in optional  # fetched with French, kept offline once fetched


def test_no_source_maps_and_no_other_origin(site):
    assert not [p for p in files(site) if p.endswith(".map")]
    for path in files(site):
        if path.endswith((".js", ".mjs", ".html", ".css", ".py")):
            text = (site / path).read_text(errors="replace")
            assert "sourceMappingURL=" not in text, path
    html = (site / "index.html").read_text()
    for ref in re.findall(r'(?:href|src)="([^"]+)"', html):
        assert ref.startswith("./"), f"the page names {ref}"
        assert (site / ref[2:]).exists(), f"the page names a missing file {ref}"
    config = json.loads(re.search(r"config='([^']+)'", html).group(1).replace("&#39;", "'"))
    assert config["interpreter"].startswith("./") and (site / config["interpreter"][2:]).exists()
    for src in config["files"]:
        assert (site / src[2:]).exists()
    # the interpreter module starts Pyodide from the compiled standard library beside it
    interpreter = site / config["interpreter"][2:]
    assert interpreter.name == "interpreter.mjs" and (interpreter.parent / "pyodide.mjs").exists()
    assert '"./stdlib.zip"' in interpreter.read_text() and (interpreter.parent / "stdlib.zip").exists()
    assert not (interpreter.parent / "python_stdlib.zip").exists()  # the stock one is not shipped
    # workers boot from the same interpreter and from the files they need
    worker = assets(site)["worker"]
    assert worker["interpreter"] == config["interpreter"]
    assert set(worker["files"]) <= set(config["files"]) and any("/beguile." in f for f in worker["files"])


def test_package_zips_hold_the_page_code_as_bytecode_alone(site):
    import zipfile

    (path,) = [p for p in files(site) if p.startswith("app/page.") and p.endswith(".zip")]
    names = zipfile.ZipFile(site / path).namelist()
    assert names and all(n.endswith(".pyc") and "__pycache__" not in n for n in names), "no source twice"
    (pyscript,) = [p for p in files(site) if p.startswith("app/pyscript.") and p.endswith(".zip")]
    names = zipfile.ZipFile(site / pyscript).namelist()
    assert "pyscript/__pycache__/__init__.cpython-314.pyc" in names
    assert all(n.endswith(".pyc") for n in names)  # PyScript writes its own source at start-up


def test_the_page_imports_the_engine_from_the_wheel_pip_installs(site):
    import zipfile

    (path,) = [p for p in files(site) if p.startswith("app/beguile.")]
    (wheel,) = (ROOT / "dist").glob("beguile-*-py3-none-any.whl")
    assert (site / path).read_bytes() == wheel.read_bytes(), "the site serves the very wheel of dist/"
    archive = zipfile.ZipFile(wheel)
    names = archive.namelist()
    sources = {n for n in names if n.endswith(".py")}
    assert {"beguile/round.py", "beguile/cli.py", "beguile/sesquipedal/players.py"} <= sources
    # the page's modules have Pyodide's bytecode beside their source; the terminal's and the build's have none
    for module in ("beguile/round", "beguile/lexicon", "beguile/sesquipedal/players"):
        assert f"{module}.pyc" in names
    assert all(n[:-1] in sources for n in names if n.endswith(".pyc"))
    assert not [n for n in names if n.endswith(("cli.pyc", "compile.pyc", "__main__.pyc"))]
    assert not [n for n in names if "/data/" in n], "the word lists are fetched apart (their own wheel)"
    record = archive.read("beguile-0.1.0.dist-info/RECORD").decode().splitlines()
    assert sorted(line.split(",")[0] for line in record) == sorted(names)
    for line in record[:-1]:
        name, digest, size = line.split(",")
        data = archive.read(name)
        expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert (digest, int(size)) == (f"sha256={expected}", len(data)), name


def test_catalogues_compiled_again_later_are_the_same_files(site):
    from tools.catalogues import LANGUAGES, compile_mo

    # (the build ran minutes ago: a time in the catalogue's header would change its hash at every build,
    # and with it the cache version, offering players an update that changes nothing)
    for language in LANGUAGES:
        (built,) = (site / "app").glob(f"{language}.*.mo")
        assert built.read_bytes() == compile_mo(language), language


def test_cache_version_follows_the_content(site, tmp_path):
    root = tmp_path / "root"
    root.mkdir()
    for shared in ("node_modules", "py", "pyproject.toml", "README.md", "LICENSE"):
        (root / shared).symlink_to(ROOT / shared)
    shutil.copytree(ROOT / "web", root / "web")
    data = ROOT / "py" / "beguile" / "data"
    cache = ROOT / ".cache" / "precompiled"  # the build's: the Python did not change
    one = assemble(root=root, lexicons=data, out=tmp_path / "one", cache=cache)
    two = assemble(root=root, lexicons=data, out=tmp_path / "two", cache=cache)
    assert version(one) == version(two) and files(one) == files(two)  # the engine's wheel among them
    css = root / "web" / "style" / "base.css"
    css.write_text(css.read_text() + "\n/* changed */\n")
    three = assemble(root=root, lexicons=data, out=tmp_path / "three", cache=cache)
    assert version(three) != version(one)
    changed = files(three) ^ files(one)
    assert {p.split("/")[0] for p in changed} == {"app"} and len(changed) == 2  # old and new CSS


def test_netlify_headers_match_what_the_server_sends():
    rules = netlify_headers()
    page = headers_for("/", rules)
    assert page["Cache-Control"] == "no-cache" and "Content-Security-Policy" in page
    assert headers_for("/sw.js", rules)["Cache-Control"] == "no-cache"
    wasm = headers_for("/pyodide/0123456789ab/pyodide.asm.wasm", rules)
    assert wasm["Content-Type"] == "application/wasm" and "immutable" in wasm["Cache-Control"]
    assert "immutable" in headers_for("/app/main.0123456789ab.py", rules)["Cache-Control"]
    assert "immutable" in headers_for("/dict/en.0123456789ab.lex", rules)["Cache-Control"]
    csp = page["Content-Security-Policy"]
    directives = {part.split()[0]: set(part.split()[1:]) for part in csp.split(";") if part.strip()}
    sources = {word for name, words in directives.items() if name != "worker-src" for word in words}
    assert sources <= {"'self'", "'none'", "'wasm-unsafe-eval'", "'unsafe-eval'", "data:"}, sources
    # PyScript starts its workers from blob: URLs (the crossword's computer player)
    assert directives["worker-src"] == {"'self'", "blob:"}
    assert page["Permissions-Policy"].split(", ")[0] == "camera=(self)", "the camera, for the site itself only"
