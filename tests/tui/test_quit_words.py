"""What the quit question promises is true: a partie in progress is saved to be resumed, a finished
one is not offered again, the host's shared table reopens with ``host --resume`` and a friend comes
back to their seat with ``join``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual._xterm_parser import XTermParser
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets._footer import FooterKey

from belote.engine import Match, Rules
from belote.history import Recorder
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.game import GameScreen
from belote.tui.i18n import tr
from belote.tui.keeper import Keeper
from belote.tui.netgame import NetGameScreen
from belote.tui.score_screens import MancheEndScreen, SheetScreen, SummaryScreen
from belote.tui.screens import LastTrickScreen, PromptScreen
from belote.tui.translate import LiveFooter
from belote.tui.typography import sentences

from .conftest import LEVEL, enter_to_the_partie_end, enter_until, make_app, run_async, settle, start, toasts
from .test_play import announcing_app, to_the_announce_question
from .test_shared_table import SIZE, host_and_friend, hosted_table, hosting_app, until


def asked(screen: object) -> tuple[str, str]:
    """The question and its hint."""
    assert isinstance(screen, PromptScreen)
    return screen.question, screen.hint


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_quitting_a_finished_partie_does_not_promise_to_resume_it(tmp_path: Path, lang: str) -> None:
    """On the end of a finished partie, « q » asks to quit and says a new partie comes next time
    (the finished one's save is gone); during a partie, it promises to resume it."""
    i18n.set_language(lang)
    app = make_app(tmp_path, seed=3, rules=Rules(target=100, manches=1), lang=lang)
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press("q")
        assert asked(app.screen) == (tr("prompt.quit"), tr("prompt.quit_menu_hint"))
        await pilot.press("n")
        await enter_to_the_partie_end(pilot)
        assert isinstance(app.screen, MancheEndScreen) and app.match.over
        await pilot.press("q")
        question, hint = asked(app.screen)
        assert (question, hint) == (tr("prompt.quit_over"), tr("prompt.quit_over_hint"))
        assert "resume" not in hint and "reprendrez" not in hint
    assert not (tmp_path / "save.json").exists()


@pytest.mark.parametrize("key", ["q", "ctrl+c"])
@run_async
async def test_quitting_from_a_deal_summary_or_the_partie_end_asks_first(tmp_path: Path, key: str) -> None:
    """« q » and ctrl+c ask the quit question on a deal's summary and on the partie's end, as the
    help says (ctrl+c did nothing on the summaries)."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=200, manches=1))  # only a capot makes 200 in one deal
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        assert not app.match.over
        await pilot.press(key)
        assert asked(app.screen) == (tr("prompt.quit"), tr("prompt.quit_menu_hint"))
        await pilot.press("n")
        await enter_to_the_partie_end(pilot)
        assert isinstance(app.screen, MancheEndScreen) and app.match.over
        await pilot.press(key)
        assert asked(app.screen)[0] == tr("prompt.quit_over")


@run_async
async def test_in_english_only_the_yes_key_shown_answers_yes(tmp_path: Path) -> None:
    """In English a question's yes is « y », as it says: « o », Options everywhere else, answers
    nothing there (pressed at the quit question it quit the game at once)."""
    i18n.set_language("en")
    app = make_app(tmp_path, seed=3, lang="en")
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press("q")
        question = app.screen
        assert asked(question) == (tr("prompt.quit"), tr("prompt.quit_menu_hint"))
        await pilot.press("o")
        await settle(pilot)
        assert app.screen is question and app.is_running
        await pilot.press("y")
        await settle(pilot)
    assert app.return_code == 0 and (tmp_path / "save.json").exists()


@run_async
async def test_quitting_while_deals_wait_for_the_history_says_they_will_not_be_in_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The history could not take the last deals (another program holds it, a full disk): the quit
    question says how many would be left out of it, so the player may play on instead."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        monkeypatch.setattr(Recorder, "waiting_deals", property(lambda _: 2))
        await pilot.press("q")
        question, hint = asked(app.screen)
        assert question == tr("prompt.quit")
        assert hint.endswith(
            "2 donnes jouées n'ont pas encore pu être écrites dans l'historique : en quittant maintenant,"
            " elles risquent de ne pas y être."
        )
        await pilot.press("n")
        monkeypatch.setattr(Recorder, "waiting_deals", property(lambda _: 0))
        await pilot.press("q")
        assert asked(app.screen)[1] == tr("prompt.quit_menu_hint")


@run_async
async def test_an_unsaved_partie_and_deals_waiting_for_the_history_are_two_sentences(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save's problem (a status line, no full stop of its own) and the deals waiting for the
    history are said one after the other as two sentences, not run together."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        problem = "Partie non sauvegardée : accès refusé (/jeu)"
        monkeypatch.setattr(Keeper, "problem", property(lambda _: problem))
        monkeypatch.setattr(Recorder, "waiting_deals", property(lambda _: 1))
        await pilot.press("q")
        question, hint = asked(app.screen)
    assert question == tr("prompt.quit_unsaved")
    assert hint == problem + ". " + tr("prompt.history_waiting.one")


def test_sentences_end_each_part_with_a_full_stop_once() -> None:
    assert sentences("Partie non sauvegardée (x)", "Une donne.") == "Partie non sauvegardée (x). Une donne."
    assert sentences("Prêt !", "", "Vraiment ?", "Et…") == "Prêt ! Vraiment ? Et…"


@run_async
async def test_the_quit_question_is_not_covered_by_a_passing_notice(tmp_path: Path) -> None:
    """A notice shown a moment before « q » (the history on hold, a save that failed), or said while
    the question is asked (a friend's phrase), would lie over the question at 80×24: both wait, and
    are shown once the question is answered « Non »."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await start(pilot)
        app.tell("Historique en attente : history.sqlite3 sert à un autre programme.", error=True)
        await pilot.pause()
        assert app._notifications
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen) and not app._notifications
        app.tell("Léa : « Bien joué ! »")
        await pilot.pause()
        assert not app._notifications
        await pilot.press("n")
        await settle(pilot)
        assert not isinstance(app.screen, PromptScreen)
        assert toasts(app) == [
            "Historique en attente : history.sqlite3 sert à un autre programme.",
            "Léa : « Bien joué ! »",
        ]


@run_async
async def test_the_host_is_told_how_to_reopen_the_table(tmp_path: Path) -> None:
    """At the table they host, « q » says the table is saved for ``host --resume``, not that the
    partie will come back at the next launch."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        await hosted_table(host, host_app)
        await host.press("q")
        question, hint = asked(host_app.screen)
        assert question == "Fermer la table et quitter ?" and "belote-tui host --resume" in hint
        assert hint != tr("prompt.quit_hint")


@run_async
async def test_a_friend_is_told_the_command_that_brings_them_back(tmp_path: Path) -> None:
    """A friend at the table leaving with « q » is told their seat waits for them, with the very
    ``belote-tui join ADDRESS`` to type, and its ``--home`` when their game's folder is not the
    default one (the key to their seat is kept there)."""
    async with host_and_friend(tmp_path) as two:
        host, link, friend, lea = two.host, two.link, two.friend, two.lea
        await host.press("enter")
        await until(host, lambda: isinstance(lea.screen, NetGameScreen))
        await friend.press("q")
        question, hint = asked(lea.screen)
        assert question == "Quitter la table ?"
        assert hint.endswith(f"belote-tui join 127.0.0.1:{link.port} --home {tmp_path / 'friend'}")


async def to_the_summary(pilot: Pilot[None], app: BeloteApp) -> None:
    """Play on (take in the first round, Enter on cards and tricks) until a deal's summary shows."""
    for _ in range(300):
        if isinstance(app.screen, SummaryScreen):
            return
        screen = app.screen
        await pilot.press("t" if isinstance(screen, GameScreen) and screen.waiting == "bid1" else "enter")
        await settle(pilot)
    raise AssertionError("no deal ended")  # pragma: no cover - a failure's message


def footer_keys(screen: Screen[object]) -> dict[str, str]:
    """The Footer's keys and what each one says."""
    return {key.key: key.description for key in screen.query_one(LiveFooter).query(FooterKey)}


@run_async
async def test_q_on_a_deal_summary_saves_and_quits_to_resume_at_the_next_deal(tmp_path: Path) -> None:
    """On the summary of a solo deal the Footer offers « q Quitter »; « q » asks the table's quit
    question and « o » saves the partie past that deal: it resumes at the next deal's bidding with
    the deal written on the score sheet, not at the summary again."""
    app = make_app(tmp_path, seed=6)
    async with app.run_test() as pilot:
        await start(pilot)
        await to_the_summary(pilot, app)
        assert footer_keys(app.screen).get("q") == tr("key.quit")
        scores, dealer = app.match.scores, app.match.deal.dealer
        await pilot.press("q")
        assert asked(app.screen) == (tr("prompt.quit"), tr("prompt.quit_menu_hint"))
        await pilot.press("n")  # no: back to the summary
        assert isinstance(app.screen, SummaryScreen)
        await pilot.press("q", "o")
        await pilot.pause()
    assert app._exit
    saved = Match.from_json(json.loads((tmp_path / "save.json").read_text(encoding="utf-8")))
    assert saved.deal.phase == "bidding" and saved.deal.dealer == (dealer + 1) % 4
    assert saved.scores == scores and len(saved.history[-1]) == 1
    again = BeloteApp(bot_delay=60, bot_level=LEVEL, home=tmp_path, resume=True, lang="fr")  # bots wait
    async with again.run_test() as pilot:
        await pilot.pause()
        assert isinstance(again.screen, GameScreen)
        assert again.match.scores == scores and not again.match.deal.actions


@run_async
async def test_q_at_a_manche_end_saves_and_quits_to_resume_at_the_next_manche(tmp_path: Path) -> None:
    """At the end of a manche that is not the partie's last, « q » asks the quit question too, and
    the partie resumes at the next manche's first deal with the manche won counted."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=100, manches=3))
    async with app.run_test() as pilot:
        await start(pilot)
        for _ in range(10):
            await to_the_summary(pilot, app)
            await pilot.press("escape")
            await settle(pilot)
            if isinstance(app.screen, MancheEndScreen):
                break
        assert isinstance(app.screen, MancheEndScreen) and not app.match.over
        assert footer_keys(app.screen).get("q") == tr("key.quit")
        manches = app.match.manches
        await pilot.press("q")
        assert asked(app.screen) == (tr("prompt.quit"), tr("prompt.quit_menu_hint"))
        await pilot.press("o")
        await pilot.pause()
    saved = Match.from_json(json.loads((tmp_path / "save.json").read_text(encoding="utf-8")))
    assert saved.manches == manches and saved.scores == (0, 0)
    assert saved.deal.phase == "bidding" and not saved.deal.actions and len(saved.history) == 2


@run_async
async def test_q_on_a_shared_tables_deal_summary_asks_the_hosts_quit_question(tmp_path: Path) -> None:
    """On a deal's summary at the table they host, « q » is offered and asks, as at the table, to
    close the table and quit; « n » goes back to the summary."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        screen = await hosted_table(host, host_app)
        for _ in range(600):
            if isinstance(host_app.screen, SummaryScreen):
                break
            if isinstance(host_app.screen, PromptScreen):
                await host.press("o")
            elif screen.waiting in ("bid1", "bid2"):
                await host.press("t" if screen.waiting == "bid1" else "p")
            elif screen.waiting in ("card", "trick"):
                await host.press("enter")
            await host.pause(0.01)
        summary = host_app.screen
        assert isinstance(summary, SummaryScreen)
        assert footer_keys(summary).get("q") == tr("key.quit")
        await host.press("q")
        question, hint = asked(host_app.screen)
        assert question == "Fermer la table et quitter ?" and "belote-tui host --resume" in hint
        await host.press("n")
        assert host_app.screen is summary


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_escape_then_o_typed_fast_never_answers_yes_to_the_quit_question(
    tmp_path: Path, lang: str
) -> None:
    """« q Échap o Échap » typed fast: the terminal parser turns the first Escape into « ^ » (it
    read Escape, o, Escape as an unknown sequence); that « ^ » still means no, so the game goes on
    instead of quitting on the « o » of « oui »."""
    parser = XTermParser()
    keys = [event.key for event in [*parser.feed("q\x1bo\x1b"), *parser.feed("")]]
    assert keys == ["q", "circumflex_accent", "o", "escape"]  # what a terminal gives the app
    app = make_app(tmp_path, seed=3, lang=lang)
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press(keys[0])
        assert isinstance(app.screen, PromptScreen)
        await pilot.press(*keys[1:])
        await pilot.pause()
        assert app.is_running
        assert not isinstance(app.screen, PromptScreen)


@pytest.mark.parametrize("key", ["f", "d"])
@run_async
async def test_q_over_the_sheet_or_the_last_trick_says_to_close_it_first(tmp_path: Path, key: str) -> None:
    """« q » over the score sheet or the last trick quits nothing (Escape closes them first, as the
    help says) but says so, instead of doing nothing without a word."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        if key == "d":  # a trick to show: play on to the second trick
            for _ in range(40):
                if (
                    app.match.deal.tricks
                    and isinstance(app.screen, GameScreen)
                    and app.screen.waiting == "card"
                ):
                    break
                await pilot.press("enter")
                await settle(pilot)
        await pilot.press(key)
        panel = app.screen
        assert isinstance(panel, SheetScreen | LastTrickScreen)
        await pilot.press("q")
        await pilot.pause()
        assert app.screen is panel and app.is_running
        assert tr("notice.close_first") in [n.message for n in app._notifications]


@run_async
async def test_q_over_an_announce_question_asks_the_quit_question_and_no_answers_neither(
    tmp_path: Path,
) -> None:
    """« q » on the question « Annoncer tierce ? » asks the quit question over it (the key is never
    silent, so the « o » that follows answers the quit question, not the announce); « n » brings the
    announce question back unanswered, and « q » « o » saves the partie with the card still to play."""
    app = announcing_app(tmp_path)
    async with app.run_test() as pilot:
        await to_the_announce_question(pilot)
        announce = app.screen
        assert isinstance(announce, PromptScreen) and announce.question.startswith("Annoncer")
        assert footer_keys(announce).get("q") == tr("key.quit")
        state = app.match.to_json()
        await pilot.press("q")
        assert asked(app.screen) == (tr("prompt.quit"), tr("prompt.quit_menu_hint"))
        await pilot.press("n")
        assert app.screen is announce and app.match.to_json() == state
        await pilot.press("q", "o")
        await pilot.pause()
    assert app._exit
    saved = Match.from_json(json.loads((tmp_path / "save.json").read_text(encoding="utf-8")))
    assert saved.to_json() == state


@run_async
async def test_the_menu_from_over_an_announce_question_asks_it_again_on_continuing(tmp_path: Path) -> None:
    """« q » then « m » over the announce question: the start menu; « Continuer la partie » brings
    the table back at the same card, and the announce question is asked again."""
    app = announcing_app(tmp_path)
    async with app.run_test() as pilot:
        await to_the_announce_question(pilot)
        state = app.match.to_json()
        await pilot.press("q", "m")
        await pilot.pause()
        assert not any(isinstance(screen, GameScreen) for screen in app.screen_stack)
        await pilot.press("enter")
        await settle(pilot)
        question = app.screen
        assert isinstance(question, PromptScreen) and question.question.startswith("Annoncer")
        assert app.match.to_json() == state
