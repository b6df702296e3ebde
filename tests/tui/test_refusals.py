"""Each rule the engine can cite for a refused card or bid has its own sentence in both languages,
checked on a hand-built situation (the human is seat 0, hearts are trump in the card-play cases)."""

from __future__ import annotations

import io
import itertools
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from belote.engine import PASS, Action, Card, Deal, DeclareCarre, IllegalAction, Play, Rank, Suit, Take
from belote.tui import i18n
from belote.tui.game import GameScreen
from belote.tui.i18n import card_label, suit_name, tr
from belote.tui.refusals import refusal, round_one_suit_refusal
from belote.tui.widgets import HandView, StatusBar
from tests.engine.helpers import make_deal, play, play_first_legal

from .conftest import make_app, run_async, start

ENGINE = Path(__file__).resolve().parents[2] / "belote" / "engine"

OPPONENT_TRUMPED_HIGHER = (
    [
        "KH 7D 8D 9D TD JD QD KD",
        "7S 9S TS JS QS KS AS 7C",
        "8S 7H 8H 9H TH AD 8C 9C",
        "AH JH QH TC JC QC KC AC",
    ],
    "7S 8S AH",
)
"""West leads 7♠, North 8♠, East trumps with A♥; the human has no ♠ and only R♥: he must sous-couper."""
OPPONENT_TRUMPED_LOWER = (
    [
        "9H KH 7D 8D 9D TD JD QD",
        "7S 9S TS JS QS KS AS 7C",
        "8S 7H 8H TH AD KD 8C 9C",
        "AH JH QH TC JC QC KC AC",
    ],
    "7S 8S AH",
)
"""As above, but the human holds the 9♥, which beats the A♥: he must surcouper."""
OPPONENT_MASTER = (
    [
        "7H 8H 7D 8D 9D TD JD QD",
        "KD AD 7C 8C 9C TC JC QC",
        "7S 8S 9S TS 9H TH JH KC",
        "JS QS KS AS QH KH AH AC",
    ],
    "8S AS",
)
"""North leads 8♠, East plays the A♠: the human, without ♠, must trump."""
CLUBS_LED = (
    [
        "7H 8H 7C 7D 8D 9D TD JD",
        "QD KD AD 8C 9C TC JC QC",
        "7S 8S 9S TS 9H TH JH KC",
        "JS QS KS AS QH KH AH AC",
    ],
    "AC",
)
"""East leads the A♣ and the human holds the 7♣."""
TRUMP_LED = (CLUBS_LED[0], "AH")
"""East leads the A♥ (trump): the human holds 7♥ 8♥."""
PARTNER_LEADS_TRUMP = (
    [
        "JH 7H 7D 8D 9D TD JD QD",
        "KD AD 7C 8C 9C TC JC QC",
        "9H 7S 8S 9S TS TH 8H KC",
        "JS QS KS AS QH KH AH AC",
    ],
    "9H QH",
)
"""North (the partner) leads the 9♥ trump, East plays the D♥: the human holds the V♥."""
OPPONENT_HOLDS_TRUMP_LEAD = (PARTNER_LEADS_TRUMP[0], "8H QH")
"""North leads the 8♥ trump and East beats it with the D♥: the human must climb over an opponent."""


def situation(hands: tuple[list[str], str]) -> Deal:
    """East takes at ♥ with the A♥ turned; the leader is the seat before the first card's player."""
    cards, trick = hands
    leader = (4 - len(trick.split())) % 4
    deal = make_deal(cards, taker=3, turned="AH", dealer=(leader - 1) % 4)
    play(deal, trick)
    assert deal.to_play == 0
    return deal


def fresh() -> Deal:
    """A deal in its bidding, East dealing."""
    return Deal.from_deck(make_deal(OPPONENT_MASTER[0], taker=3, turned="AH").deck, 3)


def round_two() -> Deal:
    """Everyone passed round 1."""
    deal = fresh()
    for _ in range(4):
        deal.apply(PASS)
    while deal.to_play != 0:
        deal.apply(PASS)
    return deal


def finished() -> Deal:
    """A deal played to its end."""
    deal = situation(OPPONENT_MASTER)
    play_first_legal(deal)
    return deal


def card(code: str) -> Card:
    """A card from its code."""
    return Card.parse(code)


