"""The deal log and what each seat says, checked line by line against the deal that was played."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.text import Text

from belote.engine import Card, Deal, DeclareCarre, Match, Rank, Rules, Suit, Take
from belote.engine.dealing import Cut
from belote.tui.deal_record import action_text
from belote.tui.events import (
    bid_sentence,
    bid_text,
    combo_cards,
    combo_gender,
    combo_text,
    combo_with_article,
    draw_lines,
    log_lines,
    opening,
    plays,
    speech,
    trick_line,
)
from belote.tui.i18n import card_label, seat_in_sentence, seat_name, set_language, set_seat_names, tr, tr_seat
from belote.tui.typography import GLUE, PlainBlanks, drawn

from .behaviour_support import play_out, random_bots
from .conftest import text_of


def deal_with(rules: Rules, wanted: str) -> Deal:
    """A deal random bots played to the end in which ``wanted`` ("belote" or "announce") happened."""
    for seed in range(400):
        deal = Match(rules, seed).deal
        play_out(deal, random_bots(seed))
        view = deal.view(0)
        if (wanted == "belote" and view.belote is not None) or (wanted == "announce" and view.shown):
            return deal
    raise AssertionError(f"no deal with {wanted}")


def plain(deal: Deal, number: int = 1) -> list[str]:
    """The log lines as plain text, as the screen draws them."""
    return [drawn(line.plain) for line in log_lines(deal.view(0), number)]


def test_log_tells_the_deal_bids_cards_and_tricks_in_order() -> None:
    """Header, turned card, each bid, then each card by seat with each trick's winner after its 4th card."""
    deal = deal_with(Rules(), "belote")
    view = deal.view(0)
    lines = plain(deal, 3)
    assert lines[0] == tr_seat("log.deal", view.dealer, n=3)
    assert lines[1] == tr("log.turned", card="") + card_label(view.turned)
    bid_lines = [bid_sentence(seat, action) for seat, action in view.bids]
    rest = [line for line in lines[2:] if line != tr("log.round2")]
    assert rest[: len(bid_lines)] == bid_lines
    expected = []
    capot = len({trick.winner % 2 for trick in view.tricks if trick.winner is not None}) == 1
    for number, trick in enumerate(view.tricks):
        for i, card in enumerate(trick.cards):
            expected.append(f"{seat_name(trick.seat_of(i))}{tr('colon')}{card_label(card)}")
        assert trick.winner is not None
        key, der = ("log.trick_der", 10) if number == 7 and not capot else ("log.trick", 0)
        expected.append(tr(key, seat=seat_in_sentence(trick.winner), points=trick.points, der=der))
    played = [line for line in rest[len(bid_lines) :] if "belote" not in line.lower()]
    assert played == expected


def test_last_trick_line_adds_the_dix_de_der_in_both_languages() -> None:
    """The eighth trick's line adds the 10 points of the dix de der, as the summary counts them, in
    the summary's own words; the earlier tricks' lines do not; after a capot, whose bonus replaces
    the dix de der, the last line does not either."""
    deal = Match(Rules(), 1).deal
    play_out(deal, random_bots(1))
    view = deal.view(0)
    last, first = view.tricks[7], view.tricks[0]
    assert last.winner is not None and first.winner is not None
    trick_lines = [line for line in plain(deal) if line.startswith("→")]
    assert trick_lines[-1] == f"→ pli pour {seat_in_sentence(last.winner)} (+{last.points}, +10 de der)"
    assert trick_lines[0] == f"→ pli pour {seat_in_sentence(first.winner)} (+{first.points})"
    assert [line for line in trick_lines if "de der" in line] == trick_lines[-1:]
    set_language("en")
    trick_lines = [line for line in plain(deal) if line.startswith("→")]
    last_line = f"→ trick to {seat_in_sentence(last.winner)} (+{last.points}, +10 last trick)"
    assert trick_lines[-1] == last_line
    assert trick_lines[0] == f"→ trick to {seat_in_sentence(first.winner)} (+{first.points})"
    winner = last.winner
    capot = replace(view, tricks=tuple(replace(trick, winner=winner) for trick in view.tricks))
    assert drawn(trick_line(capot, 7)) == f"→ trick to {seat_in_sentence(winner)} (+{last.points})"


