"""Issue 17's clear messages and small points, as a player meets them on a phone (360x740) and a desktop
(1280x800), in English and French: stale answers cleared, Old Fashion's reason, words as written, the
planted word starred and celebrated, offensive words never listed as missed, the dice page, the 5x5
button that says why, the expand marker, Escape in the word field. Expectations come from the catalogues
and the engine (py/), never from the page."""

from __future__ import annotations

import pytest
from pagekit import ROOT, enter_word, first_mark, lexicon, new_round, open_game, saved_state, shot, text, watch_board

from beguile.blocked import is_offensive
from beguile.board import Board
from beguile.dictionaries import parse_words
from beguile.rules import get_rules
from beguile.solver import find_path, solve
from beguile.token_text import link
from beguile.tokens import SharedBoard, dictionary_version, format_board_token

pytestmark = pytest.mark.e2e
LOCALES = {"en": "en-GB", "fr": "fr-FR"}
CASES = [("phone", "en"), ("desktop", "fr")]
ALL_CASES = [("phone", "en"), ("phone", "fr"), ("desktop", "en"), ("desktop", "fr")]


def open_in(make_context, server, kind: str, language: str, url: str | None = None):
    """The game on a phone or a desktop whose browser speaks the language."""
    return open_game(make_context(kind, locale=LOCALES[language]), url or server.url)


def settle_ask(page, done: str) -> None:
    """Say yes if the page asks first (a running round), then wait for what should follow."""
    page.wait_for_function(f"document.querySelector('#ask').open || ({done})")
    if page.evaluate("document.querySelector('#ask').open"):
        page.click("#ask-yes")
    page.wait_for_function(done)


def choose(page, game: str) -> None:
    """Pick a grid game on the home screen."""
    page.click("#nav-games")
    page.click(f"#home-list button[data-game='{game}']")
    settle_ask(page, "document.body.dataset.screen === 'play' && !document.querySelector('#new').disabled")


def end_round(page) -> None:
    """End the round (confirming if asked) and wait for the results."""
    page.click("#end")
    settle_ask(page, "!!document.querySelector('#screen-results:not([hidden]) #results-words li')")


def answer_line(page) -> tuple[str, str]:
    return page.get_attribute("#answer", "data-status") or "", page.text_content("#answer").strip()


def shared_link(server, site, rules: str, board: str) -> str:
    """A link to play a given board under the rules (a board shared by a friend)."""
    chosen = get_rules(rules)
    lex = lexicon(site, chosen.dictionary)
    token = format_board_token(SharedBoard(rules, chosen.dictionary, dictionary_version(lex),
                                           Board.from_text(board), 180))
    return link(server.url, token)


def play_link(make_context, server, kind: str, language: str, url: str):
    page = open_in(make_context, server, kind, language, url)
    page.wait_for_selector("#screen-shared:not([hidden])")
    page.click("#shared-play")
    page.wait_for_function("document.body.dataset.playing === '1'")
    return page


@pytest.mark.parametrize("kind, language", CASES)
def test_another_game_or_language_clears_the_last_answer(make_context, server, site, artifacts, kind, language):
    page = open_in(make_context, server, kind, language)
    choose(page, "boggle")
    board = new_round(page)
    word = next(iter(solve(board, lexicon(site, "en"), 3)))
    assert enter_word(page, word)[0] == "valid"
    choose(page, "baggle")  # the round is given up (asked first): its answer goes with it
    assert answer_line(page) == ("", "")
    shot(page, artifacts, f"answer-cleared-{kind}-{language}")
    new_round(page)
    assert answer_line(page)[1] != ""
    other = "fr" if language == "en" else "en"
    page.click("#nav-settings")
    page.select_option("#language", other)
    page.click("#nav-back")
    page.wait_for_selector("#screen-play:not([hidden])")
    # the dealt answer is gone; the round waited while Settings was open, which the new language says
    status, said = answer_line(page)
    assert status in ("", "resumed"), "the last answer was in the other language"
    assert status == "" or text(other)("answer.resumed", time="\0").split("\0")[0] in said
    assert page.text_content("#new").strip() == text(other)("round.new")


