"""The help screen's text: which keys work where, the suit keys named in French, and French
typography that never leaves « » or « : » alone at the start or end of a line."""

from __future__ import annotations

import io
import re
import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console
from rich.markdown import Markdown
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from belote.tui import helptext, i18n
from belote.tui.coach_phrases import COACH_EN
from belote.tui.helptext import help_markdown, keys_markdown
from belote.tui.history_words import HISTORY_EN
from belote.tui.i18n import tr
from belote.tui.menus import HelpScreen
from belote.tui.screens import PromptScreen
from belote.tui.typography import GLUE, PlainBlanks, french_spacing, french_text, notice_lines
from belote.tui.widgets import StatusBar

from .conftest import make_app, run_async, screen_text, start, text_of


@pytest.fixture(autouse=True)
def _language() -> object:
    yield
    i18n.set_language("fr")


def lines_at(text: str, width: int) -> list[str]:
    """The help as the screen draws it at ``width`` columns."""
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(PlainBlanks(Markdown(text)))
    return [line.strip() for line in console.export_text().splitlines()]


def stranded(text: str) -> list[tuple[int, str]]:
    """The lines, at 40 to 100 columns, starting with « » », « : »... or ending with « « »."""
    return [
        (width, line)
        for width in range(40, 101)
        for line in lines_at(text, width)
        if line[:1] in (":", ";", "!", "?", "»") or line.endswith("«")
    ]


def test_french_help_never_strands_guillemets_nor_colons() -> None:
    """At any width the French help keeps « Rebelote » whole and « : » after its word (the same
    text with ordinary spaces would strand some)."""
    i18n.set_language("fr")
    text = help_markdown("Nous", "Eux")
    assert GLUE in text and "« Rebelote »" not in text and f"«{GLUE}Rebelote{GLUE}»" in text
    assert stranded(text) == []
    assert stranded(text.replace(GLUE, " "))  # the check can fail
    assert not any(
        GLUE in line for width in (40, 57, 76) for line in lines_at(text, width)
    )  # plain spaces drawn


def test_french_spacing_marks() -> None:
    """Inside « », and before : ; ! ?, not elsewhere (``wss://``, a table's ``|``)."""
    assert (
        french_spacing("dit « oui » : bien ; non ! et ? ")
        == f"dit «{GLUE}oui{GLUE}»{GLUE}: bien{GLUE}; non{GLUE}! et{GLUE}? "
    )
    assert french_spacing("wss://hôte | `?`, `F1` |") == "wss://hôte | `?`, `F1` |"
    assert french_spacing("Annoncer la belote ?") == f"Annoncer la belote{GLUE}?"  # the text's last mark


def test_styled_log_lines_get_the_same_blanks_their_styles_kept() -> None:
    """A styled line glues the same places as ``french_spacing`` (a final mark included) and each
    style stays on its characters."""
    line = Text("Nord : Prend à ♦ ?")
    line.stylize("bold", 0, 4)
    glued = french_text(line)
    assert glued.plain == french_spacing(line.plain) == f"Nord{GLUE}: Prend à ♦{GLUE}?"
    assert glued.spans == line.spans


def test_english_words_quote_with_english_quotation_marks() -> None:
    """French guillemets belong to the French texts: the English ones quote with “ and ”."""
    english = {**i18n.EN, **COACH_EN, **HISTORY_EN}
    french_marks = {key: text for key, text in english.items() if "«" in text or "»" in text}
    assert french_marks == {}
    assert any("«" in text for text in i18n.FR.values())


def test_english_help_is_left_as_it_is() -> None:
    i18n.set_language("en")
    assert GLUE not in help_markdown("Us", "Them")


