"""The Beguile page: the imperative shell around the engine.

It turns DOM events into engine calls (deal, Round, judge_round, find_path) and
engine results into DOM updates. No game rule lives here: which words count,
how many points they score, how boards are dealt and where a word lies on the
board are all the engine's answers.
"""

from __future__ import annotations

import asyncio
import json
import math
import random

import js
from pyodide.ffi import create_proxy, to_js

document = js.document


def progress(step: str) -> None:
    """Tell the boot script how far start-up has come."""
    event = js.CustomEvent.new("beguile:progress", to_js({"detail": step}, dict_converter=js.Object.fromEntries))
    js.dispatchEvent(event)


js.performance.mark("beguile-main")
progress("Starting the game")
await asyncio.sleep(0)  # a new task (PyScript runs this file as a coroutine): the page paints first

from beguile.board import Board  # noqa: E402  (after the progress step on purpose)
from beguile.deal import deal  # noqa: E402
from beguile.dictionaries import get_dictionary, normalise, parse_words  # noqa: E402
from beguile.judge import judge_round  # noqa: E402
from beguile.letters import DiceSet, LetterSourceError  # noqa: E402
from beguile.lexicon import Lexicon  # noqa: E402
from beguile.round import LONGEST_TIME, SHORTEST_TIME, Round, RoundError, change_time  # noqa: E402
from beguile.rules import RULES, get_rules  # noqa: E402
from beguile.solver import find_path  # noqa: E402

js.performance.mark("beguile-imported")

STORE_KEY = "beguile-state"
STORE_VERSION = 3
DEFAULT_RULES = "beguile"
SHOW_STEP = 0.45  # seconds between letters when a path is spelled out

ASSETS = json.loads(document.getElementById("assets").textContent)

# Feedback for each status the engine can give an entry: icon, text, style.
FEEDBACK = {
    "valid": ("✓", "{word}: +{points}", "valid"),
    "approved": ("✓", "{word}: +{points}", "valid"),
    "duplicate": ("↻", "{word}: already found", "warn"),
    "already-found": ("↻", "{word}: already found", "warn"),
    "not-in-dictionary": ("✗", "{word}: not in the dictionary", "bad"),
    "not-on-board": ("⊘", "{word}: not on the board", "bad"),
    "too-short": ("…", "{word}: too short", "warn"),
}


def el(name: str):
    """The element with this id."""
    return document.getElementById(name)


_proxies: list = []


def on(element, event: str, handler) -> None:
    """Listen to a DOM event (the proxy is kept alive for the page's life)."""
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    element.addEventListener(event, proxy)