CASES: list[tuple[str, Callable[[], Deal], Action, str, str, str]] = [
    # (what is checked, situation, action tried, engine code, French, English)
    (
        "sous-couper: an opponent trumped higher than every trump held",
        lambda: situation(OPPONENT_TRUMPED_HIGHER),
        Play(card("7D")),
        "must_trump",
        "Aucun de vos atouts ne bat A♥ de l'adversaire : vous devez sous-couper.",
        "An opponent has trumped with A♥: you cannot beat it, so you must undertrump (play a lower trump).",
    ),
    (
        "surcouper with a lower trump",
        lambda: situation(OPPONENT_TRUMPED_LOWER),
        Play(card("KH")),
        "must_overtrump",
        "L'adversaire a coupé : vous devez surcouper (monter sur A♥).",
        "An opponent has trumped: you must overtrump (beat A♥).",
    ),
    (
        "surcouper rather than discard",
        lambda: situation(OPPONENT_TRUMPED_LOWER),
        Play(card("7D")),
        "must_trump",
        "L'adversaire a coupé : vous devez surcouper (monter sur A♥).",
        "An opponent has trumped: you must overtrump (beat A♥).",
    ),
    (
        "couper: an opponent is master, no card of the led suit",
        lambda: situation(OPPONENT_MASTER),
        Play(card("7D")),
        "must_trump",
        "Pas de ♠ pique : vous devez couper, l'adversaire est maître du pli.",
        "No ♠ spades: you must trump, an opponent holds the trick.",
    ),
    (
        "fournir: a card of the led suit is held",
        lambda: situation(CLUBS_LED),
        Play(card("7D")),
        "must_follow",
        "Vous devez fournir à ♣ trèfle : c'est la couleur demandée et vous en avez.",
        "You must follow suit: ♣ clubs was led and you hold some.",
    ),
    (
        "fournir à l'atout: trump led, trumps held",
        lambda: situation(TRUMP_LED),
        Play(card("7D")),
        "must_follow",
        "Atout demandé : vous devez jouer atout, vous en avez.",
        "Trump was led: you must play a trump, you hold some.",
    ),
    (
        "monter even over the partner when trump is led",
        lambda: situation(PARTNER_LEADS_TRUMP),
        Play(card("7H")),
        "must_overtrump",
        "Atout demandé : vous devez monter sur 9♥, même sur votre partenaire.",
        "Trump was led: you must play higher than 9♥, even over your partner's.",
    ),
    (
        "monter over an opponent's trump: the partner is not mentioned",
        lambda: situation(OPPONENT_HOLDS_TRUMP_LEAD),
        Play(card("7H")),
        "must_overtrump",
        "Atout demandé : vous devez monter sur D♥.",
        "Trump was led: you must play higher than Q♥.",
    ),
    (
        "a card not in the hand",
        lambda: situation(OPPONENT_MASTER),
        Play(card("AS")),
        "not_in_hand",
        "Cette carte n'est pas dans votre main.",
        "That card is not in your hand.",
    ),
    (
        "announce when announces are off",
        lambda: situation(OPPONENT_MASTER),
        Play(card("7H"), announce=True),
        "announce_not_allowed",
        "Vous ne pouvez pas annoncer maintenant.",
        "You cannot announce now.",
    ),
    (
        "belote without the trump king and queen",
        lambda: situation(OPPONENT_MASTER),
        Play(card("7H"), belote=True),
        "belote_not_allowed",
        "Vous ne pouvez pas dire belote avec cette carte.",
        "You cannot say belote with that card.",
    ),
    (
        "a carré declared with the variant off",
        lambda: situation(OPPONENT_MASTER),
        DeclareCarre(Rank.SEVEN),
        "carre_not_allowed",
        "Vous ne pouvez pas déclarer ce carré : la variante est désactivée ou ce n'est plus le moment.",
        "You cannot declare that carré: the variant is off or it is too late.",
    ),
    (
        "a card during the bidding",
        fresh,
        Play(card("7H")),
        "not_your_phase",
        "Ce n'est pas le moment de faire cela.",
        "That is not possible now.",
    ),
    (
        "another suit than the turned one in round 1",
        fresh,
        Take(Suit.SPADES),
        "bid_round1_suit",
        "Au premier tour, on ne prend qu'à la couleur retournée.",
        "In round 1 you may only take the turned suit.",
    ),
    (
        "the turned suit in round 2",
        round_two,
        Take(Suit.HEARTS),
        "bid_round2_suit",
        "Au second tour, on ne peut pas reprendre la couleur retournée.",
        "In round 2 you cannot name the turned suit.",
    ),
    (
        "anything once the deal is over",
        finished,
        PASS,
        "deal_over",
        "La donne est terminée.",
        "The deal is over.",
    ),
    (
        "something that is not an action",
        fresh,
        "pass",  # type: ignore[list-item]
        "unknown_action",
        "Action inconnue.",
        "Unknown action.",
    ),
]