def test_log_says_belote_then_rebelote_for_the_declarer_as_each_card_is_laid() -> None:
    """The declarer says « Belote ! » as it lays its first trump king or queen and « Rebelote ! »
    with the second, the very words the seat says at the table: each line comes just before the
    card it goes with, as the word is said with the card, not after it."""
    deal = deal_with(Rules(), "belote")
    view = deal.view(0)
    assert view.belote is not None
    lines = plain(deal)
    seat = seat_name(view.belote) + tr("colon")
    said = [i for i, line in enumerate(lines) if line == seat + tr("say.belote")]
    again = [i for i, line in enumerate(lines) if line == seat + tr("say.rebelote")]
    assert len(said) == 1 and len(again) == 1 and said[0] < again[0]
    trump = view.trump
    assert trump is not None
    pair = {f"{seat}{card_label(Card(rank, trump))}" for rank in (Rank.KING, Rank.QUEEN)}
    assert lines[said[0] + 1] in pair and lines[again[0] + 1] in pair


def test_log_tells_the_announces_and_the_cards_shown() -> None:
    """Announced before the first card; shown with the cards at the second trick, each just before
    its holder plays to it, as at the table."""
    deal = deal_with(Rules(announces=True), "announce")
    view = deal.view(0)
    lines = plain(deal)
    first = view.tricks[0]
    assert first.winner is not None
    first_trick_end = lines.index(tr("log.trick", seat=seat_name(first.winner), points=first.points))
    for combo in view.shown:
        own = tr(f"log.own.{combo_gender(combo)}")
        line = tr_seat("log.shown", combo.seat, what=f"{combo_text(combo)} {combo_cards(combo)}", own=own)
        assert line in lines and lines.index(line) > first_trick_end
        after = lines[lines.index(line) + 1 :]
        card = next(n for n in after if not n.startswith(tr_seat("log.shown", combo.seat, what="", own="")))
        played = view.tricks[1].card_of(combo.seat)
        assert played is not None and card == seat_name(combo.seat) + tr("colon") + card_label(played)
    for combo in view.announced:
        line = tr_seat("log.announce", combo.seat, what=combo_with_article(combo))
        assert line in lines and lines.index(line) < first_trick_end


def test_each_seat_says_its_last_bid_then_the_taker_its_contract() -> None:
    """While bidding a seat's bubble shows its last bid of the round under way (the first round's
    passes are cleared when the second round begins); in the play the taker's shows « prend »."""
    taken = quiet_in_round_two = 0
    for seed in range(12):
        deal = Match(Rules(), seed).deal
        bots = random_bots(0)
        while deal.phase == "bidding":
            view = deal.view(0)
            for seat in range(4):
                first_round = 4 if view.bidding_round == 2 else 0
                said = [action for s, action in view.bids[first_round:] if s == seat]
                if view.bidding_round == 2 and not said:
                    quiet_in_round_two += 1
                    assert speech(view, seat, None) == ""
                assert speech(view, seat, None) == (bid_text(said[-1]) if said else "")
            assert deal.to_play is not None
            deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
        if deal.phase != "playing":
            continue
        play_out(deal, bots, until=lambda d: len(d.tricks) >= 2 and not d.current_trick.cards)
        view = deal.view(0)
        assert view.taker is not None and view.trump is not None
        assert speech(view, view.taker, None) == tr("seat.taker", suit=view.trump.symbol)
        assert all(speech(view, s, None) == "" for s in range(4) if s != view.taker)
        taken += 1
    assert taken >= 2 and quiet_in_round_two > 0


def test_in_english_a_bid_reads_as_the_call_and_the_taker_as_having_taken() -> None:
    """The bid is shown as it was called (« Pass », « Take ♥ »), the taker's line in the play in the
    past (« Took ♥ »), so that « You (Us) » is never followed by « Takes »."""
    deal = Match(Rules(), 3).deal
    set_language("en")
    try:
        assert bid_text(Take(Suit.HEARTS)) == "Take ♥"
        bots = random_bots(0)
        while deal.phase != "playing":
            if deal.phase != "bidding":
                deal = Match(Rules(), 4).deal
            assert deal.to_play is not None
            deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
        view = deal.view(0)
        assert view.taker is not None and view.trump is not None
        assert speech(view, view.taker, None) == f"Took {view.trump.symbol}"
    finally:
        set_language("fr")
    assert speech(view, view.taker, None) == f"Prend à {view.trump.symbol}"


def test_a_draw_between_tied_players_is_said_to_be_drawn_again() -> None:
    """The first round of the draw for the dealer says who deals (« Tirage (la plus petite carte donne) : »),
    a round between tied players « Égalité, nouveau tirage : » (« Tie, drawn again: » in English)."""
    draw = (
        (Card.parse("9C"), Card.parse("QS"), Card.parse("9D"), Card.parse("AH")),
        (Card.parse("7H"), None, Card.parse("8S"), None),
    )
    lines = [drawn(line.plain) for line in draw_lines(draw)]
    assert lines[0].startswith("Tirage (la plus petite carte donne) : Vous 9♣") and lines[1].startswith(
        "Égalité, nouveau tirage : Vous 7♥"
    )
    set_language("en")
    try:
        assert [drawn(line.plain).split(" You")[0] for line in draw_lines(draw)] == [
            "Draw (the lowest card deals):",
            "Tie, drawn again:",
        ]
    finally:
        set_language("fr")


