"""Serve the built site locally with the headers netlify.toml gives it (CSP, cache, MIME).

    python3 -m tools.server [site]       serve site/ on 127.0.0.1:8000 until interrupted
"""

from __future__ import annotations

import fnmatch
import http.server
import sys
import tomllib
from pathlib import Path

MIME = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".webmanifest": "application/manifest+json",
    ".py": "text/plain; charset=utf-8",
    ".lex": "application/octet-stream",
    ".mo": "application/octet-stream",
    ".txt": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".json": "application/json",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".html": "text/html; charset=utf-8",
}


def headers_for(path: str, rules: list[dict]) -> dict[str, str]:
    """Headers netlify.toml gives a request path (later blocks override earlier ones)."""
    result: dict[str, str] = {}
    for rule in rules:
        if fnmatch.fnmatchcase(path, rule["for"]):
            for key, value in rule.get("values", {}).items():
                result[key] = " ".join(value.split())
    return result


def netlify_headers(root: Path | None = None) -> list[dict]:
    """The [[headers]] blocks of netlify.toml."""
    root = root or Path(__file__).resolve().parent.parent
    with open(root / "netlify.toml", "rb") as f:
        return tomllib.load(f).get("headers", [])


def make_handler(site: Path, rules: list[dict] | None = None):
    """A request handler serving site with netlify.toml's headers."""
    rules = netlify_headers() if rules is None else rules

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
        folder = Path(site)  # a class attribute: tests swap it to deploy a new build

        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(type(self).folder), **kwargs)

        def end_headers(self) -> None:
            path = self.path.split("?", 1)[0].split("#", 1)[0]
            for key, value in headers_for(path, rules).items():
                if key.lower() != "content-type":  # already sent, from MIME (same values)
                    self.send_header(key, value)
            super().end_headers()

        def guess_type(self, path):
            return MIME.get(Path(str(path)).suffix, super().guess_type(path))

        def log_message(self, format, *args):  # noqa: A002 - stdlib signature
            if getattr(self.server, "verbose", True):
                super().log_message(format, *args)

    return Handler


class _QuietServer(http.server.ThreadingHTTPServer):
    """A threading server that does not print a browser closing a connection early."""

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(site: Path, host: str = "127.0.0.1", port: int = 8000, verbose: bool = True):
    """A threading HTTP server for site (port 0 picks a free port)."""
    server = _QuietServer((host, port), make_handler(Path(site)))
    server.daemon_threads = True
    server.verbose = verbose
    return server


def serve(site: Path, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve the built site until interrupted."""
    server = make_server(site, host, port)
    print(f"Beguile is served at http://{host}:{server.server_address[1]}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    serve(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("site"))
