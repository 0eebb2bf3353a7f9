// Beguile tiles: the crossword's board squares and tray tiles light up in the very frame of a press,
// before Python hears of it, and a drag becomes one "sesq:drop" event that Python turns into a move
// of the tentative play (a tray tile onto a square or to another place in the tray; with a mouse or
// a pen, a tile laid this turn onto another square or back to the tray). A tap stays a click, which
// Python handles; the click that ends a drag is swallowed here. No game rule lives here.
const SLOP = 8; // CSS pixels a pointer moves before a press becomes a drag
const PLACES = "#sesq-board [data-square], #sesq-tray [data-slot]";
let press = null; // the pointer pressed on a square or a tile: {id, el, from, x, y, ghost, over}
let swallow = false;

function place(el) {
  return el.dataset.slot !== undefined ? `slot:${el.dataset.slot}` : `square:${el.dataset.square}`;
}

function movable(el, pointerType) {
  if (el.matches("#sesq-tray [data-slot]")) return !el.classList.contains("gone");
  // under a finger the board scrolls and zooms: laid tiles move there by tap, then tap
  return pointerType !== "touch" && el.classList.contains("new");
}

function under(x, y) {
  const hit = document.elementFromPoint(x, y);
  return hit ? hit.closest(PLACES) : null;
}

function mark(el) {
  if (press.over === el) return;
  if (press.over) press.over.classList.remove("drop");
  press.over = el;
  if (el && el !== press.el) el.classList.add("drop");
}

function end() {
  if (!press) return;
  press.el.classList.remove("press", "dragging");
  if (press.ghost) press.ghost.remove();
  if (press.over) press.over.classList.remove("drop");
  press = null;
}

document.addEventListener("pointerdown", (event) => {
  if (event.button > 0) return;
  const el = event.target.closest && event.target.closest(PLACES);
  if (!el) return;
  end();
  el.classList.add("press");
  press = { id: event.pointerId, el, from: movable(el, event.pointerType) ? place(el) : null,
    x: event.clientX, y: event.clientY, ghost: null, over: null };
});

document.addEventListener("pointermove", (event) => {
  if (!press || event.pointerId !== press.id || !press.from) return;
  if (!press.ghost) {
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < SLOP) return;
    const box = press.el.getBoundingClientRect();
    press.ghost = press.el.cloneNode(true);
    press.ghost.removeAttribute("id");
    press.ghost.className = "sesq-ghost";
    press.ghost.style.width = `${Math.max(box.width, 36)}px`;
    press.ghost.style.height = `${Math.max(box.height, 36)}px`;
    document.body.append(press.ghost);
    press.el.classList.add("dragging");
  }
  event.preventDefault();
  const ghost = press.ghost;
  const x = event.clientX - ghost.offsetWidth / 2;
  const y = event.clientY - ghost.offsetHeight / 2;
  ghost.style.transform = `translate(${x}px, ${y}px)`;
  mark(under(event.clientX, event.clientY));
}, { passive: false });

document.addEventListener("pointerup", (event) => {
  if (!press || event.pointerId !== press.id) return;
  if (press.ghost) {
    const target = under(event.clientX, event.clientY);
    const from = press.from;
    swallow = true;
    setTimeout(() => { swallow = false; }, 0);
    end();
    if (target && place(target) !== from) {
      dispatchEvent(new CustomEvent("sesq:drop", { detail: { source: from, target: place(target) } }));
    }
    return;
  }
  end();
});

document.addEventListener("pointercancel", (event) => {
  if (press && event.pointerId === press.id) end();
});

document.addEventListener("click", (event) => {
  if (!swallow) return;
  swallow = false;
  event.stopPropagation();
  event.preventDefault();
}, true);