@pytest.mark.parametrize(
    ("lang", "where", "note"),
    [
        ("fr", "| Sur la table | `q`, `ctrl+c` |", "se ferment d'abord avec `Échap`."),
        ("en", "| At the table | `q`, `ctrl+c` |", "close with `Esc` first"),
    ],
)
def test_quitting_is_said_to_work_at_the_table_and_on_the_summaries_only(
    lang: str, where: str, note: str
) -> None:
    """q and ctrl+c work at the table and on the summaries, not over the last trick or the score
    sheet, which Escape closes first; both languages say quitting asks first."""
    i18n.set_language(lang)
    text = keys_markdown("A", "B")
    assert where in text and note in text
    summaries = "| Résumés | `q`, `ctrl+c` |" if lang == "fr" else "| Summaries | `q`, `ctrl+c` |"
    assert summaries in text
    assert "les résumés se ferment" not in text and "the summaries close" not in text
    assert "Toujours" not in text and "Any time" not in text
    assert (
        "`q` et `ctrl+c` demandent confirmation avant de quitter" if lang == "fr" else "(asks first)"
    ) in text


def test_french_help_names_the_suit_of_each_key() -> None:
    """The round-2 keys are English initials: the French help says which suit each names."""
    i18n.set_language("fr")
    text = keys_markdown("A", "B")
    assert "| `s` `h` `d` `c` | choisir ♠ ♥ ♦ ♣ |" in text
    for words in ("`s` ♠ pique", "`h` ♥ cœur", "`d` ♦ carreau", "`c` ♣ trèfle"):
        assert words in text


def test_an_installed_game_carries_the_rules_its_help_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The wheel copies docs/rules.md beside the help's module (pyproject's force-include), and the
    help reads that copy first: installed without the source checkout, the help still has the rules."""
    root = Path(__file__).resolve().parents[2]
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    copied = project["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]["docs/rules.md"]
    assert root / copied == helptext.RULES_PATHS[0]
    installed = tmp_path / "rules.md"
    installed.write_text((root / "docs" / "rules.md").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(helptext, "RULES_PATHS", (installed, tmp_path / "no-checkout" / "rules.md"))
    assert helptext.rules_markdown() == installed.read_text(encoding="utf-8")
    assert "# Règles" in help_markdown("Nous", "Eux")
    monkeypatch.setattr(helptext, "RULES_PATHS", (tmp_path / "none.md",))
    assert helptext.rules_markdown() is None and "# Règles" not in help_markdown("Nous", "Eux")


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("fr", "Après la prise, les cartes reçues portent un « + » devant leur numéro"),
        ("en", "After the take, the cards you received carry a “+” before their number"),
    ],
)
def test_the_help_explains_the_mark_on_the_cards_received_at_the_take(lang: str, says: str) -> None:
    """The « + » before a card's number is explained: the cards received after the take."""
    i18n.set_language(lang)
    try:
        text = " ".join(keys_markdown("A", "B").split())
    finally:
        i18n.set_language("fr")
    assert says in text


def test_the_english_glossary_explains_every_french_word_the_table_shows() -> None:
    """The words an English player meets at the table (« Announce Tierce (20)? », « Carré », « Say
    Belote? », « Dedans ») are explained among the belote words."""
    i18n.set_language("en")
    try:
        text = " ".join(keys_markdown("A", "B").split())
    finally:
        i18n.set_language("fr")
    glossary = text[text.index("# Belote words") :]
    for word in (
        "Manche",
        "Partie",
        "Dedans",
        "Litige",
        "Capot",
        "Dix de der",
        "Belote-rebelote",
        "Tierce",
        "Carré",
    ):
        assert f"**{word}" in glossary, word


def test_the_english_glossary_names_the_announces_as_the_table_says_them() -> None:
    """The log says « West announces a fifty (50) »: the glossary gives that word with the French one."""
    i18n.set_language("en")
    try:
        text = " ".join(keys_markdown("A", "B").split())
        names = [tr(f"combo.{kind}") for kind in ("tierce", "cinquante", "cent")]
    finally:
        i18n.set_language("fr")
    glossary = text[text.index("# Belote words") :]
    for name in names:
        assert name.lower() in glossary.lower(), name
    assert "cinquante" in glossary and "cent" in glossary