@pytest.mark.parametrize("kind, language", CASES)
def test_old_fashion_names_its_rule_and_words_show_as_written_in_capitals(make_context, server, site, artifacts,
                                                                          kind, language):
    t = text(language)
    page = play_link(make_context, server, kind, language,
                     shared_link(server, site, "baggle-old-fashion", "CONG/LELE/IONS/EEEE"))
    assert enter_word(page, "lions")[0] == "form-refused"
    assert page.text_content("#answer .text") == t("answer.form-refused", word="LIONS")
    assert enter_word(page, "kvx")[0] == "not-on-board"
    status, shown = enter_word(page, "congele")
    assert status == "valid" and "CONGELÉ" in shown
    shot(page, artifacts, f"old-fashion-{kind}-{language}")
    end_round(page)
    summary = page.inner_text("#results-summary").splitlines()
    assert t("results.longest-board.found", word="CONGELÉ", letters=t.letters(7)) in summary
    shot(page, artifacts, f"results-summary-{kind}-{language}")
    page.click("#to-board")
    page.click("#nav-games")
    card = page.locator("#home-list li.card", has=page.locator("button[data-game='baggle-old-fashion']"))
    page.wait_for_function("[...document.querySelectorAll('#home-list .stats')].some(p => p.textContent"
                           ".includes('CONGELÉ'))")
    assert t("stats.longest", word="CONGELÉ") in card.inner_text()


@pytest.mark.parametrize("kind, language", ALL_CASES)
def test_the_planted_word_found_is_starred_celebrated_and_announced(make_context, server, site, artifacts, kind,
                                                                    language):
    t = text(language)
    page = open_in(make_context, server, kind, language)
    choose(page, "beguile")
    board = new_round(page, "fix")
    planted = saved_state(page)["round"]["planted"]
    word = planted["word"]
    watch_board(page)
    assert enter_word(page, word)[0] == "planted"
    assert page.text_content("#answer .text") == t("answer.planted", word=word.upper())
    assert page.text_content("#say-now") == t("answer.planted", word=word), "said at once to screen readers"
    cells = sorted(board.index(cell) for cell in find_path(board, word))  # the path the judge found
    marks = first_mark(page, "star")
    assert sorted(marks["star"]) == cells
    assert marks["celebrates"] >= 2, "the celebration lasts long enough to see"
    starred = page.locator("#found button.hidden-word")
    assert starred.count() == 1 and "★" in starred.inner_text()
    assert starred.get_attribute("aria-label").endswith(t("found.label.planted", label=""))
    shot(page, artifacts, f"planted-found-{kind}-{language}")
    page.wait_for_function("!document.querySelector('#board-a').classList.contains('celebrate')"
                           " && !document.querySelector('#board-a [data-cell].star')", timeout=10_000)
    end_round(page)
    marked = page.locator("#results-words button.hidden-word")
    assert marked.count() == 1 and "★" in marked.inner_text()
    assert marked.get_attribute("aria-label").endswith(
        t("results.state.planted", state=t("results.state.found")))
    summary = page.inner_text("#results-summary")
    assert t("results.planted.found", word=word.upper()) in summary
    shot(page, artifacts, f"planted-results-{kind}-{language}")


