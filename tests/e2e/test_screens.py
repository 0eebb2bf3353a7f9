"""The app of screens as a player sees it: what stays in view on every phone size, the results beside
the board, the home screen, French throughout, the keyboard alone, the single-word game, and no slip
losing a round. Screenshots of every screen, in both languages, at a phone and a desktop size."""

from __future__ import annotations

import re

import pytest

from pagekit import (
    end_round,
    SIZES, board_on_page, cells_with, english_fragments, enter_word, in_view, lexicon, new_round, open_game,
    saved_state, shot, text, visible_text,
)

from beguile.rules import get_rules
from beguile.solver import solve

pytestmark = pytest.mark.e2e
EN, FR = text("en"), text("fr")
ROUND_PARTS = ("#board-a", "#word", "#answer", "#score", "#timer")


def best_words(page, site, rules_name: str = "beguile", count: int = 3) -> list[tuple[str, tuple]]:
    rules = get_rules(rules_name)
    words = solve(board_on_page(page), lexicon(site, rules.dictionary), rules.min_length, rules.q_as_qu)
    return sorted(words.items(), key=lambda kv: (-len(kv[0]), kv[0]))[:count]


@pytest.mark.parametrize("size", list(SIZES))
def test_during_a_round_everything_a_player_needs_is_in_view(make_context, server, site, artifacts, size):
    width, height = SIZES[size]
    page = open_game(make_context("phone", viewport={"width": width, "height": height}), server.url)
    new_round(page)
    for word, _ in best_words(page, site, count=2):
        enter_word(page, word)
    page.evaluate("document.activeElement.blur()")
    for part in ROUND_PARTS:
        assert in_view(page, part), f"{part} is out of view at {size}"
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page scrolls sideways"
    board = page.locator("#board-a").bounding_box()
    assert board["width"] / 4 >= 44 * 0.95 and abs(board["width"] - board["height"]) < 2
    shot(page, artifacts, f"phone-{size}-round")

    # table mode: both boards, each with the word and the answer, fit a phone in portrait too
    page.click("#nav-settings")
    page.check("#table")
    page.click("#nav-back")
    for part in ROUND_PARTS + ("#board-b", "#answer-b"):
        assert in_view(page, part), f"{part} is out of view in table mode at {size}"
    shot(page, artifacts, f"phone-{size}-table")


def test_the_results_keep_the_board_in_view_and_a_tapped_word_lights_there(make_context, server, site, artifacts):
    for width, height in ((360, 740), (844, 390), (1280, 800)):
        kind = "desktop" if width > 1000 else "phone"
        page = open_game(make_context(kind, viewport={"width": width, "height": height}), server.url)
        new_round(page)
        words = best_words(page, site, count=40)
        enter_word(page, words[0][0])
        end_round(page)
        page.wait_for_selector("#screen-results:not([hidden])")
        button = page.locator("#results-words button").last
        button.scroll_into_view_if_needed()
        word = button.get_attribute("data-word")
        label = button.get_attribute("aria-label")
        assert re.fullmatch(rf"{word}, \d+ points?, (found|missed)", label), label
        button.click()
        path = dict(words)[word] if word in dict(words) else None
        page.wait_for_function("document.querySelectorAll('#board-r .lit').length > 1", timeout=10_000)
        lit = cells_with(page, "lit", grid="#board-r")
        for index in lit:
            assert in_view(page, f"#board-r [data-cell='{index}']"), "the word lit out of view"
        if path:
            page.wait_for_function(f"document.querySelectorAll('#board-r .lit').length === {len(path)}")
        assert in_view(page, "#lit-word")
        shot(page, artifacts, f"results-{width}x{height}")


