"""axe-core (the npm package pinned in package-lock.json) run in the page: WCAG 2.2 A and AA rules,
label-content-name-mismatch (WCAG 2.5.3) included, and a walk through every screen of the app."""

from __future__ import annotations

from functools import cache

from pagekit import ROOT, end_round, enter_word, new_round

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
RUN = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: 'tag', values: tags},
      rules: {'label-content-name-mismatch': {enabled: true}}, resultTypes: ['violations']});
  return result.violations.map(v => ({id: v.id, help: v.help,
      nodes: v.nodes.slice(0, 6).map(n => n.target.join(' ') + ' :: ' + n.failureSummary.replace(/\\s+/g, ' '))}));
}"""


@cache
def axe_source() -> str:
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run `npm ci` (axe-core is a pinned dev dependency)")
    return AXE.read_text()


def violations(page) -> list[dict]:
    """axe-core's WCAG violations on the page as it is now (injected once per document)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_source() + "\n;0")
    page.wait_for_timeout(250)  # let a screen's transition settle
    return page.evaluate(RUN, TAGS)


def grid_screens(page, best_word):
    """Every grid screen in turn (yielding its name): play between rounds, rules, settings, home, letters,
    computers, a running round, the results."""
    page.click("#nav-rules")
    page.wait_for_selector("#screen-rules:not([hidden])")
    yield "rules"
    page.click("#nav-settings")
    page.wait_for_selector("#screen-settings:not([hidden])")
    yield "settings"
    page.click("#nav-back")
    page.click("#nav-back")
    page.wait_for_selector("#screen-play:not([hidden])")
    page.click("#nav-games")
    page.wait_for_selector("#screen-home:not([hidden])")
    page.click("#home-list details summary >> nth=0")
    yield "home"
    page.click("button[data-game='beguile']")
    page.wait_for_selector("#screen-play:not([hidden])")
    yield "play"
    page.click("#letters")
    page.wait_for_selector("#screen-letters:not([hidden])")
    yield "letters"
    page.click("#nav-back")
    page.click("#computers")
    page.wait_for_selector("#screen-rivals:not([hidden])")
    yield "rivals"
    page.click("#nav-back")
    page.wait_for_selector("#screen-play:not([hidden])")
    board = new_round(page, "fix")
    enter_word(page, best_word(board))
    enter_word(page, "zzqx")
    yield "play-round"
    end_round(page)
    page.wait_for_selector("#screen-results:not([hidden]) #results-words button")
    yield "results"
