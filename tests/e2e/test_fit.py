"""Nothing cut off, on every phone size, in both languages and in table mode; the phone's keyboard never
hides the word, the answer, the clock or the board's top row; usable at 200% zoom and with larger text;
pinch zoom allowed on the board with swipes still tracing words; Show without motion when asked; the
focus ring whole; placeholder and disabled text at 3:1 at least, light and dark."""

from __future__ import annotations

import re

import pytest

from pagekit import SIZES, board_on_page, enter_word, in_view, lexicon, new_round, open_game, shot, swipe, text

from beguile.rules import get_rules
from beguile.solver import solve

pytestmark = pytest.mark.e2e
EN, FR = text("en"), text("fr")
LOCALES = {"en": "en-GB", "fr": "fr-FR"}
KEYBOARD = 330
"""CSS pixels a phone's keyboard takes (300-336 measured in the play-test)."""
CUT = """sel => [...document.querySelectorAll(sel)].filter(e => e.offsetParent !== null).filter(e =>
    e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).textOverflow === 'ellipsis').map(e => e.id || e.className)"""

SPLIT_WORDS = """sel => { const node = document.querySelector(sel).firstChild; const split = [];
    for (const word of node.textContent.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (range.getClientRects().length > 1) split.push(word[0]);
    }
    return split; }"""
"""The words of an element's text that a line break cuts in two."""


def words_of(page, site, language: str) -> list[str]:
    rules = get_rules("beguile-fr" if language == "fr" else "beguile")
    found = solve(board_on_page(page), lexicon(site, rules.dictionary), rules.min_length, rules.q_as_qu)
    return sorted(found, key=lambda w: (-len(w), w))


def no_cut(page, where: str) -> None:
    cut = page.evaluate(CUT, "#answer, #answer-b, #score, #planted, #screen-title, .word-list button, .controls button")
    assert not cut, f"cut off {where}: {cut}"
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"], \
        f"the page scrolls sideways {where}"


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", list(SIZES))
def test_answers_and_hints_wrap_rather_than_being_cut(make_context, server, site, artifacts, size, language):
    width, height = SIZES[size]
    page = open_game(make_context("phone", viewport={"width": width, "height": height},
                                  locale=LOCALES[language]), server.url)
    new_round(page, "fix")
    words = words_of(page, site, language)
    enter_word(page, words[0])
    enter_word(page, "zyxwvutsrq")  # a long refusal
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")
    no_cut(page, f"at {size} in {language}")
    for part in ("#answer", "#timer", "#word", "#board-a"):
        assert in_view(page, part), f"{part} out of view at {size} in {language}"
    page.evaluate("document.getElementById('install').hidden = false")  # the browser offers to install the app
    assert page.evaluate(SPLIT_WORDS, "#screen-title") == [], f"the title's words cut at {size} in {language}"
    shot(page, artifacts, f"fit-{language}-{size}-round")
    page.click("#nav-settings")
    page.check("#table")
    page.click("#nav-back")
    enter_word(page, "zyxwvutsrq")
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")
    no_cut(page, f"in table mode at {size} in {language}")
    for part in ("#answer-b", "#answer"):
        box = page.locator(part).bounding_box()
        assert box["x"] >= -0.5 and box["x"] + box["width"] <= width + 0.5, f"{part} runs off the edge at {size}"
    shot(page, artifacts, f"fit-{language}-{size}-table")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("width, height", [(390, 844), (320, 568)])
def test_the_phones_keyboard_never_hides_the_word_the_answer_the_clock_or_the_top_row(
        make_context, server, site, artifacts, width, height, language):
    page = open_game(make_context("phone", viewport={"width": width, "height": height},
                                  locale=LOCALES[language]), server.url)
    new_round(page)
    enter_word(page, words_of(page, site, language)[0])
    page.focus("#word")
    page.set_viewport_size({"width": width, "height": height - KEYBOARD})  # the keyboard comes up
    page.wait_for_function(f"getComputedStyle(document.documentElement).getPropertyValue('--vvh') === "
                           f"'{height - KEYBOARD}px'")
    page.keyboard.type("ab")
    size = 4
    for part in ("#timer", "#word", "#answer", "#board-a [data-cell='0']", f"#board-a [data-cell='{size - 1}']"):
        assert in_view(page, part), f"{part} hidden by the keyboard at {width}x{height} in {language}"
    board, lines = page.locator("#board-a").bounding_box(), page.locator("#screen-play .lines").bounding_box()
    assert lines["y"] + lines["height"] <= board["y"] + 1, "one column: the word above the board"
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "no second column off the edge"
    shot(page, artifacts, f"keyboard-{language}-{width}x{height}")
    page.set_viewport_size({"width": width, "height": height})  # the keyboard goes down
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")
    for part in ("#timer", "#word", "#answer", "#board-a"):
        assert in_view(page, part)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_at_200_percent_zoom_the_title_the_answer_show_and_end_stay_in_view(make_context, server, site,
                                                                            artifacts, language):
    page = open_game(make_context("phone", viewport={"width": 195, "height": 422},
                                  locale=LOCALES[language]), server.url)
    page.click("#nav-games")
    page.wait_for_selector("#screen-home:not([hidden])")
    assert page.evaluate("document.documentElement.scrollWidth") <= 195, "home scrolls sideways"
    shot(page, artifacts, f"zoom200-{language}-home")
    page.click(".card.current button.primary")
    page.wait_for_selector("#screen-play:not([hidden])")
    new_round(page, "fix")
    enter_word(page, "zyxwvutsrq")
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")
    title = page.locator("#screen-title").bounding_box()
    assert in_view(page, "#screen-title") and title["width"] >= 100, "the title shows"
    for part in ("#answer", "#show", "#end", "#timer", "#word"):
        assert in_view(page, part), f"{part} out of view at 200% zoom in {language}"
    no_cut(page, f"at 200% zoom in {language}")
    shot(page, artifacts, f"zoom200-{language}-round")