def missing(value) -> bool:
    """Whether a value from JavaScript is null or undefined."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


_tasks: set = set()


def spawn(coro) -> None:
    """Run a coroutine in the background, keeping a reference until it ends."""
    task = asyncio.ensure_future(coro)
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


def now_ms() -> float:
    return float(js.Date.now())


class Game:
    """Everything the page shows, kept in one place and saved after each change."""

    def __init__(self) -> None:
        self.settings = {
            "rules": DEFAULT_RULES,
            "size": get_rules(DEFAULT_RULES).size,
            "seconds": get_rules(DEFAULT_RULES).timer,
            "practice": False,
            "table": True,
            "scale": 100,
            "sound": True,
            "vibrate": True,
        }
        self.round: Round | None = None  # the engine's round: deal, clock, found words
        self.shown = False  # whether Show revealed the planted word of this round
        self.lexicons: dict[str, Lexicon] = {}
        self.common: dict[str, list[str]] = {}
        self.path: list[int] = []  # cell indices of the word being entered
        self.pressing = False
        self.dragged = False
        self.down_cell: int | None = None
        self.down_path: list[int] = []
        self.anim = 0  # bumps to cancel a running spell-out
        self.wake_lock = None
        self.audio = None
        self.all_words: list | None = None  # the engine's every_word, once the round is over
        self.cells_a: list = []
        self.cells_b: list = []
        self.drawn_size = 0
        self.ready = False
        self.feedback_count = 0
        self.score_shown = 0

    # ------------------------------------------------------------ rules, data
    @property
    def rules(self):
        return self.round.rules if self.round else get_rules(self.settings["rules"])

    @property
    def board(self) -> Board | None:
        return self.round.board if self.round else None

    @property
    def planted(self):
        return self.round.deal.planted if self.round else None

    def dict_name(self, rules=None) -> str:
        return (rules or self.rules).dictionary

    async def fetch_bytes(self, path: str) -> bytes:
        """A site file's bytes (the boot script may have started the download)."""
        pending = getattr(js.beguilePrefetch, path, None) if hasattr(js, "beguilePrefetch") else None
        if not missing(pending):
            try:
                buffer = await pending
                return bytes(js.Uint8Array.new(buffer).to_py())
            except Exception:  # fall back to a fresh request
                pass
        response = await js.fetch("./" + path)
        if not response.ok:
            raise OSError(f"{path}: HTTP {response.status}")
        buffer = await response.arrayBuffer()
        return bytes(js.Uint8Array.new(buffer).to_py())

    async def lexicon(self, name: str) -> Lexicon:
        if name not in self.lexicons:
            entry = ASSETS["dicts"].get(name)
            if entry is None:
                raise KeyError(f"no dictionary {name!r} in this build")
            self.lexicons[name] = Lexicon.from_bytes(await self.fetch_bytes(entry["lex"]))
        return self.lexicons[name]

    async def common_words(self, name: str) -> list[str]:
        if name not in self.common:
            entry = ASSETS["dicts"].get(name, {})
            words: list[str] = []
            if entry.get("common"):
                words = list(parse_words((await self.fetch_bytes(entry["common"])).decode("utf-8")))
            self.common[name] = words
        return self.common[name]

    # ------------------------------------------------------------ storage
    def save(self) -> None:
        data = {"v": STORE_VERSION, "settings": self.settings,
                "round": self.round.to_json() if self.round else None, "shown": self.shown}
        try:
            js.localStorage.setItem(STORE_KEY, json.dumps(data))
        except Exception as error:  # storage full or blocked: play on without it
            js.console.warn(f"could not save: {error}")

    def load(self) -> None:
        """Read the saved settings and round; discard them with a notice if unreadable."""
        try:
            raw = js.localStorage.getItem(STORE_KEY)
        except Exception:
            return
        if missing(raw):
            return
        try:
            data = json.loads(raw)
            if not isinstance(data, dict) or data.get("v") != STORE_VERSION:
                raise ValueError("unknown format")
            settings = dict(self.settings)
            for key, value in dict(data.get("settings") or {}).items():
                if key in settings and type(value) is type(settings[key]):
                    settings[key] = value
            get_rules(settings["rules"])
            if settings["size"] not in (4, 5) or not SHORTEST_TIME <= settings["seconds"] <= LONGEST_TIME:
                raise ValueError("bad settings")
            saved = data.get("round")
            round_ = None if saved is None else Round.from_json(saved)
            shown = bool(data.get("shown", False))
        except (RoundError, ValueError, KeyError, TypeError, AttributeError) as error:
            js.console.warn(f"saved game discarded: {error!r}")
            try:
                js.localStorage.removeItem(STORE_KEY)
            except Exception:
                pass
            self.notice("The saved game could not be read, so a fresh one was started.")
            return
        self.settings = settings
        self.round = round_
        self.shown = shown
        if round_ is not None and not round_.over and round_.is_over(now_ms()):
            self.round = round_.finish()  # time ran out while the page was closed

    def notice(self, text: str) -> None:
        box = el("notice")
        box.textContent = text
        box.hidden = False

    # ------------------------------------------------------------ drawing
    def draw_board(self) -> None:
        size = self.board.rows if self.board else self.settings["size"]
        if size != self.drawn_size:
            self.cells_a = self._grid(el("board-a"), size)
            self.cells_b = self._grid(el("board-b"), size)
            self.drawn_size = size
        for grid in (el("board-a"), el("board-b")):
            grid.dataset.size = str(size)
            grid.classList.toggle("blank", self.board is None)
        faces = self.board.faces if self.board else [""] * (size * size)
        for index, face in enumerate(faces):
            for cells in (self.cells_a, self.cells_b):
                cell = cells[index]
                cell.textContent = face or "·"
                cell.classList.toggle("qu", len(face) > 1)
                cell.classList.remove("lit", "path", "last")
                cell.setAttribute("aria-selected", "false")
        self.draw_path()

    def _grid(self, grid, size: int) -> list:
        grid.replaceChildren()
        cells = []
        for r in range(size):
            row = document.createElement("div")
            row.setAttribute("role", "row")
            for c in range(size):
                cell = document.createElement("div")
                cell.setAttribute("role", "gridcell")
                cell.dataset.index = str(r * size + c)
                row.appendChild(cell)
                cells.append(cell)
            grid.appendChild(row)
        return cells

    def draw_path(self, path: list[int] | None = None) -> None:
        path = self.path if path is None else path
        on_path = set(path)
        for cells in (self.cells_a, self.cells_b):
            for index, cell in enumerate(cells):
                cell.classList.toggle("path", index in on_path)
                cell.classList.toggle("last", bool(path) and index == path[-1])
                cell.setAttribute("aria-selected", "true" if index in on_path else "false")
        if self.board is not None and path:
            el("word").textContent = self.board.spell(tuple(self.board.cell(i) for i in path)).upper()
        elif not path and not self.round_planted_shown():
            el("word").textContent = "" if self.round else "Press New to deal a board"
        el("word").classList.toggle("hint", not self.round and not path)

    def round_planted_shown(self) -> bool:
        return bool(self.round and self.shown)

    def draw_controls(self) -> None:
        rules = self.rules
        running = self.running()
        size = self.board.rows if self.board else self.settings["size"]
        el("size4").setAttribute("aria-pressed", "true" if size == 4 else "false")
        el("size5").setAttribute("aria-pressed", "true" if size == 5 else "false")
        for name, n in (("size4", 4), ("size5", 5)):
            # a dice set fills as many cells as it has dice
            el(name).disabled = running or not self.ready or rules.source.capacity < n * n
        planted = self.planted
        el("fix-length").textContent = str(len(planted.word)) if planted else ""
        el("show").disabled = not planted
        for name in ("plus", "minus"):  # the time is agreed before the round
            el(name).disabled = running or not self.ready
        for name in ("typed", "enter", "clear"):
            el(name).disabled = not running
        el("finish").disabled = not running
        document.body.classList.toggle("table", bool(self.settings["table"]))
        document.documentElement.style.setProperty("--scale", str(self.settings["scale"] / 100))
        el("game-title").textContent = f"{rules.title} · {get_dictionary(rules.dictionary).title}"
        el("rules").value = self.settings["rules"]
        self.draw_timer()

    def draw_timer(self) -> None:
        timer = el("timer")
        timer.classList.remove("stop", "off")
        if self.round and self.round.over:
            timer.textContent = "Stop"
            timer.classList.add("stop")
            return
        if self.round:
            left = self.round.remaining(now_ms())
            seconds = None if left is None else math.ceil(left)
        else:
            seconds = None if self.settings["practice"] else self.settings["seconds"]
        if seconds is None:
            timer.textContent = "No timer"
            timer.classList.add("off")
            return
        timer.textContent = f"{seconds // 60}:{seconds % 60:02d}"

    def judged(self) -> tuple[list[tuple[str, int]], int]:
        """The found words with their points and the total, as the engine scores the round."""
        lexicon = self.lexicons.get(self.dict_name())
        if not self.round or lexicon is None:
            return [], 0
        result = self.round.scored(lexicon)
        return [(r.word, r.points) for r in result.words], result.total

    def draw_found(self) -> int:
        words, total = self.judged()
        listing = el("found")
        listing.replaceChildren()
        for word, points in sorted(words, key=lambda wp: (-len(wp[0]), wp[0])):
            listing.appendChild(self._word_button(word, f"+{points}", "got"))
        el("score").textContent = f"{total} point{'s' if total != 1 else ''}"
        return total

    def _word_button(self, word: str, note: str, kind: str):
        item = document.createElement("li")
        button = document.createElement("button")
        button.type = "button"
        button.className = kind
        button.dataset.word = word
        button.textContent = word
        if note:
            small = document.createElement("span")
            small.className = "points"
            small.textContent = note
            button.appendChild(small)
        item.appendChild(button)
        return item

    def draw_results(self) -> None:
        box = el("results")
        if not (self.round and self.round.over):
            box.hidden = True
            return
        lexicon = self.lexicons.get(self.dict_name())
        if lexicon is None:
            box.hidden = True
            return
        rules = self.rules
        if self.all_words is None:
            self.all_words = self.round.every_word(lexicon)
        listing = el("all-words")
        listing.replaceChildren()
        for word, _path, got in self.all_words:
            listing.appendChild(self._word_button(word, str(rules.points(len(word))), "got" if got else "missed"))
        words = [word for word, _, _ in self.all_words]
        missed = sum(1 for _, _, got in self.all_words if not got)
        score = self.round.scored(lexicon).total
        best = judge_round(self.board, rules, lexicon, {"all": words}).totals()["all"]
        summary = (f"You found {len(words) - missed} of {len(words)} words "
                   f"and scored {score} (all the words: {best}); {missed} missed.")
        if words:
            summary += f" Longest: {words[0].upper()} ({len(words[0])} letters)."
        el("results-summary").textContent = summary
        el("score").textContent = f"{score} point{'s' if score != 1 else ''}"
        box.hidden = False

    def draw(self) -> None:
        self.draw_board()
        self.draw_controls()
        self.score_shown = self.draw_found()
        self.draw_results()
        if self.shown and self.planted:
            el("word").textContent = self.planted.word.upper()

    def feedback(self, icon: str, text: str, kind: str, status: str | None = None) -> None:
        """Show and announce a result: an icon and words, never colour alone."""
        self.feedback_count += 1
        box = el("feedback")
        box.className = f"feedback {kind}"
        box.replaceChildren()
        mark = document.createElement("span")
        mark.className = "icon"
        mark.setAttribute("aria-hidden", "true")
        mark.textContent = icon
        box.appendChild(mark)
        box.appendChild(document.createTextNode(text))
        box.dataset.status = status or kind
        box.dataset.count = str(self.feedback_count)

    # ------------------------------------------------------------ rounds
    def running(self) -> bool:
        return bool(self.round and not self.round.over)

    async def new_round(self, fix: bool) -> None:
        rules = get_rules(self.settings["rules"])
        name = self.dict_name(rules)
        common = await self.common_words(name) if fix else None
        lexicon_task = asyncio.ensure_future(self.lexicon(name))
        self.unlock_audio()
        seed = random.getrandbits(53)
        kwargs = {"size": self.settings["size"], "fix": fix}
        if fix:
            kwargs["common"] = common
        try:
            dealt = deal(rules, seed, **kwargs)
        except LetterSourceError as error:
            self.feedback("✗", str(error), "bad")
            return
        planted = dealt.planted
        self.anim += 1
        self.path = []
        self.all_words = None
        self.shown = False
        el("notice").hidden = True
        self.round = Round.start(dealt, self.settings["seconds"], now_ms(), self.settings["practice"])
        self.save()
        el("feedback").textContent = ""
        el("feedback").className = "feedback"
        self.draw()
        if planted:
            self.feedback("★", f"A {len(planted.word)}-letter word is hidden on the board", "valid")
        await self.keep_awake()
        await lexicon_task

    def end_round(self, by_time: bool) -> None:
        if not self.running():
            return
        self.round = self.round.finish()
        self.path = []
        self.save()
        self.release_wake_lock()
        if by_time:
            self.alarm()
        self.feedback("■", "Stop: time is up" if by_time else "Round over", "warn")
        self.draw()

    def tick(self, *_args) -> None:
        if not self.round:
            return
        if self.running() and self.round.is_over(now_ms()):
            self.end_round(by_time=True)
            return
        self.draw_timer()

    def change_time(self, steps: int) -> None:
        if self.running():
            return
        self.settings["seconds"] = change_time(self.settings["seconds"], steps)
        self.save()
        self.draw_timer()

    def set_size(self, size: int) -> None:
        if self.running():
            return
        self.settings["size"] = size
        if self.board is not None and self.board.rows != size:
            self.round = None
            self.all_words = None
            el("feedback").textContent = ""
        self.save()
        self.draw()

    # ------------------------------------------------------------ words
    async def submit(self, word: str) -> None:
        word = normalise(word)
        self.path = []
        self.draw_path()
        if not word:
            return
        if not self.running():
            self.feedback("ⓘ", "Press New or Fix to start a round", "warn")
            return
        lexicon = await self.lexicon(self.dict_name())
        if not self.running():
            return
        try:
            self.round, result = self.round.enter(word, lexicon, now_ms())
        except RoundError:  # time ran out a moment ago
            self.end_round(by_time=True)
            return
        status = str(result.status)
        icon, template, kind = FEEDBACK.get(status, ("?", "{word}: " + status, "warn"))
        points = result.points
        if result.accepted:
            self.save()
            before = self.score_shown
            self.score_shown = self.draw_found()
            points = self.score_shown - before  # what the word adds under the rules
        text = template.format(word=result.word.upper(), points=points)
        self.feedback(icon, text, kind, status)
        path = result.path
        if path and kind != "bad":
            self.draw_path([self.board.index(c) for c in path])

    def cell_at(self, event) -> int | None:
        target = document.elementFromPoint(event.clientX, event.clientY)
        if missing(target):
            return None
        cell = target.closest('[role="gridcell"]')
        if missing(cell) or not cell.dataset.index:
            return None
        return int(cell.dataset.index)

    def near_centre(self, event, index: int) -> bool:
        """Whether a drag is close enough to a cell's centre to enter it (eases diagonals)."""
        cell = (self.cells_a + self.cells_b)[index]
        target = document.elementFromPoint(event.clientX, event.clientY)
        if not missing(target) and not missing(target.closest('[role="gridcell"]')):
            cell = target.closest('[role="gridcell"]')
        box = cell.getBoundingClientRect()
        cx, cy = box.left + box.width / 2, box.top + box.height / 2
        return math.hypot(event.clientX - cx, event.clientY - cy) <= 0.42 * box.width

    def extends(self, index: int) -> bool:
        path = self.path + [index]
        return self.board.is_path(tuple(self.board.cell(i) for i in path))

    def pointer_down(self, event) -> None:
        if not self.running() or self.board is None:
            return
        index = self.cell_at(event)
        if index is None:
            return
        event.preventDefault()
        self.pressing = True
        self.dragged = False
        self.down_cell = index
        self.down_path = list(self.path)
        if not self.path or (index not in self.path and not self.extends(index)):
            self.path = [index]
        elif index not in self.path:
            self.path.append(index)
        self.draw_path()

    def pointer_move(self, event) -> None:
        if not self.pressing:
            return
        index = self.cell_at(event)
        if index is None or index == self.path[-1] or not self.near_centre(event, index):
            return
        if len(self.path) >= 2 and index == self.path[-2]:
            self.path.pop()
        elif index not in self.path and self.extends(index):
            self.path.append(index)
        else:
            return
        self.dragged = True
        self.draw_path()

    async def pointer_up(self, event) -> None:
        if not self.pressing:
            return
        self.pressing = False
        if self.dragged and len(self.path) >= 2:
            await self.submit_path()
            return
        index = self.down_cell
        before = self.down_path
        if before and index == before[-1]:
            await self.submit_path()  # tapping the last letter again enters the word
        elif before and index in before:
            self.path = before[: before.index(index) + 1]  # step back to that letter
            self.draw_path()

    def pointer_cancel(self, *_args) -> None:
        """The browser took the gesture over: drop the word being dragged."""
        if self.pressing:
            self.pressing = False
            self.path = []
            self.draw_path()

    async def submit_path(self) -> None:
        if not self.path:
            return
        word = self.board.spell(tuple(self.board.cell(i) for i in self.path))
        await self.submit(word)

    def typed(self, *_args) -> None:
        """Draw where the typed letters lie on the board."""
        if not self.running():
            return
        text = normalise(str(el("typed").value))
        path = find_path(self.board, text, self.rules.q_as_qu) if len(text) >= 1 else None
        self.path = [self.board.index(c) for c in path] if path else []
        self.draw_path()
        if text and not path:
            el("word").textContent = text.upper()

    # ------------------------------------------------------------ show
    async def spell_out(self, path: list, word: str | None = None) -> None:
        self.anim += 1
        token = self.anim
        self.path = []
        self.draw_path()
        if word:
            el("word").textContent = word.upper()
        for cells in (self.cells_a, self.cells_b):
            for cell in cells:
                cell.classList.remove("lit")
        for r, c in path:
            if token != self.anim:
                return
            index = self.board.index((r, c))
            self.cells_a[index].classList.add("lit")  # both boards at the same moment
            self.cells_b[index].classList.add("lit")
            await asyncio.sleep(SHOW_STEP)

    async def show(self, *_args) -> None:
        if not self.planted:
            return
        word, path = self.planted.word, self.planted.path
        self.shown = True
        self.save()
        self.feedback("★", f"The hidden word: {word.upper()}", "valid")
        await self.spell_out(path, word)

    async def light_word(self, word: str) -> None:
        known = {w: p for w, p, _ in self.all_words or ()}
        path = known.get(word) or find_path(self.board, word, self.rules.q_as_qu)
        if path:
            await self.spell_out(list(path), word)

    # ------------------------------------------------------------ more
    def show_more(self, *_args) -> None:
        rules = self.rules
        source = rules.source
        table = el("more-table")
        table.replaceChildren()
        if isinstance(source, DiceSet):
            table.className = "more-table dice"
            el("more-title").textContent = str(source.title)
            description = f"{len(source.dice)} dice; each cell shows one face of one die."
            for number, faces in enumerate(source.describe(), 1):
                item = document.createElement("div")
                item.className = "item"
                item.setAttribute("role", "listitem")
                item.innerHTML = ""
                head = document.createElement("b")
                head.textContent = " ".join(faces)
                item.appendChild(head)
                item.appendChild(document.createTextNode(f"die {number}"))
                table.appendChild(item)
        else:
            table.className = "more-table"
            el("more-title").textContent = str(source.title)
            items = source.describe()
            total = sum(n for _, n in items)
            for face, count in items:
                item = document.createElement("div")
                item.className = "item"
                item.setAttribute("role", "listitem")
                head = document.createElement("b")
                head.textContent = face
                item.appendChild(head)
                item.appendChild(document.createTextNode(f"× {count}"))
                table.appendChild(item)
            description = (f"The deck holds {total} cards. Each board takes the top "
                           f"{self.settings['size'] ** 2} after a shuffle.")
        table.setAttribute("role", "list")
        el("more-text").textContent = str(description or "")
        document.body.dataset.view = "more"
        el("board-view").hidden = True
        el("more-view").hidden = False
        el("back").focus()

    def back(self, *_args) -> None:
        document.body.dataset.view = "board"
        el("more-view").hidden = True
        el("board-view").hidden = False
        el("more").focus()

    # ------------------------------------------------------------ device
    def unlock_audio(self) -> None:
        if self.audio is None and self.settings["sound"] and hasattr(js, "AudioContext"):
            try:
                self.audio = js.AudioContext.new()
            except Exception:
                self.audio = None

    def alarm(self) -> None:
        if self.settings["sound"] and self.audio is not None:
            try:
                start = self.audio.currentTime
                for i in range(3):
                    osc = self.audio.createOscillator()
                    gain = self.audio.createGain()
                    osc.frequency.value = 880
                    gain.gain.value = 0.2
                    osc.connect(gain)
                    gain.connect(self.audio.destination)
                    osc.start(start + i * 0.3)
                    osc.stop(start + i * 0.3 + 0.18)
            except Exception:
                pass
        if self.settings["vibrate"] and hasattr(js.navigator, "vibrate"):
            try:
                js.navigator.vibrate(to_js([200, 100, 200]))
            except Exception:
                pass

    async def keep_awake(self) -> None:
        if not self.running() or self.wake_lock is not None:
            return
        if not hasattr(js.navigator, "wakeLock") or missing(js.navigator.wakeLock):
            return
        try:
            self.wake_lock = await js.navigator.wakeLock.request("screen")
            document.body.dataset.wakeLock = "on"
        except Exception:
            self.wake_lock = None

    def release_wake_lock(self) -> None:
        if self.wake_lock is not None:
            try:
                self.wake_lock.release()
            except Exception:
                pass
            self.wake_lock = None
            document.body.dataset.wakeLock = "off"

    async def visibility(self, *_args) -> None:
        if document.visibilityState == "visible":
            self.wake_lock = None  # the browser drops the lock when the page is hidden
            self.tick()
            await self.keep_awake()

    # ------------------------------------------------------------ settings
    def fill_rules(self) -> None:
        select = el("rules")
        select.replaceChildren()
        for name, rules in RULES.items():
            option = document.createElement("option")
            option.value = name
            option.textContent = rules.title
            select.appendChild(option)
        select.value = self.settings["rules"]

    async def rules_changed(self, *_args) -> None:
        name = str(el("rules").value)
        rules = get_rules(name)
        self.settings["rules"] = name
        self.settings["seconds"] = rules.timer
        if not self.running():
            self.settings["size"] = rules.size
            if self.board is not None and self.board.rows != self.settings["size"]:
                self.round = None
        self.save()
        self.draw()
        dictionary = self.dict_name(rules)
        if dictionary not in self.lexicons:
            self.feedback("⇣", "Loading the dictionary…", "warn")
            try:
                await self.lexicon(dictionary)
                await self.common_words(dictionary)
                self.feedback("✓", "Dictionary ready (kept for offline play)", "valid")
            except Exception as error:
                self.feedback("✗", f"The dictionary could not be loaded: {error}", "bad")

    def settings_changed(self, *_args) -> None:
        self.settings["practice"] = bool(el("practice").checked)
        self.settings["table"] = bool(el("table-view").checked)
        self.settings["scale"] = int(el("scale").value)
        self.settings["sound"] = bool(el("sound").checked)
        self.settings["vibrate"] = bool(el("vibrate").checked)
        self.save()
        self.draw_controls()

    def sync_settings_form(self) -> None:
        el("practice").checked = self.settings["practice"]
        el("table-view").checked = self.settings["table"]
        el("scale").value = str(self.settings["scale"])
        el("sound").checked = self.settings["sound"]
        el("vibrate").checked = self.settings["vibrate"]

    # ------------------------------------------------------------ wiring
    def wire(self) -> None:
        async def new(_e):
            await self.new_round(fix=False)

        async def fix(_e):
            await self.new_round(fix=True)

        def enter(event):
            event.preventDefault()  # synchronously: the page never posts a form
            word = str(el("typed").value)
            el("typed").value = ""
            if self.path and not word:
                spawn(self.submit_path())
            else:
                spawn(self.submit(word))

        def clear(_e):
            el("typed").value = ""
            self.path = []
            self.draw_path()

        async def word_click(event):
            button = event.target.closest("button")
            if not missing(button) and button.dataset.word:
                await self.light_word(str(button.dataset.word))

        def keydown(event):
            if event.key == "Escape" and self.path:
                clear(event)

        on(el("new"), "click", new)
        on(el("fix"), "click", fix)
        on(el("show"), "click", self.show)
        on(el("more"), "click", self.show_more)
        on(el("back"), "click", self.back)
        on(el("plus"), "click", lambda e: self.change_time(1))
        on(el("minus"), "click", lambda e: self.change_time(-1))
        on(el("size4"), "click", lambda e: self.set_size(4))
        on(el("size5"), "click", lambda e: self.set_size(5))
        on(el("finish"), "click", lambda e: self.end_round(by_time=False))
        on(el("entry"), "submit", enter)
        on(el("clear"), "click", clear)
        on(el("typed"), "input", self.typed)
        on(document, "keydown", keydown)
        for grid in (el("board-a"), el("board-b")):
            on(grid, "pointerdown", self.pointer_down)
        on(document, "pointermove", self.pointer_move)
        on(document, "pointerup", self.pointer_up)
        on(document, "pointercancel", self.pointer_cancel)
        on(el("found"), "click", word_click)
        on(el("all-words"), "click", word_click)
        on(el("rules"), "change", self.rules_changed)
        for name in ("practice", "table-view", "scale", "sound", "vibrate"):
            on(el(name), "change", self.settings_changed)
        on(el("scale"), "input", self.settings_changed)
        on(el("settings-open"), "click", lambda e: el("settings").showModal())
        on(document, "visibilitychange", self.visibility)
        timer = create_proxy(self.tick)
        _proxies.append(timer)
        js.setInterval(timer, 250)


async def start() -> None:
    game = Game()
    game.load()
    game.fill_rules()
    game.sync_settings_form()
    game.wire()
    dictionary = asyncio.ensure_future(game.lexicon(game.dict_name()))
    if game.round is not None and game.round.over:
        progress("Loading the dictionary")
        await asyncio.wait([dictionary])  # the results of a finished round list every word
    for name in ("new", "fix", "more", "plus", "minus", "rules"):
        el(name).disabled = False
    game.ready = True
    game.draw()
    js.window.beguile = create_proxy(game)  # for debugging from the console
    js.performance.mark("beguile-ready")
    document.body.dataset.ready = "1"
    progress("Ready")
    # the dictionary was fetched while Python started; reading it takes a few
    # milliseconds more, and a word entered meanwhile waits for it
    try:
        await dictionary
        js.performance.mark("beguile-lexicon")
        game.score_shown = game.draw_found()
        spawn(game.common_words(game.dict_name()))  # ready for Fix
    except Exception as error:
        game.notice(f"The dictionary could not be loaded ({error}). Connect once to download it.")
    if game.running():
        await game.keep_awake()


asyncio.ensure_future(start())