TENS = [Card(Rank.TEN, suit) for suit in Suit]
"""The widest cards a refusal may name (« 10♥ »: three characters where the others take two)."""

REFUSAL_KEYS = [key for key in i18n.FR if key.startswith("refuse.")]
"""Every card or bid refusal that names a card or a suit the play decides."""


def refused(deal: Deal, action: Action) -> IllegalAction:
    """The engine's refusal of ``action`` (the deal is left unchanged)."""
    with pytest.raises(IllegalAction) as caught:
        deal.apply(action)
    return caught.value


@pytest.mark.parametrize(
    ("what", "build", "action", "code", "french", "english"), CASES, ids=[c[0] for c in CASES]
)
def test_each_refusal_has_its_own_sentence_in_both_languages(
    what: str, build: Callable[[], Deal], action: Action, code: str, french: str, english: str
) -> None:
    deal = build()
    error = refused(deal, action)
    assert error.rule == code
    tried = action.card if isinstance(action, Play) and isinstance(action.card, Card) else card("7H")
    hand = deal.view(0).hand
    assert refusal(error, hand, deal.current_trick, deal.trump, tried) == french
    i18n.set_language("en")
    assert refusal(error, hand, deal.current_trick, deal.trump, tried) == english


def test_every_rule_code_the_engine_cites_is_covered() -> None:
    """A new rule code in the engine needs its case here (and its sentences)."""
    cited = set()
    for source in ENGINE.glob("*.py"):
        cited |= set(re.findall(r'IllegalAction\(\s*"(\w+)"', source.read_text(encoding="utf-8")))
    assert cited <= {case[3] for case in CASES}
    pairs = {(case[4], case[5]) for case in CASES}  # one English sentence for each French one
    assert len({french for french, _ in pairs}) == len({english for _, english in pairs}) == len(pairs)
    assert len(pairs) == len(CASES) - 1  # only the two ways of failing to surcouper share theirs


@run_async
async def test_undertrumping_is_explained_as_sous_couper_on_the_table(tmp_path: Path) -> None:
    """The reported case: only the R♥ may go under an opponent's A♥; the refusal says « sous-couper »,
    not « l'adversaire est maître du pli »."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        screen: GameScreen = await start(pilot)
        app.match.deal = situation(OPPONENT_TRUMPED_HIGHER)
        screen.advance()
        await pilot.pause()
        hand = screen.query_one(HandView)
        index = hand.cards.index(card("7D"))
        await pilot.press(str(index + 1), "enter")
        await pilot.pause()
        message = screen.query_one(StatusBar).message
        assert "sous-couper" in message and "A♥" in message and "maître du pli" not in message
        assert len(app.match.deal.current_trick.cards) == 3  # nothing was played


@run_async
async def test_every_refusal_is_read_whole_on_the_two_status_lines_at_80_columns(tmp_path: Path) -> None:
    """The rule that forbids a card or bid must be read whole: at the smallest table the game plays
    on (80 columns), every refusal, in both languages, fits the status line's two lines."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen: GameScreen = await start(pilot)
        status = screen.query_one(StatusBar)
        width = status.content_size.width
        console = Console(width=width, file=io.StringIO())
        for lang in ("fr", "en"):
            i18n.set_language(lang)
            for what, build, action, *_ in CASES:
                deal = build()
                error = refused(deal, action)
                tried = (
                    action.card if isinstance(action, Play) and isinstance(action.card, Card) else card("10H")
                )
                status.say(
                    refusal(error, deal.view(0).hand, deal.current_trick, deal.trump, tried), error=True
                )
                lines = console.render_lines(status.render(), console.options.update_width(width), pad=False)
                assert len(lines) <= 2, (lang, what, status.message)
            for suit in Suit:  # the suit keys of round 1, whose rule the table says itself
                status.say(round_one_suit_refusal(suit), error=True)
                lines = console.render_lines(status.render(), console.options.update_width(width), pad=False)
                assert len(lines) <= 2, (lang, status.message)
            for ten, suit in itertools.product(TENS, Suit):  # the widest card and every suit's name
                for key in REFUSAL_KEYS:
                    status.say(tr(key, card=card_label(ten), suit=suit_name(suit)), error=True)
                    lines = console.render_lines(
                        status.render(), console.options.update_width(width), pad=False
                    )
                    assert len(lines) <= 2, (lang, key, status.message)
        i18n.set_language("fr")