def test_new_or_another_game_mid_round_asks_first(make_context, server, site):
    page = open_game(make_context("phone"), server.url)
    board = new_round(page)
    word = best_words(page, site, count=1)[0][0]
    enter_word(page, word)
    page.click("#new")
    page.wait_for_selector("#ask[open]")
    points = get_rules("beguile").points(len(word))
    assert page.text_content("#ask-text") == EN("confirm.leave.points", points=EN.points(points))
    page.click("#ask-no")
    assert board_on_page(page) == board and saved_state(page)["round"]["found"] == [word]
    page.click("#nav-games")
    page.click("button[data-game='boggle']")
    page.wait_for_selector("#ask[open]")
    page.click("#ask-no")
    assert saved_state(page)["settings"]["rules"] == "beguile" and saved_state(page)["round"]["found"] == [word]
    page.click("#nav-games")
    page.click("button[data-game='boggle']")
    page.click("#ask-yes")
    page.wait_for_function("JSON.parse(localStorage.getItem('beguile-state')).settings.rules === 'boggle'")
    assert saved_state(page)["round"] is None and page.locator("#screen-play").is_visible()
    # the crossword too asks first, and the page then opens on it
    new_round(page)
    page.click("#nav-games")
    page.click("button[data-game='sesquipedal']")
    page.wait_for_selector("#ask[open]")
    page.click("#ask-no")
    page.wait_for_selector("#screen-play:not([hidden])")  # back to the round (the browser's Back, so not at once)
    assert saved_state(page)["settings"]["screen"] == "play"
    page.click("#nav-games")
    # the list of games is long on a phone: a family is one tap away at the top, its games then in view
    assert not in_view(page, "button[data-game='sesquipedal']")
    page.click(f"#home-jump >> text={EN('family.sesquipedal')}")
    assert in_view(page, "button[data-game='sesquipedal']")
    page.click("button[data-game='sesquipedal']")
    page.click("#ask-yes")
    page.wait_for_selector("#screen-sesq-setup:not([hidden])")
    assert saved_state(page)["round"] is None and saved_state(page)["settings"]["screen"] == "sesquipedal"


def test_the_longest_word_game_agrees_during_the_round_and_in_the_results(make_context, server, site):
    page = open_game(make_context("phone"), server.url)
    page.click("#nav-games")
    page.click("button[data-game='beguile-longest']")
    page.wait_for_selector("#screen-play:not([hidden])")
    page.wait_for_function("document.querySelector('#timer').textContent === '1:00'")  # its own time
    new_round(page)
    words = sorted(best_words(page, site, "beguile-longest", count=30), key=lambda kv: len(kv[0]))
    short, long_ = words[0][0], words[-1][0]
    _, said = enter_word(page, short)
    assert said == "✓" + EN("answer.longest", word=short.upper(), letters=EN.letters(len(short)))
    _, said = enter_word(page, long_)
    assert said == "✓" + EN("answer.longest", word=long_.upper(), letters=EN.letters(len(long_)))
    _, said = enter_word(page, words[1][0])
    assert said.endswith(EN("answer.shorter", word=words[1][0].upper(), letters=EN.letters(len(words[1][0])),
                            longest=long_.upper()))
    assert page.text_content("#score-main") == EN("strip.longest", word=long_, letters=EN.letters(len(long_)))
    notes = page.eval_on_selector_all("#found button", "b => b.map(x => [x.dataset.word, x.textContent])")
    assert notes[0][0] == long_ and notes[0][1].endswith(str(len(long_)))
    end_round(page)
    page.wait_for_selector("#screen-results:not([hidden])")
    summary = page.text_content("#results-summary")
    assert EN("results.longest-mine", word=long_.upper(), letters=EN.letters(len(long_)), points=EN.points(1)) \
        in summary
    label = page.get_attribute(f"#results-words button[data-word='{long_}']", "aria-label")
    assert label == EN("results.label", word=long_, amount=EN.letters(len(long_)), state=EN("results.state.found"))


def test_a_whole_round_from_the_keyboard_alone(make_context, server, site):
    page = open_game(make_context("desktop"), server.url)
    page.locator("body").focus()
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "new":
            break
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.playing === '1'")
    board = board_on_page(page)
    assert page.evaluate("document.activeElement.getAttribute('role')") == "gridcell"
    # the arrow keys walk to each letter of a word; Space adds it; Enter on the last letter enters the word
    (word, path), (typed, _) = best_words(page, site, count=2)
    focus = board.cell(int(page.evaluate("document.activeElement.dataset.cell")))
    for cell in path:
        while focus != cell:
            key = ("ArrowDown" if cell[0] > focus[0] else "ArrowUp") if cell[0] != focus[0] else \
                  ("ArrowRight" if cell[1] > focus[1] else "ArrowLeft")
            page.keyboard.press(key)
            focus = board.cell(int(page.evaluate("document.activeElement.dataset.cell")))
        page.keyboard.press("Space")
    assert page.input_value("#word") == board.spell(path)
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.querySelector('#found').textContent.includes('{word}')")
    # typing anywhere on the play screen goes to the word
    page.keyboard.type(typed)
    assert page.input_value("#word") == typed
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.querySelector('#found').textContent.includes('{typed}')")
    # the focus ring is plain to see, in light and dark
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        ring, ground = page.evaluate("""() => {
            const cell = document.activeElement.closest('[data-cell]') ? document.activeElement :
                document.querySelector('#word');
            return [getComputedStyle(cell).outlineColor, getComputedStyle(document.body).backgroundColor]; }""")
        assert contrast(ring, ground) >= 3, f"focus ring {ring} on {ground} in {scheme}"


