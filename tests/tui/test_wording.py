"""The French (and English) sentences the table writes: verbs agree with « vous », scores read right."""

from __future__ import annotations

import re

from belote.bots import BOTS
from belote.engine import PASS, DealView, Match, Rules, Take
from belote.tui import i18n
from belote.tui.events import log_lines
from belote.tui.i18n import seat_name, tr, tr_seat
from belote.tui.menus import HelpScreen, OptionsScreen
from belote.tui.score_screens import MancheEndScreen, SummaryScreen
from belote.tui.storage import Settings

from .conftest import text_of


def first_match_dealt_by(seat: int) -> Match:
    """A seeded partie whose first dealer is ``seat``."""
    for seed in range(200):
        match = Match(Rules(), seed)
        if match.deal.dealer == seat:
            return match
    raise AssertionError(f"no seed makes seat {seat} deal first")


def test_sentences_about_the_human_use_the_vous_form() -> None:
    """« Vous donnez », « Vous avez pris », « Vous annoncez »; the bots keep the third person."""
    assert tr_seat("log.deal", 0, n=1) == "Donne 1 · vous donnez"
    assert tr_seat("log.deal", 2, n=1) == "Donne 1 · Nord donne"
    assert tr_seat("sum.contract", 0, suit="♠ pique") == "Vous avez pris à ♠ pique"
    assert tr_seat("sum.contract", 3, suit="♠ pique") == "Ouest a pris à ♠ pique"
    assert tr_seat("log.announce", 0, what="Tierce (20)") == "Vous annoncez Tierce (20)"
    assert tr_seat("log.shown", 1, what="tierce (20)", own="sa ") == "Est montre sa tierce (20)"
    assert tr_seat("log.shown", 0, what="tierce (20)", own="sa ") == "Vous montrez votre tierce (20)"
    i18n.set_language("en")
    assert tr_seat("log.deal", 0, n=1) == "Deal 1 · you deal"
    assert tr_seat("sum.contract", 0, suit="♠ spades") == "You took ♠ spades"
    assert tr_seat("log.announce", 0, what="Tierce (20)") == "You announce Tierce (20)"


def test_deal_log_says_vous_donnez_when_the_human_deals() -> None:
    """The log's header line for a deal dealt by South, short enough for the 80-column log."""
    match = first_match_dealt_by(0)
    lines = [line.plain for line in log_lines(match.deal.view(0), 1)]
    assert "Donne 1 · vous donnez" in lines
    assert all(len(line) <= 23 for line in lines if line.startswith("Donne"))


def play_to_manche_end(seed: int, winner: int) -> Match | None:
    """Random bots at all four seats play one short manche; the match if ``winner`` took it."""
    match = Match(Rules(target=300), seed)
    bots = [BOTS["random"](seed=seat) for seat in range(4)]
    while not match.manche_over:
        deal = match.deal
        if deal.phase == "done":
            match.next_deal()
            continue
        assert deal.to_play is not None
        deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
    us, them = match.scores
    return match if (us > them) == (winner == 0) else None


def test_manche_end_gives_the_winners_score_first() -> None:
    """« Manche 1 gagnée par Eux, 524 à 164 », never « (164 à 524) »."""
    for winner in (0, 1):
        match = next(m for seed in range(50) if (m := play_to_manche_end(seed, winner)) is not None)
        text = text_of(MancheEndScreen(match).body(), width=120)
        high, low = max(match.scores), min(match.scores)
        team = "Nous" if winner == 0 else "Eux"
        assert f"Manche 1 gagnée par {team}, {high} à {low}" in text


def summary_columns(text: str) -> dict[str, tuple[str, str]]:
    """The summary's table rows: label -> (Nous, Eux) cells, from the rendered text."""
    rows = {}
    for line in text.splitlines():
        cells = re.split(r"\s{2,}", line.strip())
        if len(cells) == 3:
            rows[cells[0]] = (cells[1], cells[2])
    return rows


def number(cell: str) -> int:
    """A summary cell as an int (« · » is 0, « −60 » is -60)."""
    return 0 if cell == "·" else int(cell.replace("−", "-"))


