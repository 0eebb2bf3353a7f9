"""Settings: language, table mode, practice, letter size, sound and vibration, and offline readiness."""

from __future__ import annotations

from dataclasses import replace

from .kit import el, on
from .screen import Screen


class SettingsScreen(Screen):
    """The player's choices."""

    name = "settings"
    title_key = "settings.screen"

    def wire(self) -> None:
        for name in ("table", "practice", "sound", "vibrate", "zoom", "scale", "language"):
            on(el(name), "change", lambda _e: self.changed())
        on(el("scale"), "input", lambda _e: self.changed())

    async def enter(self) -> None:
        settings = self.app.state.settings
        el("language").value = settings.language
        for name in ("table", "practice", "sound", "vibrate", "zoom"):
            el(name).checked = getattr(settings, name)
        el("scale").value = str(settings.scale)
        await self.app.draw_offline()

    def changed(self) -> None:
        settings = self.app.state.settings
        new = replace(settings, table=bool(el("table").checked), practice=bool(el("practice").checked),
                      sound=bool(el("sound").checked), vibrate=bool(el("vibrate").checked),
                      zoom=bool(el("zoom").checked),
                      scale=int(el("scale").value), language=str(el("language").value))
        self.app.set_settings(new)
        if new.language != settings.language:
            self.app.set_language()
