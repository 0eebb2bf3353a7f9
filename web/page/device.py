"""The phone around the game: keep the screen awake during a round, beep and buzz when time is up."""

from __future__ import annotations

import js
from pyodide.ffi import to_js

from .kit import missing


class Device:
    """Wake lock, sound and vibration, each used only when the browser offers it."""

    def __init__(self) -> None:
        self.lock = None
        self.audio = None

    def unlock_audio(self) -> None:
        """Create the sound context during a tap (browsers allow sound only after one)."""
        if self.audio is None and hasattr(js, "AudioContext"):
            try:
                self.audio = js.AudioContext.new()
            except Exception:  # noqa: BLE001 - no sound on this device
                self.audio = None

    def alarm(self, sound: bool, vibrate: bool) -> None:
        """Three short beeps and a buzz, as the player chose."""
        if sound and self.audio is not None:
            start = self.audio.currentTime
            for i in range(3):
                tone = self.audio.createOscillator()
                gain = self.audio.createGain()
                tone.frequency.value = 880
                gain.gain.value = 0.2
                tone.connect(gain)
                gain.connect(self.audio.destination)
                tone.start(start + i * 0.3)
                tone.stop(start + i * 0.3 + 0.18)
        if vibrate and hasattr(js.navigator, "vibrate"):
            js.navigator.vibrate(to_js([200, 100, 200]))

    async def keep_awake(self) -> None:
        """Keep the screen on during a round."""
        if self.lock is not None or missing(getattr(js.navigator, "wakeLock", None)):
            return
        try:
            self.lock = await js.navigator.wakeLock.request("screen")
            js.document.body.dataset.wakeLock = "on"
        except Exception:  # noqa: BLE001 - refused (battery saver, hidden page): play on
            self.lock = None

    def let_sleep(self) -> None:
        """Let the screen turn off again."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None
            js.document.body.dataset.wakeLock = "off"

    def lost_lock(self) -> None:
        """The browser drops the lock when the page is hidden: ask again when it is back."""
        self.lock = None