def test_a_name_of_two_words_in_the_draw_stays_whole_with_its_card() -> None:
    """At a shared table « Jojo 2 » (a name numbered beside a bot's) draws a card: the log may break
    the draw's line between players, never inside a name nor between it and its card."""
    draw = ((Card.parse("9C"), Card.parse("QS"), Card.parse("9D"), Card.parse("AH")),)
    set_seat_names(("", "Jojo 2", "Léa Marie", "Titi"))
    try:
        (line,) = draw_lines(draw)
    finally:
        set_seat_names(None)
    players = line.plain.split(" : ", 1)[1]
    expected = ["Vous 9♣", "Jojo 2 D♠", "Léa Marie 9♦", "Titi A♥"]
    assert players.split(" ") == [player.replace(" ", GLUE) for player in expected]


def test_a_carre_is_named_by_its_rank_as_players_say_it() -> None:
    """« carré de dames (100) », « carré de valets (200) », « carré d'as (100) »: between carrés of
    100 points the rank decides, so the table says which; a tierce stays « tierce (20) ». Inside a
    sentence the name keeps its small letter (« Annoncer tierce (20) », « Ouest annonce … »); alone
    on a line it opens with a capital."""
    from belote.engine.announces import Combination

    def carre(rank: str, points: int) -> Combination:
        return Combination("carre", tuple(Card.parse(rank + suit) for suit in "SHDC"), points, 1, False)

    assert combo_text(carre("Q", 100)) == "carré de dames (100)"
    assert combo_text(carre("J", 200)) == "carré de valets (200)"
    assert combo_text(carre("A", 100)) == "carré d'as (100)"
    assert combo_text(carre("9", 150)) == "carré de neuf (150)"
    tierce = Combination("tierce", tuple(Card.parse(c) for c in ("QH", "KH", "AH")), 20, 1, False)
    assert combo_text(tierce) == "tierce (20)"
    assert opening(combo_text(tierce)) == "Tierce (20)"
    assert tr("prompt.announce", what=combo_text(tierce), cards="").startswith("Annoncer tierce (20)")
    set_language("en")
    try:
        assert combo_text(carre("K", 100)) == "four kings (100)"
        assert opening(combo_text(carre("K", 100))) == "Four kings (100)"
    finally:
        set_language("fr")


@pytest.mark.parametrize(("lang", "said"), [("fr", "Carré de 8"), ("en", "Four 8s")])
def test_a_declared_carre_reads_in_the_replay_of_a_deal(lang: str, said: str) -> None:
    """The history's replay names each action: a carré of 8s declared reads « Carré de 8 »."""
    set_language(lang)
    try:
        assert action_text(DeclareCarre(Rank.EIGHT)) == said
    finally:
        set_language("fr")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_in_the_narrow_log_a_player_keeps_its_draw_card_and_a_trick_its_points(lang: str) -> None:
    """At the log's width, « Est 10♥ » of the draw is never split over two lines, nor the bracket
    « (+25, +10 de der) » of the last trick; the screen shows plain spaces."""
    set_language(lang)
    try:
        draw = ((Card.parse("TD"), Card.parse("TH"), Card.parse("JH"), Card.parse("9C")),)
        shown = text_of(PlainBlanks(draw_lines(draw)[0]), width=25).splitlines()
        for seat, card in zip(range(4), ("10♦", "10♥", "V♥" if lang == "fr" else "J♥", "9♣"), strict=True):
            assert any(f"{seat_name(seat)} {card}" in line for line in shown), shown
        deal = Match(Rules(), 1).deal  # the eighth trick with its dix de der (no capot)
        play_out(deal, random_bots(1))
        last = [line for line in plain(deal) if line.startswith("→")][-1]
        bracket = last[last.index("(") :]
        lines = text_of(PlainBlanks(Text(trick_line(deal.view(0), 7))), width=25).splitlines()
        assert bracket in lines[-1] and "\u2800" not in "".join(lines)
    finally:
        set_language("fr")