class _StatusApp(App[None]):
    """A status line alone, as wide as the screen."""

    def compose(self) -> ComposeResult:
        yield StatusBar()


_REFUSAL = "Au second tour, vous ne pouvez pas prendre à ♣ trèfle : c'est la couleur retournée."
_WIDTH = _REFUSAL.index(" :") + 1
"""A width at which plain wrapping would start a line with « : »."""


@run_async
async def test_the_status_line_never_starts_a_line_with_a_colon_in_french() -> None:
    """The status line, as drawn, wraps a long French refusal before the word ahead of « : », never
    between them, with plain spaces; in English the text is left to wrap as it comes."""
    assert any(line.startswith(":") for line in text_of(Text(_REFUSAL), width=_WIDTH).splitlines())
    app = _StatusApp()
    async with app.run_test(size=(_WIDTH, 6)) as pilot:
        status = app.query_one(StatusBar)
        status.say(_REFUSAL, error=True)
        await pilot.pause()
        drawn = [line.rstrip() for line in screen_text(app)]  # type: ignore[arg-type]
        assert drawn[:2] == [
            "Au second tour, vous ne pouvez pas prendre à ♣",
            "trèfle : c'est la couleur retournée.",
        ]
        i18n.set_language("en")
        english = "In round 2 you cannot take ♣ clubs: it is the turned card's suit."
        status.say(english)
        await pilot.pause()
        drawn = [line.rstrip() for line in screen_text(app)]  # type: ignore[arg-type]
        assert " ".join(drawn).split() == english.split()


@run_async
async def test_a_french_text_written_with_its_no_break_space_shows_one_space_before_the_colon() -> None:
    """« L'hôte a fermé la table : vous reviendrez… », written with U+00A0 before « : », was drawn
    with two spaces there (the status line's glue added to the one already in place)."""
    closed = tr("net.host_closed", detail="")
    assert "\u00a0:" in closed
    app = _StatusApp()
    async with app.run_test(size=(100, 6)) as pilot:
        app.query_one(StatusBar).say(closed)
        await pilot.pause()
        drawn = " ".join(line.rstrip() for line in screen_text(app))  # type: ignore[arg-type]
        assert "la table : vous" in drawn and "table  :" not in drawn, drawn
    assert french_spacing(f"table{GLUE}: vous") == f"table{GLUE}: vous"


_CONFIRM = "Prendre à ♥ ? Entrée : oui · Échap : retour · autre couleur : ♣ ♦ ♠"


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_a_prompts_choices_break_between_them_before_their_dot(lang: str) -> None:
    """« Entrée : oui · Échap : retour · autre couleur : … »: wherever the line breaks, it breaks
    between two choices, before their « · », so the next line reads as another choice (« retour »
    then « autre couleur » read as one); a choice stays whole on its line."""
    i18n.set_language(lang)
    choices = _CONFIRM.split(" · ")
    try:
        for width in range(len(choices[0]) + 2, len(_CONFIRM) + 4):
            app = _StatusApp()
            async with app.run_test(size=(width, 6)) as pilot:
                app.query_one(StatusBar).say(_CONFIRM)
                await pilot.pause()
                drawn = [line.strip() for line in screen_text(app) if line.strip()]  # type: ignore[arg-type]
                assert not any(line.endswith("·") for line in drawn), drawn
                assert all(line.startswith("· ") for line in drawn[1:]), drawn
                for choice in choices:
                    assert any(choice in line for line in drawn), (width, choice, drawn)
                assert " ".join(drawn) == _CONFIRM
    finally:
        i18n.set_language("fr")


_PATH = "/un/chemin/bien/trop/long/pour/une/ligne"
_WORDS = ["un", "mot", "assez", "long", "oui :", "non ;", "vrai ?", "« oui »", _PATH]


