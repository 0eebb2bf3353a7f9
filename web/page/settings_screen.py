"""Settings: language, colours, table mode, practice, letter size, sound and vibration, and offline readiness."""

from __future__ import annotations

from dataclasses import replace

import js

from .kit import el, on
from .screen import Screen


class SettingsScreen(Screen):
    """The player's choices."""

    name = "settings"
    title_key = "settings.screen"

    def wire(self) -> None:
        for name in ("table", "practice", "sound", "vibrate", "zoom", "scale", "language", "theme"):
            on(el(name), "change", lambda _e: self.changed())
        on(el("scale"), "input", lambda _e: self.changed())

    async def enter(self) -> None:
        settings = self.app.state.settings
        el("language").value = settings.language
        el("theme").value = settings.theme
        for name in ("table", "practice", "sound", "vibrate", "zoom"):
            el(name).checked = getattr(settings, name)
        el("scale").value = str(settings.scale)
        await self.draw_offline()

    async def draw_offline(self) -> None:
        """Say whether every game plays offline yet."""
        app = self.app
        left = await app.lexicons.missing_offline()
        box = el("offline")
        if not left:
            box.textContent = app.text("settings.offline.ready")
            js.document.body.dataset.offline = "ready"
        else:
            names = app.text.join(app.text(f"dict.{name}") for name in left)
            box.textContent = app.text("settings.offline.missing", dictionaries=names)

    def changed(self) -> None:
        settings = self.app.state.settings
        new = replace(settings, table=bool(el("table").checked), practice=bool(el("practice").checked),
                      sound=bool(el("sound").checked), vibrate=bool(el("vibrate").checked),
                      zoom=bool(el("zoom").checked),
                      scale=int(el("scale").value), language=str(el("language").value),
                      theme=str(el("theme").value))
        self.app.set_settings(new)
        if new.language != settings.language:
            self.app.set_language()
