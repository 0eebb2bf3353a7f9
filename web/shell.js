// Beguile shell: the screen the player left, painted before Python starts, and
// what the player does meanwhile, kept in order for Python to replay.
//
// It reads the saved state that Python writes after every change (one record,
// one schema: web/page/saved.py's format_state): the settings, the round (its
// board, clock and found words) and the play screen's face (what only Python
// works out: the title, the score, the found words as scored and written). It
// paints the same elements Python draws later, so nothing moves when Python
// takes over. Taps, typed words and button presses made before then are queued;
// Python takes the queue once (beguileShell.take) and replays it through its own
// handlers, which judge each entry once, in order. No game rule lives here: the
// path shown under the finger meanwhile follows the tapping rules of
// page/tapping.py only to show it; Python's replay is what counts.
(() => {
  const STATE_KEY = "beguile-state";
  const STATE_VERSION = 4;
  const frame = globalThis.beguileFrame;
  const body = document.body;
  const byId = (id) => document.getElementById(id);
  const say = (key, values = {}) => frame.text(key).replace(/\{(\w+)\}/g, (_, name) => values[name] ?? "");

  function savedState() {
    try {
      const state = JSON.parse(localStorage.getItem(STATE_KEY) || "null");
      return state && state.v === STATE_VERSION && typeof state.settings === "object" ? state : null;
    } catch (error) {
      return null;
    }
  }

  // A board's text form ("ABCD/EFQuG/..."): its rows of faces.
  function faces(text) {
    return String(text).split("/").map((row) => row.match(/Qu|[A-Z]/g) || []);
  }

  // What the shell trusts of a saved round and face (Python checks them whole, and sets a bad copy aside).
  function readable(round) {
    if (!round || typeof round.board !== "string" || !(round.ends_at === null || Number.isFinite(round.ends_at))
        || !Array.isArray(round.found) || !(round.paused_at == null || Number.isFinite(round.paused_at))) return false;
    const rows = faces(round.board);
    return [4, 5].includes(rows.length) && rows.every((row) => row.length === rows.length);
  }
  function legible(face) {
    return Boolean(face) && ["title", "score", "words", "board"].every((key) => typeof face[key] === "string")
      && Array.isArray(face.found) && face.found.every((item) => Array.isArray(item) && item.length === 6);
  }

  const state = savedState();
  const settings = (state && state.settings) || {};
  const round = state && readable(state.round) ? state.round : null;
  const rows = round ? faces(round.board) : [];
  const face = state && legible(state.face) && state.face.language === frame.language ? state.face : null;
  const sameBoard = face && round && face.board === round.board;
  const queue = [];
  let live = true; // until Python takes the queue
  let path = [];
  let pressed = null;

  // The time the round's clock reads: now, or the moment it was paused (the board out of sight).
  function clockNow() {
    return round && Number.isFinite(round.paused_at) ? Math.min(Date.now(), round.paused_at) : Date.now();
  }

  function running() {
    return Boolean(round && !round.over && (round.ends_at === null || round.ends_at > clockNow()));
  }

  // ---- painting
  function cellMarkup(grid, size, accessible) {
    const made = [];
    for (let r = 0; r < size; r += 1) {
      const row = document.createElement("div");
      if (accessible) row.setAttribute("role", "row");
      for (let c = 0; c < size; c += 1) {
        const cell = document.createElement("div");
        cell.dataset.cell = String(r * size + c);
        if (accessible) {
          cell.setAttribute("role", "gridcell");
          cell.tabIndex = r === 0 && c === 0 ? 0 : -1;
        }
        row.append(cell);
      }
      made.push(row);
    }
    grid.replaceChildren(...made);
  }

  function paintBoard(grid, accessible) {
    const size = rows.length;
    if (grid.querySelectorAll("[data-cell]").length !== size * size) cellMarkup(grid, size, accessible);
    grid.dataset.size = String(size);
    grid.classList.remove("blank");
    const cells = grid.querySelectorAll("[data-cell]");
    rows.flat().forEach((letter, index) => {
      const cell = cells[index];
      cell.textContent = letter;
      cell.className = letter.length > 1 ? "qu" : "";
      if (accessible) {
        const [row, col] = [Math.floor(index / size) + 1, (index % size) + 1];
        cell.setAttribute("aria-label", say("board.cell", { face: letter, row, col }));
        cell.setAttribute("aria-selected", "false");
      }
    });
  }

  function paintFound() {
    byId("score-main").textContent = face.score;
    byId("score-words").textContent = face.words;
    const mark = (text, kind) => {
      const span = document.createElement("span");
      span.className = kind;
      span.setAttribute("aria-hidden", "true");
      span.textContent = text;
      return span;
    };
    byId("found").replaceChildren(...face.found.map(([word, shown, note, label, best, planted]) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = (best ? "word best" : "word") + (planted ? " hidden-word" : "");
      button.textContent = shown;
      button.setAttribute("aria-label", label);
      button.dataset.word = word;
      if (planted) button.append(mark("★", "star"));
      button.append(" ", mark(note, "note"));
      const item = document.createElement("li");
      item.append(button);
      return item;
    }));
  }

  function duration(seconds) {
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  }

  // As page/play_view.py's clock: a round's time left (stopped while paused), else the next round's time.
  function paintClock() {
    const timer = byId("timer");
    if (!live) return;
    if (round && !round.over && round.ends_at === null) {
      [timer.textContent, timer.dataset.state] = [say("clock.off"), "off"];
    } else if (round && !round.over) {
      const left = Math.max(0, Math.ceil((round.ends_at - clockNow()) / 1000));
      [timer.textContent, timer.dataset.state] = [duration(left), Number.isFinite(round.paused_at) ? "paused" : "running"];
      if (!running()) stopEntry();
    } else if (settings.practice) {
      [timer.textContent, timer.dataset.state] = [say("clock.off"), "off"];
    } else if (Number.isInteger(settings.seconds)) {
      [timer.textContent, timer.dataset.state] = [duration(settings.seconds), "set"];
    }
  }

  function setEntry(on) {
    for (const id of ["word", "enter", "clear"]) byId(id).disabled = !on;
    byId("end").disabled = !on;
    byId("word").placeholder = say(on ? "word.placeholder" : "word.placeholder.idle");
    byId("screen-play").classList.toggle("running", on);
    body.dataset.playing = on ? "1" : "0";
  }

  function stopEntry() {
    if (body.dataset.playing === "1") setEntry(false);
  }

  function paintPlay() {
    if (rows.length) {
      paintBoard(byId("board-a"), true);
      paintBoard(byId("board-b"), false);
    }
    if (face) byId("screen-title").textContent = face.title;
    if (face && face.badge) {
      byId("game-language-code").textContent = face.badge;
      byId("game-language-name").textContent = face.badge_name || "";
      byId("game-language").hidden = false;
    }
    if (face && (sameBoard || !round)) paintFound();
    if (face && face.planted && running()) {
      byId("planted").textContent = face.planted;
      byId("planted").hidden = false;
    }
    byId("new").disabled = false;
    setEntry(running());
    paintClock();
  }

  // ---- what the player does before Python is ready
  function keep(item, message) {
    queue.push(item);
    if (message) {
      const answer = byId("answer");
      answer.className = "answer queued";
      answer.querySelector(".text").textContent = message;
      answer.querySelector(".icon").textContent = "⋯";
    }
  }

  function spell(cells) {
    const letters = rows.flat();
    return cells.map((index) => letters[index]).join("");
  }

  function showPath(cells) {
    path = cells;
    for (const cell of document.querySelectorAll("[data-taps] [data-cell]")) {
      const on = path.includes(Number(cell.dataset.cell));
      cell.classList.toggle("path", on);
      if (!on) cell.classList.remove("press");
    }
    byId("word").value = spell(path);
  }

  function nextTo(a, b) {
    const size = rows.length;
    return a !== b && Math.abs(Math.floor(a / size) - Math.floor(b / size)) <= 1
      && Math.abs((a % size) - (b % size)) <= 1;
  }

  function extends_(cell) {
    return !path.length || (!path.includes(cell) && nextTo(path[path.length - 1], cell));
  }

  function entered(cells) {
    const word = spell(cells);
    showPath([]);
    return word;
  }

  const gestures = {
    "beguile:press": (cell) => {
      pressed = { cell, before: path, dragged: false };
      if (!path.includes(cell)) showPath(extends_(cell) ? [...path, cell] : [cell]);
    },
    "beguile:drag": (cell) => {
      if (!pressed || !path.length || cell === path[path.length - 1]) return;
      pressed.dragged = true;
      if (path.length >= 2 && cell === path[path.length - 2]) showPath(path.slice(0, -1));
      else if (extends_(cell)) showPath([...path, cell]);
    },
    "beguile:release": () => {
      if (!pressed) return null;
      const { cell, before, dragged } = pressed;
      pressed = null;
      if (dragged && path.length >= 2) return entered(path);
      if (!dragged && before.length && cell === before[before.length - 1]) return entered(before);
      if (!dragged && before.includes(cell)) showPath(before.slice(0, before.indexOf(cell) + 1));
      return null;
    },
    "beguile:cancel": () => { pressed = null; showPath([]); return null; },
  };
  for (const [name, follow] of Object.entries(gestures)) {
    addEventListener(name, (event) => {
      if (!live || !running()) return;
      const word = follow(event.detail);
      keep({ kind: name.slice(8), cell: event.detail ?? null },
        word ? say("answer.queued.word", { word }) : null);
    });
  }

  byId("entry").addEventListener("submit", (event) => {
    if (!live) return;
    event.preventDefault();
    if (!running()) return;
    const field = byId("word");
    const typed = field.value.trim();
    const word = typed || spell(path);
    if (typed) field.value = "";
    keep({ kind: "word", text: typed }, word ? say("answer.queued.word", { word: word.toUpperCase() }) : null);
    if (!typed) showPath([]);
  });

  // Typing anywhere on the play screen goes to the word field, as in Python's entry.
  document.addEventListener("keydown", (event) => {
    if (!live || !running() || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const tag = event.target && event.target.tagName;
    if (["INPUT", "SELECT", "TEXTAREA"].includes(tag) || body.dataset.screen !== "play") return;
    if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
      event.preventDefault();
      const field = byId("word");
      field.focus();
      field.value += event.key.toLowerCase();
    }
  });

  // A button pressed before Python is ready is pressed again once it is.
  document.addEventListener("click", (event) => {
    const button = live && event.target.closest && event.target.closest("button[id]");
    if (!button || button.type === "submit" || button.disabled || button.closest("dialog, #update")) return;
    if (["notice-close", "install"].includes(button.id)) return;
    keep({ kind: "click", id: button.id }, say("answer.queued"));
  });

  // How the page looks, as Python's App.set_settings applies it: colours, letter size, the turned board.
  function paintLooks() {
    if (["auto", "light", "dark"].includes(settings.theme)) document.documentElement.dataset.theme = settings.theme;
    if (Number.isInteger(settings.scale)) document.documentElement.style.setProperty("--scale", String(settings.scale / 100));
    body.classList.toggle("table", settings.table === true);
  }

  try {
    paintLooks();
    if ((settings.screen || "play") === "play") paintPlay();
  } catch (error) {
    // a saved copy the shell misread: Python draws the screen whole in a moment
  } finally {
    document.documentElement.classList.remove("unpainted");
  }
  const ticking = setInterval(() => (live ? paintClock() : clearInterval(ticking)), 250);

  globalThis.beguileShell = {
    /** Python takes what was done before it was ready (once: later events are its own). */
    take() {
      live = false;
      clearInterval(ticking);
      return JSON.stringify(queue.splice(0));
    },
  };
})();
