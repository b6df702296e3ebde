"""The English interface speaks English: a manche is a "game", the partie a "match", announcements
and points scored are named as English players name them, and each sentence is grammatical."""

from __future__ import annotations

import re

import pytest

from belote.coach import Par
from belote.engine import Suit
from belote.engine.records import score_deal
from belote.tui import coach_words, history_words, i18n  # noqa: F401 (both register their words)
from belote.tui.coach_bodies import par_line
from belote.tui.deal_record import bonus_notes
from belote.tui.i18n import EN, points_word, team_name, tr
from belote.tui.score_screens import won_lines

from .test_behaviour_tables import result

FRENCH_LEFT_OVER = re.compile(r"\b(partie|parties|manche|manches)\b", re.IGNORECASE)
NOT_IDIOMATIC = re.compile(r"\bWritten\b|\bAnnounces\b|\b(?i:every|no|an|cancel) announces?\b")
"""A label "Written" (points scored) or "Announces", or "announce" used as a noun."""


def words(text: str) -> str:
    """A sentence without its placeholders (``{partie}`` is a value, not a word)."""
    return re.sub(r"\{\w+\}", "", text)


def test_no_english_sentence_calls_a_match_a_partie_or_a_game_a_manche() -> None:
    """ "Match" and "game" throughout, as the guide promises (« Game 2 of 3 to 500 »): the
    statistics, the history, the replay, the export and the shared table included."""
    mixed = {key: text for key, text in EN.items() if FRENCH_LEFT_OVER.search(words(text))}
    assert not mixed


def test_english_names_announcements_and_points_scored() -> None:
    """ "Announcements" and "Scored", never "Announces" or "Written" for a row or a label; the undo
    count is for the whole match ("this match"), not "this game"."""
    odd = {key: text for key, text in EN.items() if NOT_IDIOMATIC.search(words(text))}
    assert not odd
    i18n.set_language("en")
    assert tr("status.undone", n=1) == "Move taken back (1 this match): your turn."
    assert tr("end.undos", n=1) == "Moves taken back this match: 1"


@pytest.mark.parametrize(("team", "said"), [(0, "We went down (dedans)!"), (1, "They went down (dedans)!")])
def test_a_dedans_has_the_teams_own_pronoun(team: int, said: str) -> None:
    """« Us »/« Them » name the columns; the sentence says "We"/"They"."""
    i18n.set_language("en")
    assert tr(f"sum.dedans.{team}") == said


def par_of(
    par: tuple[int, int], actual: tuple[int, int], tricks: tuple[int, int] = (5, 3), taker: int = 0
) -> Par:
    """North–South took at ♥ (East–West with ``taker`` 1 and every pair the other way round):
    ``par`` card points of the takers' side first with every hand seen (eight tricks and 252 for
    ``tricks`` (8, 0)), ``actual`` as played."""
    team = taker & 1
    won = (6, 2)

    def ours_first(pair: tuple[int, int]) -> tuple[int, int]:
        return pair if team == 0 else (pair[1], pair[0])

    return Par(
        taker,
        score_deal(taker, Suit.HEARTS, ours_first(par), ours_first(tricks), (0, 0), None),
        score_deal(
            taker,
            Suit.HEARTS,
            ours_first(actual),
            ours_first(won if actual[0] < 162 else (8, 0)),
            (0, 0),
            None,
        ),
        0,
    )


@pytest.mark.parametrize(
    ("par", "actual", "tricks"),
    [((90, 72), (80, 82), (5, 3)), ((70, 92), (80, 82), (3, 5)), ((81, 81), (80, 82), (4, 4))],
)
def test_the_par_line_has_no_brackets_within_brackets(
    par: tuple[int, int], actual: tuple[int, int], tricks: tuple[int, int]
) -> None:
    """The review's par sentence puts its verdict in brackets: the verdict has none of its own."""
    i18n.set_language("en")
    line = par_line(par_of(par, actual, tricks))
    assert not re.search(r"\([^()]*\(", line), line


@pytest.mark.parametrize("key", ["note.announces", "note.belote", "note.collected"])
def test_a_deals_notes_have_no_brackets_of_their_own(key: str) -> None:
    """The replay and the sheet put a deal's notes in brackets ("(Them announced 20)"): a note
    names its team without brackets of its own, as the French « annonces Eux 20 » does."""
    i18n.set_language("en")
    note = tr(key, team=tr("team.1"), points=20)
    assert "(" not in note and tr("team.1") in note


def test_a_team_in_an_english_sentence_is_a_pronoun_not_the_sheets_heading() -> None:
    """The sheet's columns are headed Us and Them, but a sentence says "we announced 50", "won by
    us", "belote to them", "capot for us", as French keeps « annonces Nous 50 », « gagnée par Eux »."""
    i18n.set_language("en")
    dedans = result((0, 262), 0, dedans=True, announces=(50, 0), belote=1)
    assert bonus_notes(dedans) == ["we announced 50, to them", "belote to them"]
    assert bonus_notes(result((182, 0), 1, announces=(0, 50))) == ["they announced 50"]
    assert [line.plain for line in won_lines("Game 1", 0, 1091, 907)] == ["Game 1 won by us, 1091 to 907"]
    assert tr("sum.capot", team=team_name(1, "object")) == "Capot for them!"
    i18n.set_language("fr")
    assert bonus_notes(dedans) == ["annonces Nous 50 → Eux", "belote Eux"]
    assert [line.plain for line in won_lines("Manche 1", 1, 640, 1012)] == [
        "Manche 1 gagnée par Eux, 1012 à 640"
    ]