def test_summary_columns_add_up_when_dedans_or_litige() -> None:
    """Cards + announces + belote + the dedans/litige row + reserve collected = what is written."""
    seen = set()
    match = Match(Rules(target=100_000, announces=True), 3)
    bots = [BOTS["random"](seed=seat) for seat in range(4)]
    for number_of_deals in range(1, 400):
        deal = match.deal
        while deal.phase != "done":
            assert deal.to_play is not None
            deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
        result = match.history[-1][-1]
        kind = "dedans" if result.dedans else "litige" if result.litige else ""
        if kind and kind not in seen:
            seen.add(kind)
            rows = summary_columns(text_of(SummaryScreen(result, match, number_of_deals).body(), 100))
            label = "Dedans : tout à la défense" if kind == "dedans" else "Litige : mis en réserve"
            assert label in rows
            added = ("Points des plis", "Annonces", "Belote-rebelote", label, "Réserve gagnée")
            for team in (0, 1):
                total = sum(number(rows[name][team]) for name in added if name in rows)
                assert total == number(rows["Marqué"][team]) == result.sheet[team]
        if seen == {"dedans", "litige"}:
            return
        match.next_deal()
    raise AssertionError(f"only saw {seen}")


def test_escape_key_is_named_in_the_players_language() -> None:
    """The Footer says « Échap » in French and « Esc » in English."""
    for lang, name in (("fr", "Échap"), ("en", "Esc")):
        i18n.set_language(lang)
        for screen in (HelpScreen(), OptionsScreen(Settings(), ("heuristic",), "heuristic")):
            escape = screen._bindings.key_to_bindings["escape"][0]
            assert escape.key_display == name


def test_deal_log_marks_the_second_round_of_bidding() -> None:
    """After four passes the log says « — 2e tour — » before the round-2 bids, and only then."""
    match = Match(Rules(), 1)
    deal = match.deal
    for _ in range(3):
        deal.apply(PASS)
    assert "— 2e tour —" not in [line.plain for line in log_lines(deal.view(0), 1)]
    deal.apply(PASS)
    deal.apply(PASS)
    lines = [line.plain for line in log_lines(deal.view(0), 1)]
    assert lines.index("— 2e tour —") == len(lines) - 2  # just before the first round-2 pass
    assert sum(line.endswith(" passe") or line == "Vous passez" for line in lines) == 5


def test_deal_log_tells_each_bid_as_a_sentence_whose_verb_agrees_with_the_bidder() -> None:
    """« Vous passez », « Est prend à ♥ »: the human's bid in the « vous » form, a bot's in the
    third person, in both languages."""
    deal = Match(Rules(), 1).deal
    while deal.to_play != 0:
        deal.apply(PASS)
    deal.apply(PASS)
    taker = deal.to_play
    assert taker is not None
    take = next(action for action in deal.legal_actions() if isinstance(action, Take))
    deal.apply(take)
    suit = take.suit.symbol
    for lang, ours, theirs in (("fr", "Vous passez", "{} prend à {}"), ("en", "You pass", "{} takes {}")):
        i18n.set_language(lang)
        theirs = theirs.format(seat_name(taker), suit)
        try:
            lines = [line.plain for line in log_lines(deal.view(0), 1)]
            assert lines[-1] == theirs and ours in lines
        finally:
            i18n.set_language("fr")


def test_why_a_table_cannot_open_names_no_command_line_option() -> None:
    """The same reason is shown on the host form, where the port is a field: « essayez un autre
    --port » would send the player to a command line they are not using."""
    for words in (i18n.FR, i18n.EN):
        reasons = {key: text for key, text in words.items() if key.startswith("net.why.")}
        assert reasons and all("--" not in text for text in reasons.values()), reasons