@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=30), st.integers(10, 40))
def test_notice_lines_break_where_french_allows_and_keep_every_word(words: list[str], width: int) -> None:
    """A notice broken for its box: the same characters in the same order, no line over the width
    (a path longer than a line is cut after its « / »), no line starting with « : ; ? » or « » »."""
    text = " ".join(words)
    lines = notice_lines(text, width).split("\n")
    assert "".join("".join(lines).split()) == "".join(text.split())
    for line in lines:
        assert len(line) <= width, lines
        assert not line.startswith((":", ";", "?", "»")), lines
    assert GLUE not in "".join(lines)


def test_notice_lines_keep_a_no_break_space_and_cut_a_path_after_a_slash() -> None:
    text = "La partie n'a pas commencé\u00a0: rien n'est enregistré dans /home/lea/.local/share/belote-tui."
    lines = notice_lines(text, 25).split("\n")
    assert "commencé\u00a0:" in "\n".join(lines)
    assert lines[-2:] == ["/home/lea/.local/share/", "belote-tui."]


def test_a_file_set_aside_keeps_its_semicolon_in_a_passing_notice() -> None:
    """The reported notice: the « ; » after the file's name no longer stands alone on a line."""
    text = "Historique illisible, gardé sous history.corrupt-2.sqlite3 ; un nouvel historique commence."
    lines = notice_lines(text, 25).split("\n")
    assert all(len(line) <= 25 and not line.startswith(";") for line in lines), lines
    assert "sqlite3 ;" in "\n".join(lines)
    english = "Unreadable history, kept as history.corrupt-1.sqlite3; a new history starts."
    lines = notice_lines(english, 25, french=False).split("\n")
    assert all(len(line) <= 25 and not line.startswith(";") for line in lines), lines
    assert "sqlite3;" in "\n".join(lines)


class _PromptApp(App[None]):
    """A question alone, over an empty screen."""

    def __init__(self, question: str, hint: str) -> None:
        super().__init__()
        self.question, self.hint = question, hint

    def on_mount(self) -> None:
        self.push_screen(PromptScreen(self.question, self.hint))


@run_async
async def test_a_questions_french_words_never_start_a_line_with_a_closing_guillemet_or_a_colon() -> None:
    """The quit question of a friend's table names the menu's « Jouer avec des amis »: however its
    hint wraps, no line of the dialog starts with « » » or « : » (one did, alone with « dans le menu »)."""
    hint = i18n.tr("prompt.way_back", menu="Jouer avec des amis", command="belote-tui join 192.168.1.20:7447")
    for dots in range(40):  # the hint wraps at every place of its words
        app = _PromptApp("Quitter la table ?", f"Votre place vous attend{'.' * dots} Pour revenir : {hint}")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            drawn = [line.strip("│ ") for line in screen_text(app)]  # type: ignore[arg-type]
            assert any("amis" in line for line in drawn), dots
            assert not [line for line in drawn if line[:1] in ("»", ":")], (dots, drawn)


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_a_suit_and_its_key_stay_on_one_line_of_the_status(lang: str) -> None:
    """« ♣ c » names a suit and its key in round 2: the status line at 80 columns never ends a line
    with the suit and starts the next with its key, whichever suit was turned."""
    from belote.engine import Suit
    from belote.tui.bid_keys import suit_choices
    from belote.tui.i18n import suit_name

    i18n.set_language(lang)
    try:
        app = _StatusApp()
        async with app.run_test(size=(50, 6)) as pilot:
            status = app.query_one(StatusBar)
            for turned in Suit:
                asked = tr("status.your_bid2", suit=suit_name(turned), choices=suit_choices(turned))
                status.say(asked)
                await pilot.pause()
                drawn = [line.rstrip() for line in screen_text(app)[:2]]  # type: ignore[arg-type]
                assert not any(line.endswith(("♠", "♥", "♦", "♣")) for line in drawn), drawn
                assert " ".join(" ".join(drawn).split()) == " ".join(asked.split())
    finally:
        i18n.set_language("fr")