def blocked_on_board(language: str, site) -> tuple[str, str, str]:
    """A word of the language's blocklist that its dictionary holds, laid along a snake on a 4x4 board
    (read from the list, never written here): the rules, the board and the word."""
    rules = "beguile" if language == "en" else "baggle"
    lex = lexicon(site, get_rules(rules).dictionary)
    listed = parse_words((ROOT / "dictionaries" / f"{language}-blocklist.txt").read_text(encoding="utf-8"))
    word = next(w for w in listed if w in lex and 4 <= len(w) <= 8 and "q" not in w)
    letters = (word.upper() + "ETAOINSRLDCMPUHB")[:16]
    rows = [letters[i:i + 4] if (i // 4) % 2 == 0 else letters[i:i + 4][::-1] for i in range(0, 16, 4)]
    return rules, "/".join(rows), word


@pytest.mark.parametrize("kind, language", CASES)
def test_offensive_words_are_never_listed_as_missed_but_count_when_found(make_context, server, site, artifacts,
                                                                          kind, language):
    rules, board, word = blocked_on_board(language, site)
    assert is_offensive(word, language)
    assert word in solve(Board.from_text(board), lexicon(site, get_rules(rules).dictionary), 3)
    url = shared_link(server, site, rules, board)
    page = play_link(make_context, server, kind, language, url)
    end_round(page)
    listed = page.eval_on_selector_all("#results-words button", "b => b.map(x => x.dataset.word)")
    assert listed and word not in listed
    again = play_link(make_context, server, kind, language, url)
    assert enter_word(again, word)[0] == "valid", "it still counts when found"
    end_round(again)
    found = again.eval_on_selector_all("#results-words button.got", "b => b.map(x => x.dataset.word)")
    assert word in found


@pytest.mark.parametrize("kind, language", ALL_CASES)
def test_dice_faces_the_greyed_5x5_the_expand_marker_and_escape(make_context, server, site, artifacts, kind,
                                                                language):
    t = text(language)
    page = open_in(make_context, server, kind, language)
    # How to play on the cards: a marker that turns when open
    page.click("#nav-games")
    summary = page.locator("#home-list details summary").first
    marker = "el => getComputedStyle(el, '::before')"
    assert summary.evaluate(f"{marker}.content") == '"▸"'
    summary.click()
    assert summary.evaluate(f"{marker}.content") == '"▾"'
    shot(page, artifacts, f"home-howto-{kind}-{language}")
    page.click("#home-list button[data-game='baggle']")
    page.wait_for_function("document.body.dataset.screen === 'play' && !document.querySelector('#new').disabled")
    assert page.text_content("#fix").strip() == t("round.fix")
    # 5x5: greyed, and a tap says why
    assert page.get_attribute("#size5", "aria-disabled") == "true"
    page.click("#size5", force=True)  # Playwright waits for aria-disabled buttons to be enabled; a finger does not
    page.wait_for_function("document.querySelector('#answer').dataset.status === 'size-too-big'")
    why = t.plural("size.too-big", 16, game=t("game.baggle.title"), size="4×4")
    assert page.text_content("#answer .text") == why and page.get_attribute("#size5", "title") == why
    assert page.get_attribute("#size5", "aria-pressed") == "false"
    shot(page, artifacts, f"size-why-{kind}-{language}")
    # Escape in the word field clears the word and the path it lit
    board = new_round(page)
    first = board.cells()[0]
    second = next(board.neighbours(first))
    page.fill("#word", board.spell((first, second)))
    page.wait_for_function("document.querySelectorAll('#board-a [data-cell].path').length === 2")
    page.press("#word", "Escape")
    assert page.input_value("#word") == ""
    assert page.eval_on_selector_all("#board-a [data-cell].path", "c => c.length") == 0
    # the letters page: each die's six faces in two even rows of three
    page.click("#end")
    settle_ask(page, "document.body.dataset.screen === 'results'")
    page.click("#to-board")
    page.click("#letters")
    page.wait_for_selector("#screen-letters:not([hidden]) #letters-list li")
    dice = page.eval_on_selector_all("#letters-list li .faces", """dice => dice.map(d =>
        [...d.children].map(f => { const b = f.getBoundingClientRect(); return [Math.round(b.left), Math.round(b.top)]; }))""")
    assert len(dice) == 16
    for faces in dice:
        assert len(faces) == 6
        assert len({x for x, _ in faces}) == 3 and len({y for _, y in faces}) == 2, faces
    shot(page, artifacts, f"letters-dice-{kind}-{language}", full_page=True)
