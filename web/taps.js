// Beguile taps: a pressed cell lights in the very frame of the tap, and a drag
// lights each neighbouring cell it enters; the gesture is then handed to Python,
// which owns the path, just after that frame is painted. No game rule lives here.
const NEAR = 0.42; // how close to a cell's centre a drag must come to enter it (eases diagonals)
let gesture = null; // the pointer that went down on a board: {id, last, size}

function cellAt(x, y) {
  const hit = document.elementFromPoint(x, y);
  return hit ? hit.closest("[data-taps] [data-cell]") : null;
}

function nearCentre(cell, x, y) {
  const box = cell.getBoundingClientRect();
  return Math.hypot(x - (box.left + box.width / 2), y - (box.top + box.height / 2)) <= NEAR * box.width;
}

function press(index) {
  for (const cell of document.querySelectorAll(`[data-taps] [data-cell="${index}"]`)) cell.classList.add("press");
}

function neighbours(a, b, size) {
  const [ra, ca, rb, cb] = [Math.floor(a / size), a % size, Math.floor(b / size), b % size];
  return a !== b && Math.abs(ra - rb) <= 1 && Math.abs(ca - cb) <= 1;
}

function afterPaint(name, detail) {
  requestAnimationFrame(() => setTimeout(() => dispatchEvent(new CustomEvent(name, { detail })), 0));
}

document.addEventListener("pointerdown", (event) => {
  if (document.body.dataset.playing !== "1" || event.button > 0) return;
  const cell = event.target.closest && event.target.closest("[data-taps] [data-cell]");
  if (!cell) return;
  event.preventDefault();
  const index = Number(cell.dataset.cell);
  press(index);
  gesture = { id: event.pointerId, last: index, size: Number(cell.closest("[data-size]").dataset.size) };
  afterPaint("beguile:press", index);
});

document.addEventListener("pointermove", (event) => {
  if (!gesture || event.pointerId !== gesture.id) return;
  const cell = cellAt(event.clientX, event.clientY);
  if (!cell || !nearCentre(cell, event.clientX, event.clientY)) return;
  const index = Number(cell.dataset.cell);
  if (index === gesture.last) return;
  if (neighbours(index, gesture.last, gesture.size) && !cell.classList.contains("press")) press(index);
  gesture.last = index;
  afterPaint("beguile:drag", index);
});

for (const [type, name] of [["pointerup", "beguile:release"], ["pointercancel", "beguile:cancel"]]) {
  document.addEventListener(type, (event) => {
    if (!gesture || event.pointerId !== gesture.id) return;
    gesture = null;
    afterPaint(name, null);
  });
}