def test_the_par_line_says_contract_made_in_words() -> None:
    """ "would have made 90 card points (contract made)", never a bare "(made)" after "made"; card
    points, as the belote and the announcements are not in the par."""
    i18n.set_language("en")
    assert par_line(par_of((90, 72), (80, 82), taker=1)) == (
        "With every hand seen: the takers (Them) would have made 90 card points (contract made); they made 80"
        " card points (belote and announcements aside)."
    )


def test_the_par_line_says_we_when_the_takers_are_the_players_team() -> None:
    """Our side took: « nous, les preneurs, aurions fait … ; nous avons fait », never "the takers (Us)
    … they made"; a capot suffered is "against us"."""
    i18n.set_language("fr")
    assert par_line(par_of((90, 72), (80, 82))) == (
        "Cartes sur table : nous, les preneurs, aurions fait 90 points de cartes (contrat réussi) ;"
        " nous avons fait 80 points de cartes (belote et annonces à part)."
    )
    i18n.set_language("en")
    assert par_line(par_of((90, 72), (80, 82))) == (
        "With every hand seen: we, the takers, would have made 90 card points (contract made); we made 80"
        " card points (belote and announcements aside)."
    )
    suffered = par_line(par_of((0, 162), (20, 142), (0, 8)))
    assert "would have made 0 card points (a capot against us)" in suffered
    assert "against them" not in suffered


def test_a_capot_is_no_count_of_card_points_in_the_par_line() -> None:
    """A capot scores 252 on the sheet, but the deck holds 162 card points: the par line says
    « capot », never « 252 points de cartes »."""
    i18n.set_language("fr")
    assert par_line(par_of((162, 0), (158, 4), (8, 0), taker=1)) == (
        "Cartes sur table : les preneurs (Eux) auraient fait capot (252 points) ; ils ont fait 158 points"
        " de cartes (belote et annonces à part)."
    )
    i18n.set_language("en")
    assert par_line(par_of((162, 0), (162, 0), (8, 0), taker=1)) == (
        "With every hand seen: the takers (Them) would have made all eight tricks, a capot (252 points);"
        " they made all eight tricks, a capot (belote and announcements aside)."
    )


def test_a_capot_the_takers_suffer_is_said_against_them_in_the_par_line() -> None:
    """The defence takes every trick: the takers made no trick, « capot subi », not « (capot) » as
    if the capot were theirs."""
    i18n.set_language("fr")
    line = par_line(par_of((0, 162), (20, 142), (0, 8), taker=1))
    assert "auraient fait 0 point de cartes (capot subi)" in line
    assert "ils ont fait 20 points de cartes" in line
    both = Par(
        0,
        score_deal(0, Suit.HEARTS, (0, 162), (0, 8), (0, 0), None),
        score_deal(0, Suit.HEARTS, (0, 162), (0, 8), (0, 0), None),
        0,
    )
    assert "nous avons fait 0 point de cartes, capot subi (belote et annonces à part)" in par_line(both)


@pytest.mark.parametrize(
    ("lang", "value", "word"),
    [
        ("fr", 0.0, "point"),
        ("fr", 1.5, "point"),
        ("fr", -1.9, "point"),
        ("fr", 2.0, "points"),
        ("fr", -3.2, "points"),
        ("en", 1, "point"),
        ("en", -1, "point"),
        ("en", 0.0, "points"),
        ("en", 1.5, "points"),
    ],
)
def test_points_agree_with_their_number_as_each_language_does(lang: str, value: float, word: str) -> None:
    """« 0,0 point », « 1,5 point » but « 2 points » in French; "1 point" but "0.0 points" in English."""
    i18n.set_language(lang)
    try:
        assert points_word(value) == word
        assert tr("review.loss", loss=value, points=points_word(value)).endswith(f"{value} {word}.")
    finally:
        i18n.set_language("fr")


def test_the_coach_says_highest_card_left_not_master() -> None:
    """The coach's reasons in English say « the highest trump left », « the highest card left in its
    suit »: « master », the French « maître » carried over, reads as jargon to an English player."""
    jargon = {
        key: text for key, text in EN.items() if key.startswith("why.") and re.search(r"\bmaster\b", text)
    }
    assert not jargon
    i18n.set_language("en")
    assert tr("why.cash_master", card="A♠") == "A♠ is the highest card left in its suit: cash it."


def test_english_text_quotes_with_english_quotation_marks() -> None:
    """French guillemets « » belong to the French interface: the English words and the English help
    (where a French word is quoted) quote with "…"."""
    from belote.tui import helptext

    quoted = {key: text for key, text in EN.items() if "«" in text or "»" in text}
    assert not quoted
    assert "«" not in helptext._EN and "»" not in helptext._EN


def test_the_english_rules_say_game_and_match_as_the_screens_do() -> None:
    """The help's English rules said « wins the manche », « the first deal of the partie » while
    every screen says "game" and "match": the French words are given once, in brackets, beside
    the English ones."""
    from belote.tui.helptext import rules_for_players, rules_markdown

    rules = rules_markdown()
    assert rules is not None
    english = rules_for_players(rules, "en")
    assert "wins the game" in english and "(*manche*)" in english and "(*partie*)" in english
    outside_brackets = re.sub(r"\((?:\*\w+\*|manche and partie)\)", "", english)
    assert not FRENCH_LEFT_OVER.search(outside_brackets)