def test_a_combination_takes_the_article_and_possessive_of_its_gender() -> None:
    """« sa tierce », « son cinquante » (« un cinquante », as the rules write it), « son cent », « un
    carré de valets »: shown in the log and named in the refusal of a beaten announce as a player
    says them."""
    from belote.engine import Card, Combination
    from belote.engine.announces import Kind
    from belote.tui.events import combo_gender, combo_text, combo_with_article

    def combo(kind: Kind, points: int, cards: str) -> Combination:
        return Combination(kind, tuple(Card.parse(c) for c in cards.split()), points, 3, False)

    tierce = combo("tierce", 20, "KS QS JS")
    fifty = combo("cinquante", 50, "KS QS JS TS")
    jacks = combo("carre", 200, "JS JH JD JC")
    hundred = combo("cent", 100, "AS KS QS JS TS")
    assert [combo_gender(c) for c in (tierce, fifty, jacks, hundred)] == ["f", "m", "m", "m"]
    own = tr(f"log.own.{combo_gender(fifty)}")
    assert tr_seat("log.shown", 3, what=combo_text(fifty), own=own) == "Ouest montre son cinquante (50)"
    own = tr(f"log.own.{combo_gender(tierce)}")
    assert tr_seat("log.shown", 3, what=combo_text(tierce), own=own) == "Ouest montre sa tierce (20)"
    shown = tr_seat("log.shown", 3, what=combo_text(hundred), own=tr(f"log.own.{combo_gender(hundred)}"))
    assert shown == "Ouest montre son cent (100)"
    theirs = combo_with_article(jacks)
    said = tr("notice.announce_beaten", mine="tierce (20)", seat="Ouest", theirs=theirs)
    assert said == (
        "Vous ne pouvez pas annoncer votre tierce (20) : Ouest a déjà annoncé un carré de valets (200),"
        " qu'il faudrait battre."
    )
    assert tr_seat("log.announce", 2, what=combo_with_article(fifty)) == "Nord annonce un cinquante (50)"
    i18n.set_language("en")
    try:  # English names an announce with its article too, but « four jacks » needs none
        assert tr_seat("log.announce", 2, what=combo_with_article(fifty)) == "North announces a fifty (50)"
        assert tr_seat("log.announce", 0, what=combo_with_article(hundred)) == "You announce a hundred (100)"
        assert combo_with_article(jacks) == "four jacks (200)"
    finally:
        i18n.set_language("fr")


def first_card_view(north: str, west: str, south: str) -> DealView:
    """South's view at its first card, announces on: North led, then West played, each announcing
    the best combination of its cards ``north`` and ``west`` if it has one; South holds ``south``."""
    from belote.engine import Play
    from tests.engine.helpers import complete_hands, make_deal

    hands = complete_hands({2: north, 3: west, 0: south})
    rules = Rules(announces=True)
    deal = make_deal(hands, taker=1, turned=hands[1].split()[0], trump="H", dealer=1, rules=rules)
    assert deal.to_play == 2
    for _ in range(2):
        plays = [a for a in deal.legal_actions() if isinstance(a, Play)]
        deal.apply(max(plays, key=lambda play: play.announce))
    return deal.view(0)


def test_a_combination_the_partners_announce_stands_in_the_way_of_is_said_to_count_too() -> None:
    """Only a combination above those announced may be announced; one held beside an equal or
    better announce of the partner still counts for the side that has the best announce. The
    refusal says so, instead of « qu'il faudrait battre », which the player read as lost."""
    from belote.tui.events import announce_beaten_notice

    i18n.set_language("fr")
    view = first_card_view("KS QS JS", "7C", "9D 8D 7D")
    assert announce_beaten_notice(view) == (
        "Vous n'annoncez pas votre tierce (20) : votre partenaire a déjà annoncé une tierce (20). Si "
        "votre camp a la meilleure annonce, votre tierce (20) compte aussi."
    )
    i18n.set_language("en")
    said = announce_beaten_notice(view)
    assert said is not None and said.startswith("You do not announce your tierce (20): your partner")
    i18n.set_language("fr")


def test_an_opponents_announce_in_the_way_of_a_combination_is_named_as_the_one_to_beat() -> None:
    """West, an opponent, announced a tierce to the king: South's to the 9 may not be announced, and
    West's is named as the one it would have to beat."""
    from belote.tui.events import announce_beaten_notice

    i18n.set_language("fr")
    view = first_card_view("7C", "KS QS JS", "9D 8D 7D")
    assert announce_beaten_notice(view) == (
        "Vous ne pouvez pas annoncer votre tierce (20) : Ouest a déjà annoncé une tierce (20), qu'il "
        "faudrait battre."
    )