def test_larger_text_from_the_browser_makes_the_text_larger_and_the_round_still_fits(make_context, server, site,
                                                                                    artifacts):
    context = make_context("phone")
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Page.enable")
    cdp.send("Page.setFontSizes", {"fontSizes": {"standard": 24, "fixed": 20}})  # the browser's text size
    page = open_game(context, server.url)
    assert page.evaluate("getComputedStyle(document.body).fontSize") == "24px"
    assert page.evaluate("parseFloat(getComputedStyle(document.querySelector('#timer')).fontSize)") == 36
    new_round(page)
    enter_word(page, words_of(page, site, "en")[0])
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")
    for part in ("#timer", "#word", "#answer", "#board-a"):
        assert in_view(page, part), f"{part} out of view with larger text"
    no_cut(page, "with larger text")
    shot(page, artifacts, "larger-text-360x740")


def test_the_board_allows_pinch_zoom_and_one_finger_still_traces_a_word(make_context, server, site):
    page = open_game(make_context("phone"), server.url)
    assert page.evaluate("getComputedStyle(document.querySelector('#board-a')).touchAction") == "pinch-zoom"
    board = new_round(page)
    rules = get_rules("beguile")
    found = solve(board, lexicon(site, "en"), rules.min_length, rules.q_as_qu)
    word, path = max(found.items(), key=lambda item: len(item[0]))
    scrolled = page.evaluate("window.scrollY")
    swipe(page, board, path)
    page.wait_for_function(f"document.querySelector('#found').textContent.toLowerCase().includes('{word}')")
    assert page.evaluate("window.scrollY") == scrolled, "the swipe traced the word and did not scroll the page"


def test_show_spells_the_word_out_at_once_when_less_motion_is_asked(make_context, server):
    page = open_game(make_context("phone", reduced_motion="reduce"), server.url)
    new_round(page, "fix")
    planted = len(page.evaluate("JSON.parse(localStorage.getItem('beguile-state')).round.planted.path"))
    page.evaluate("""() => { window.__lit = []; new MutationObserver(() => window.__lit.push(
        document.querySelectorAll('#board-a .lit').length)).observe(document.querySelector('#board-a'),
        {subtree: true, attributes: true, attributeFilter: ['class']}); }""")
    page.click("#show")
    page.click("#ask-yes")
    page.wait_for_function(f"document.querySelectorAll('#board-a .lit').length === {planted}")
    counts = set(page.evaluate("window.__lit"))
    assert counts <= {0, planted}, f"the letters were lit one by one: {sorted(counts)}"


def test_a_focused_cell_shows_its_whole_ring_above_its_neighbours(make_context, server):
    page = open_game(make_context("desktop"), server.url)
    new_round(page)
    page.focus("#board-a [data-cell='5']")
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("""() => { const e = document.activeElement, s = getComputedStyle(e);
        return [e.dataset.cell, s.zIndex, s.position, s.outlineStyle, parseFloat(s.outlineWidth)]; }""")
    assert focused[0] is not None and focused[1] == "1" and focused[2] == "relative", focused
    assert focused[3] == "solid" and focused[4] >= 2


def luminance(rgb: str) -> float:
    channels = [int(v) / 255 for v in re.findall(r"\d+", rgb)[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_placeholder_and_disabled_text_have_3_to_1_contrast(make_context, server, artifacts, scheme):
    page = open_game(make_context("phone", color_scheme=scheme), server.url)
    colours = page.evaluate("""() => {
        const word = document.querySelector('#word'), show = document.querySelector('#show');
        return {placeholder: getComputedStyle(word, '::placeholder').color, field: getComputedStyle(word).backgroundColor,
                disabled: getComputedStyle(show).color, button: getComputedStyle(show).backgroundColor,
                edge: getComputedStyle(show).borderTopColor, page: getComputedStyle(document.body).backgroundColor,
                opacity: getComputedStyle(show).opacity, shown: show.disabled}; }""")
    assert colours["shown"], "Show is disabled between rounds"
    assert contrast(colours["placeholder"], colours["field"]) >= 3, colours
    assert contrast(colours["disabled"], colours["button"]) >= 3 and colours["opacity"] == "1", colours
    assert contrast(colours["edge"], colours["page"]) >= 3, colours
    shot(page, artifacts, f"contrast-{scheme}-360x740")