def contrast(first: str, second: str) -> float:
    def luminance(css: str) -> float:
        r, g, b = (int(v) / 255 for v in re.findall(r"\d+", css)[:3])
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_a_french_browser_gets_french_everywhere(make_context, server, site, artifacts):
    page = open_game(make_context("phone", locale="fr-FR"), server.url)
    assert page.evaluate("document.documentElement.lang") == "fr"
    pieces = english_fragments()
    seen = {}
    new_round(page)
    for word, _ in best_words(page, site, count=2):
        enter_word(page, word)
    enter_word(page, "zzqx")
    seen["play"] = visible_text(page)
    assert page.text_content("#answer").endswith(FR("answer.not-on-board", word="ZZQX"))
    end_round(page)
    page.wait_for_selector("#screen-results:not([hidden])")
    seen["results"] = visible_text(page)
    # the board's words are the game, in its own language, not the interface ("each" on an English board)
    words = page.eval_on_selector_all("#results-words button[data-word]", "bs => bs.map(b => b.dataset.word)")
    page.click("#nav-settings")
    # each language is offered under its own name ("English", "Français"), as language menus do
    seen["settings"] = visible_text(page).replace(page.text_content("#language option[value='en']"), "")
    page.click("#nav-back")
    page.click("#to-board")
    page.click("#nav-games")
    seen["home"] = visible_text(page)
    page.click("#nav-rules")
    seen["rules"] = visible_text(page)
    page.click("#nav-back")
    page.click("#nav-back")
    page.click("#letters")
    seen["letters"] = visible_text(page)
    assert "dé 1" not in seen["letters"]
    for screen, shown in seen.items():
        for word in words:
            shown = re.sub(rf"(?<!\w){word}(?!\w)", " ", shown, flags=re.IGNORECASE)
        # whole words only: a word of the board in a sentence ("prejudice") is no English left over
        left = sorted(piece for piece in pieces if re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", shown))
        assert not left, f"English left on the {screen} screen: {left}"

    # the language can be chosen in Settings, and <html lang> follows
    page.click("#nav-settings")
    page.select_option("#language", "en")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert page.text_content("#screen-title") == EN("settings.screen")
    page.click("#nav-back")
    assert page.text_content("#new") == EN("round.new")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_screenshots_of_every_screen(make_context, server, site, artifacts, language):
    """Every screen in both languages at a phone and a desktop size, for a person to look at."""
    locale = {"en": "en-GB", "fr": "fr-FR"}[language]
    for kind in ("phone", "desktop"):
        page = open_game(make_context(kind, locale=locale), server.url)
        shot(page, artifacts, f"{language}-{kind}-1-play-before")
        new_round(page, "fix")
        for word, _ in best_words(page, site, count=3):
            enter_word(page, word)
        shot(page, artifacts, f"{language}-{kind}-2-play-round")
        end_round(page)
        page.wait_for_selector("#screen-results:not([hidden])")
        page.wait_for_timeout(300)
        shot(page, artifacts, f"{language}-{kind}-3-results")
        for number, (button, name) in enumerate((("#nav-games", "home"), ("#nav-settings", "settings"),
                                                 ("#nav-rules", "rules")), 4):
            page.click("#nav-back")
            page.click(button)
            shot(page, artifacts, f"{language}-{kind}-{number}-{name}")
        page.click("#nav-back")
        page.click("#letters")
        shot(page, artifacts, f"{language}-{kind}-7-letters")


def test_french_words_are_shown_as_written(make_context, server, site):
    """A folded word shows its accents, and a word with two spellings both (the engine's spellings file)."""
    import json

    from beguile.board import Board
    from beguile.deal import Deal
    from beguile.round import Round
    from beguile.spellings import Spellings
    from pagekit import assets

    spellings = Spellings.from_bytes((site / assets(site)["dicts"]["fr"]["spellings"]).read_bytes())
    assert spellings.display("criee") == "criée" and spellings.display("brise") == "brise / brisé"
    page = open_game(make_context("phone", locale="fr-FR"), server.url)
    round_ = Round.start(Deal(Board.from_text("CRIE/BAEO/RIEU/SEMC"), "beguile-fr", 3), 180, 0, practice=True)
    state = {"v": 4, "settings": {"rules": "beguile-fr", "practice": True}, "round": round_.to_json()}
    page.evaluate(f"localStorage.setItem('beguile-state', {json.dumps(json.dumps(state))})")
    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=60_000)
    page.wait_for_function("document.querySelector('#found') !== null")
    for typed, written in (("criee", "criée"), ("brisé", "brise / brisé")):
        status, said = enter_word(page, typed)
        assert status == "valid" and written.upper() in said, said
        page.wait_for_function(f"[...document.querySelectorAll('#found button')].some(b => b.textContent.startsWith({json.dumps(written)}))")