@run_async
async def test_a_countdown_keeps_its_seconds_with_their_unit_on_the_status_line() -> None:
    """« … dans 55 s. »: wherever the status line breaks, the number and its « s » stay together
    (the text holds a no-break space there, which Rich would break at)."""
    said = tr("net.awaited_cover", seat="Léa", seconds=55)
    app = _StatusApp()
    split = 0
    async with app.run_test(size=(60, 6)) as pilot:
        for width in range(30, 70):
            await pilot.resize_terminal(width, 6)
            status = app.query_one(StatusBar)
            status.say(said)
            await pilot.pause()
            wrapped = text_of(Text(said), width=status.content_size.width).splitlines()
            split += any(line.rstrip().endswith("55") for line in wrapped)  # plain wrapping would
            drawn = [line.rstrip() for line in screen_text(app)[:2]]  # type: ignore[arg-type]
            assert not any(line.endswith("55") for line in drawn), (width, drawn)
    assert split  # some width would have split them


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_help_explains_the_coach_and_names_the_challenge_as_its_screen_does(lang: str) -> None:
    """The hint, the analysis and the challenge against the expert each have a word in the help,
    the challenge under the name its line carries at the partie's end; ctrl+p is said to find keys."""
    i18n.set_language(lang)
    try:
        text = " ".join(keys_markdown("A", "B").split())
        challenge = tr("challenge.line").split(":")[0].strip()
        assert challenge in text
        assert "`c`" in text and "`a`" in text and "`ctrl+p`" in text
    finally:
        i18n.set_language("fr")


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_the_helps_numbered_lists_keep_their_full_stops(lang: str, tmp_path: Path) -> None:
    """The counting of a deal and the order of the announces are numbered lists: the help draws
    « 1. Chaque équipe… », « 2. à points égaux… », not « 2 à points égaux », which reads as a count."""
    app = make_app(tmp_path, lang=lang)
    async with app.run_test(size=(100, 32)) as pilot:
        await start(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        source = app.screen.text
        drawn = text_of(app.screen.query_one("#help-text", Static).content, width=96).splitlines()
    items = [line for line in source.splitlines() if re.match(r"\s*\d+\. ", line)]
    assert len(items) >= 4  # the help has numbered lists
    assert len([line for line in drawn if re.match(r"\s*\d+\. ", line)]) == len(items)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_undertrumping_is_called_sous_couper_and_never_pisser(lang: str) -> None:
    """At most tables « pisser » is a discard (se défausser), not a lower trump: the rules, the help
    and the options call the lower trump « sous-couper » only."""
    i18n.set_language(lang)
    shown = help_markdown("Nous", "Eux")
    texts = [shown, *i18n.FR.values(), *i18n.EN.values()]
    assert "sous-couper" in shown.lower()
    assert not [text for text in texts if "pisse" in text.lower()]


def test_the_french_coach_says_chiffres_for_its_numbers_not_figures() -> None:
    """In a card game a « figure » is a king, a queen or a jack: the coach's numbers are « chiffres »."""
    words = [text for text in i18n.FR.values() if re.search(r"\bfigures?\b", text)]
    assert not words


def test_the_english_keys_point_to_the_belote_words_before_using_them() -> None:
    """The key table speaks of « dedans » and « litige » before the glossary that explains them: its
    first lines say where that glossary is."""
    from belote.tui import i18n
    from belote.tui.helptext import keys_markdown

    i18n.set_language("en")
    try:
        text = keys_markdown("Us", "Them")
    finally:
        i18n.set_language("fr")
    pointer = text.index("are explained under *Belote words*")
    assert pointer < text.index("| When | Key | Does |") < text.index("# Belote words")
