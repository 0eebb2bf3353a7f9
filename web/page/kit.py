"""The page's small DOM kit: find, make and listen to elements, run tasks, announce, ask.

Every handler goes through `guard`: an error in one never reaches the player as
a traceback; they get a short notice in their language and the round stays saved.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable, Iterable

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

_proxies: list = []
_tasks: set = set()
_on_error: list[Callable[[BaseException], None]] = []


def el(name: str):
    """The element with this id."""
    return js.document.getElementById(name)


def missing(value: object) -> bool:
    """Whether a value from JavaScript is null or undefined."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def when_failing(report: Callable[[BaseException], None]) -> None:
    """Who hears of an error in a handler (the app shows a notice)."""
    _on_error.append(report)


def _report(error: BaseException) -> None:
    js.console.warn(f"Beguile: {type(error).__name__}: {error}")
    for report in _on_error:
        report(error)


def spawn(work: Awaitable) -> None:
    """Run a coroutine in the background, keeping it alive until it ends; errors are reported."""
    async def guarded() -> None:
        try:
            await work
        except Exception as error:  # noqa: BLE001 - the shell's last line of defence
            _report(error)

    task = asyncio.ensure_future(guarded())
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


def guard(handler: Callable) -> Callable:
    """A handler that reports its errors instead of raising them into the browser; coroutines are spawned."""
    def run(*args):
        try:
            outcome = handler(*args)
            if inspect.isawaitable(outcome):
                spawn(outcome)
        except Exception as error:  # noqa: BLE001 - the shell's last line of defence
            _report(error)
    return run


def on(element, event: str, handler: Callable, **options) -> None:
    """Listen to a DOM event for the page's life."""
    proxy = create_proxy(guard(handler))
    _proxies.append(proxy)
    if options:
        element.addEventListener(event, proxy, to_js(options, dict_converter=js.Object.fromEntries))
    else:
        element.addEventListener(event, proxy)


def on_launch(handler: Callable[[str], object]) -> None:
    """Hear each address the installed app is launched with while it runs (the manifest's launch_handler
    brings links to the open window); nothing where the browser has no launch queue."""
    queue = getattr(js.window, "launchQueue", None)
    if missing(queue):
        return
    proxy = create_proxy(guard(lambda params: handler(str(params.targetURL))))
    _proxies.append(proxy)
    queue.setConsumer(proxy)


def on_submit(form, handler: Callable) -> None:
    """Listen to a form's submit: the page never posts it (the default is prevented at once), the handler runs."""
    def submitted(event) -> object:
        event.preventDefault()
        return handler(event)

    on(form, "submit", submitted)


def every(milliseconds: int, handler: Callable) -> None:
    """Call a handler at a steady interval for the page's life."""
    proxy = create_proxy(guard(handler))
    _proxies.append(proxy)
    js.setInterval(proxy, milliseconds)


def make(tag: str, text: str | None = None, cls: str | None = None, attrs: dict[str, str] | None = None,
         children: Iterable = ()):
    """A new element with its text, class, attributes and children."""
    element = js.document.createElement(tag)
    if cls:
        element.className = cls
    if text is not None:
        element.textContent = text
    for key, value in (attrs or {}).items():
        element.setAttribute(key, value)
    for child in children:
        element.appendChild(child)
    return element


def button(text: str, cls: str | None = None, label: str | None = None, **data: str):
    """A button with its text, an accessible name when the text alone is not enough, and data attributes."""
    element = make("button", text, cls, {"type": "button"})
    if label:
        element.setAttribute("aria-label", label)
    for key, value in data.items():
        element.setAttribute(f"data-{key}", value)
    return element


def text_node(text: str):
    """A bare text node (a space between a button's parts, so its name reads as its visible text)."""
    return js.document.createTextNode(text)


def fill(element, children: Iterable) -> None:
    """Replace an element's children."""
    element.replaceChildren(*list(children))


def show(element, visible: bool) -> None:
    """Show or hide an element."""
    element.hidden = not visible


def event_detail(name: str, detail: object) -> None:
    """Dispatch a page event with a detail, for the boot script and the tests."""
    event = js.CustomEvent.new(name, to_js({"detail": detail}, dict_converter=js.Object.fromEntries))
    js.dispatchEvent(event)


def announce(message: str, urgent: bool = False) -> None:
    """Say something to screen readers through a live region (polite, or assertive when urgent)."""
    region = el("say-now" if urgent else "say")
    region.textContent = ""
    region.textContent = message


def scroll_into_view(element, block: str = "start") -> None:
    """Scroll the page so an element shows at the top ("start") or "nearest"."""
    element.scrollIntoView(to_js({"block": block}, dict_converter=js.Object.fromEntries))


def reduced_motion() -> bool:
    """Whether the player asked their system for less motion."""
    return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def now_ms() -> float:
    """The wall clock, in epoch milliseconds."""
    return float(js.Date.now())


async def ask(question: str, yes: str, no: str) -> bool:
    """Ask the player a yes/no question in the page's dialog; True when they chose yes."""
    dialog = el("ask")
    el("ask-text").textContent = question
    el("ask-yes").textContent = yes
    el("ask-no").textContent = no
    answered = asyncio.get_event_loop().create_future()

    def closed(_event) -> None:
        if not answered.done():
            answered.set_result(str(dialog.returnValue) == "yes")

    proxy = create_proxy(closed)
    dialog.addEventListener("close", proxy, to_js({"once": True}, dict_converter=js.Object.fromEntries))
    dialog.returnValue = ""
    dialog.showModal()
    el("ask-no").focus()
    try:
        return await answered
    finally:
        proxy.destroy()


async def idle(longest: int = 3000) -> None:
    """Wait until the browser is idle (or `longest` milliseconds, where it cannot tell)."""
    done = asyncio.get_event_loop().create_future()

    def ready(*_args) -> None:
        if not done.done():
            done.set_result(None)

    if missing(getattr(js, "requestIdleCallback", None)):
        js.setTimeout(create_once_callable(ready), 1000)
    else:
        js.requestIdleCallback(create_once_callable(ready), to_js({"timeout": longest},
                                                                   dict_converter=js.Object.fromEntries))
    await done


async def next_frame() -> None:
    """Wait until the browser has painted (lets a tap's highlight show before slower work)."""
    done = asyncio.get_event_loop().create_future()

    def ready(*_args) -> None:
        if not done.done():
            done.set_result(None)

    js.requestAnimationFrame(create_once_callable(ready))
    js.setTimeout(create_once_callable(ready), 50)  # a hidden page gets no frames
    await done