def test_a_seat_a_friend_took_over_mid_deal_names_the_bot_for_the_moves_it_made() -> None:
    """At a shared table a friend may sit in for a bot mid-deal: the log names the bot (« Momo »)
    for the cut, the bids and cards it made there before, and « Vous » from the friend's own first
    move on; a trick the bot won before is « pour Momo ». Every other line is as ever."""
    set_language("fr")
    deal = deal_with(Rules(), "belote")
    view = deal.view(0)
    since = len(view.bids) + 6  # she sat in after the bids and six cards
    cut = Cut(seat=0, point=12)
    named = [drawn(line.plain) for line in log_lines(view, 2, cut=cut, stand_ins={0: ((since, "Momo"),)})]
    usual = [drawn(line.plain) for line in log_lines(view, 2, cut=cut)]
    assert (
        named[1] == "Momo coupe le jeu : 12 cartes soulevées"
        and usual[1] == "Vous coupez le jeu : 12 cartes soulevées"
    )
    cards = [(move, card) for move, (_, seat, card) in enumerate(plays(view)) if seat == 0]
    bot_bids = [
        f"Momo prend à {action.suit.symbol}" if isinstance(action, Take) else "Momo passe"
        for seat, action in view.bids
        if seat == 0
    ]
    bot_moves = [card_label(card) for move, card in cards if move < 6]
    our_moves = [card_label(card) for move, card in cards if move >= 6]
    said = (tr("say.belote"), tr("say.rebelote"))

    def moves_of(name: str) -> list[str]:
        prefix = f"{name}{tr('colon')}"
        return [line[len(prefix) :] for line in named if line.startswith(prefix)]

    assert bot_bids and bot_moves and our_moves
    assert [line for line in named if line.startswith("Momo p")] == bot_bids
    assert [move for move in moves_of("Momo") if move not in said] == bot_moves
    assert [move for move in moves_of("Vous") if move not in said] == our_moves
    assert len(named) == len(usual)
    for before, now in zip(usual, named, strict=True):  # only our seat's naming changed, by the bot's
        assert before == now or ("Momo" in now and "ous" in before and "Momo" not in before)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_when_both_teams_announce_the_log_says_whose_announces_count(lang: str) -> None:
    """Only the team holding the best combination scores its announces: after the first trick, before
    the cards are shown, the log says whose count and that the other team's do not; with one team
    announcing, nothing."""
    set_language(lang)
    both = one = None
    for seed in range(600):
        deal = Match(Rules(announces=True), seed).deal
        play_out(deal, random_bots(seed))
        view = deal.view(0)
        teams = {combo.seat % 2 for combo in view.announced}
        if view.shown and len(teams) == 2 and both is None:
            both = deal
        elif view.shown and len(teams) == 1 and one is None:
            one = deal
        if both is not None and one is not None:
            break
    assert both is not None and one is not None
    view = both.view(0)
    winner = view.shown[0].seat % 2
    lines = plain(both)
    said = tr(f"log.announces_won.{winner}")
    first = view.tricks[0]
    assert first.winner is not None
    first_trick_end = lines.index(tr("log.trick", seat=seat_name(first.winner), points=first.points))
    shown = [
        tr_seat(
            "log.shown",
            c.seat,
            what=f"{combo_text(c)} {combo_cards(c)}",
            own=tr(f"log.own.{combo_gender(c)}"),
        )
        for c in view.shown
    ]
    assert said in lines and first_trick_end < lines.index(said) < min(map(lines.index, shown))
    assert tr(f"log.announces_won.{1 - winner}") not in lines
    assert not {tr("log.announces_won.0"), tr("log.announces_won.1")} & set(plain(one))


@pytest.mark.parametrize("look", ["belote-dark", "belote-light", "belote-contrast"])
def test_the_log_writes_in_the_looks_colours_never_the_terminals_named_ones(look: str) -> None:
    """The belote, the announces and each trick's winner were written in the terminal's own yellow
    and cyan, which the light look's palette draws pale (2:1 on its panel): every coloured line of
    the log is in a colour of the look in use."""
    from rich.color import Color, ColorType
    from rich.style import Style

    from belote.tui.themes import colour, set_theme

    set_theme(look)
    try:
        looks = {Color.parse(colour(role)) for role in ("accent", "caption")}
        for wanted in ("belote", "announce"):
            deal = deal_with(Rules(announces=True), wanted)
            in_looks = 0
            for line in log_lines(deal.view(0), 1):
                for style in (line.style, *(span.style for span in line.spans)):
                    color = (Style.parse(style) if isinstance(style, str) else style).color
                    assert color is None or color.type != ColorType.STANDARD, (line.plain, color)
                    in_looks += color in looks
            assert in_looks, wanted
    finally:
        set_theme("belote-dark")
