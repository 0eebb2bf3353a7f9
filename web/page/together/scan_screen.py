"""The scan screen: read a code with the camera, or paste a link or a code.

A round code read from the leader's screen is watched a moment longer: the
leader's code changes every second, and the moment it changes tells this
device how far its clock is from the leader's (see timing). Words codes can be
read one after another when the judge collects them.
"""

from __future__ import annotations

import asyncio

import js

from beguile.token_codec import TokenError
from beguile.tokens import RoundInvite, parse_token

from ..kit import el, now_ms, on, on_submit, show, spawn
from ..screen import Screen
from . import qr
from .hub import hub
from .timing import SETTLE_MS, clock_offset

PROBLEMS = {"denied": "scan.camera.denied", "none": "scan.camera.none", "unsupported": "scan.camera.unsupported",
            "failed": "scan.camera.failed"}


class ScanScreen(Screen):
    """Codes in: the camera, or pasted text."""

    games = True
    """The bar offers Games beside Back."""

    name = "scan"
    title_key = "scan.screen"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.collecting = False
        """Reading codes one after another (the judge's words, the leader's roster), rather than one code."""
        self.back = "judge"
        self.lead = "scan.lead"
        self.readings: list[tuple[RoundInvite, float]] = []
        self.settling = False
        self.latest = ""

    def wire(self) -> None:
        on(el("scan-camera"), "click", lambda _e: self.camera())
        on(el("scan-done"), "click", lambda _e: self.app.go(self.back))
        on_submit(el("scan-form"), self.pasted)
        on(js.window, "beguile:scanned", lambda event: self.scanned(str(event.detail.text), float(event.detail.at)))

    def open_for(self, collecting: bool, camera: bool, back: str = "judge", lead: str | None = None) -> None:
        """Show the screen, for one code or for collecting codes (Done goes back), with the camera on or not."""
        self.collecting = collecting
        self.back = back
        self.lead = lead or ("scan.lead.collect" if collecting else "scan.lead")
        self.app.go("scan")
        if camera:
            spawn(self.camera())

    def enter(self) -> None:
        text = self.app.text
        el("scan-lead").textContent = text(self.lead)
        el("scan-say").textContent = ""
        el("scan-paste").value = ""
        show(el("scan-done"), self.collecting)
        show(el("scan-frame"), False)
        self.readings = []

    async def camera(self) -> None:
        """Open the camera and read codes until the screen is left."""
        show(el("scan-frame"), True)
        el("scan-say").textContent = self.app.text("scan.starting")
        outcome = await qr.start_camera(el("scan-video"))
        if outcome == "ok":
            el("scan-say").textContent = self.app.text("scan.aim")
        else:
            show(el("scan-frame"), False)
            el("scan-say").textContent = self.app.text(PROBLEMS.get(outcome, "scan.camera.failed"))

    async def scanned(self, text: str, at: float) -> None:
        """A code was read (or changed) in front of the camera."""
        if self.app.current != "scan":
            return
        try:
            token = parse_token(text)
        except TokenError:
            token = None
        if isinstance(token, RoundInvite) and not self.collecting:
            self.readings.append((token, at))
            self.latest = text
            if not self.settling:
                await self.settle()
            return
        await self.open(text, at)

    async def settle(self) -> None:
        """Keep reading a round code a moment, to see it tick; then join it."""
        self.settling = True
        el("scan-say").textContent = self.app.text("scan.hold")
        first_read = self.readings[-1][1]
        try:
            while now_ms() - first_read < SETTLE_MS and clock_offset(self.readings) is None:
                await asyncio.sleep(0.1)
            offset = clock_offset(self.readings)
            _, read = self.readings[-1]
            js.document.body.dataset.clockOffset = "none" if offset is None else str(round(offset))
            await self.open(self.latest, read, offset)
        finally:
            self.settling = False
            self.readings = []

    async def open(self, text: str, at: float, offset: float | None = None) -> None:
        problem = await hub(self.app).open_text(text, at, offset, stay=self.collecting)
        if problem is not None:
            el("scan-say").textContent = self.app.text(problem)

    async def pasted(self, event) -> None:
        value = str(el("scan-paste").value)
        if not value.strip():
            el("scan-say").textContent = self.app.text("scan.empty")
            return
        problem = await hub(self.app).open_text(value, stay=self.collecting)
        if problem is not None:
            el("scan-say").textContent = self.app.text(problem)
        else:
            el("scan-paste").value = ""
