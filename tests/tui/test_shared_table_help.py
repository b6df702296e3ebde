"""The help at a shared table: it names the partner as the table does, and leaves out the keys that do
not work there (undo, the expert's hint)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from belote.tui import i18n
from belote.tui.helptext import keys_markdown
from belote.tui.lobby import LobbyScreen
from belote.tui.menus import HelpScreen
from belote.tui.netgame import NetGameScreen

from .conftest import run_async, text_of
from .test_shared_table import host_and_friend, until

OFF_ROWS = ("| `u` |", "| `c` |", "| `i` |", "| `a` |", "| `t` `p` `1`… |")
"""The key cells of the rows a shared table switches off (the last: the keys that answer the hint)."""


@pytest.mark.parametrize(("lang", "with_lea"), [("fr", "en équipe avec Léa"), ("en", "partnering Léa")])
def test_shared_help_names_the_partner_and_leaves_out_undo_and_hints(lang: str, with_lea: str) -> None:
    """Given the seats' names, the key reference names the partner and opponents, has no row for
    « u », « c », « i » nor the deal's analysis « a », nor the paragraph on what the coach does, and
    says these are off at a shared table, and
    that its cards are shuffled before every deal; the solo reference keeps them."""
    i18n.set_language(lang)
    try:
        solo = keys_markdown("A", "B")
        shared = keys_markdown("A", "B", ("Ouest", "Léa", "Est"))
    finally:
        i18n.set_language("fr")
    assert all(row in solo for row in OFF_ROWS)
    assert not any(row in shared for row in OFF_ROWS)
    coach = "« Contre l'expert à votre place »" if lang == "fr" else "“Against the expert in your seat”"
    assert coach in solo and coach not in shared  # what the coach does: no paragraph where it is off
    assert "| `!` |" in shared and "| `!` |" not in solo  # a phrase to the table: shared tables only
    assert "| `x` |" in shared and "| `x` |" not in solo  # the host removing a friend who holds it up
    room = "| Salle d'attente |" if lang == "fr" else "| Waiting room |"  # its keys: ↑↓, m, n, x, Enter
    assert shared.count(room) == 3 and room not in solo
    assert with_lea in shared and "Ouest" in shared and "Est" in shared
    assert "Nord" not in shared.split("\n\n")[1] and "North" not in shared.split("\n\n")[1]
    assert "{" not in shared
    flat = " ".join(shared.split())
    assert ("`a`" in flat) and ("mélangées à chaque donne" in flat or "shuffled before every deal" in flat)
    assert "mélangées à chaque donne" not in solo and "shuffled before every deal" not in solo


SAVING = {
    "fr": {
        "solo": (
            "| `q`, `ctrl+c` | sauvegarder et quitter |",
            "La partie est sauvegardée après chaque pli.",
        ),
        "host": (
            "| `q`, `ctrl+c` | fermer la table, puis quitter ou revenir au menu |",
            "La table est sauvegardée après chaque carte : `belote-tui host --resume` la rouvre avec le même"
            " code, et chaque ami revient à sa place avec `belote-tui join`.",
        ),
        "friend": (
            "| `q`, `ctrl+c` | quitter la table |",
            "L'hôte sauvegarde la table après chaque carte, et votre place reste la vôtre : pour y revenir,"
            " `belote-tui join 192.168.1.20:7447` (sans le code).",
        ),
    },
    "en": {
        "solo": (
            "| `q`, `ctrl+c` | save and quit (asks first) |",
            "The match is saved after every trick.",
        ),
        "host": (
            "| `q`, `ctrl+c` | close the table, then quit or go back to the menu (asks first) |",
            "The table is saved after every card: `belote-tui host --resume` opens it again with the same"
            " code, and each friend comes back to their seat with `belote-tui join`.",
        ),
        "friend": (
            "| `q`, `ctrl+c` | leave the table (asks first) |",
            "The host saves the table after every card, and your seat stays yours: to come back,"
            " `belote-tui join 192.168.1.20:7447` (no code needed).",
        ),
    },
}
"""The quit row and the saving sentence of the help: solo, hosting and at a table joined."""


def helps(lang: str) -> dict[str, str]:
    """The key reference in ``lang``: solo, hosting, and at a table joined at 192.168.1.20:7447."""
    i18n.set_language(lang)
    try:
        return {
            "solo": keys_markdown("A", "B"),
            "host": keys_markdown("A", "B", ("Ouest", "Léa", "Est")),
            "friend": keys_markdown("A", "B", ("Ouest", "Léa", "Est"), "192.168.1.20:7447"),
        }
    finally:
        i18n.set_language("fr")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_shared_help_says_how_the_table_is_saved_and_rejoined(lang: str) -> None:
    """Solo, « q » saves the partie, saved after every trick; the host's « q » closes the table, saved
    after every card for ``host --resume``, and a friend's « q » leaves the table, to come back to with
    ``join`` and the host's address: each help says its own, and none says another's."""
    texts = helps(lang)
    for who, text in texts.items():
        flat = " ".join(text.split())
        for other, (row, note) in SAVING[lang].items():
            assert (row in text) == (other == who), (who, other)
            assert (note in flat) == (other == who), (who, other)
        assert "{" not in text


@run_async
async def test_help_at_a_shared_table_names_the_friend_partner(tmp_path: Path) -> None:
    """Léa sits across from the host: the host's « ? » says he partners Léa, not « Nord », and lists
    neither undo nor the expert's hint; it gives the line that invites a friend with the table's code
    as it is now (once the partie started, the waiting room that showed it is gone); hers does not."""
    async with host_and_friend(tmp_path) as two:
        host, host_app, friend, lea = two.host, two.host_app, two.friend, two.lea
        assert isinstance(host_app.screen, LobbyScreen)
        await host.press("enter")  # the host starts: bots take West and East
        await until(host, lambda: isinstance(host_app.screen, NetGameScreen))
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        screen, hers = host_app.screen, lea.screen
        assert isinstance(screen, NetGameScreen) and isinstance(hers, NetGameScreen)
        humans = ("bid1", "bid2", "card")
        await until(host, lambda: screen.waiting in humans or hers.waiting in humans)  # the table waits
        screen.name_seats()  # both apps share this process's seat names: the host's table names them
        await host.press("question_mark")
        help_screen = host_app.screen
        assert isinstance(help_screen, HelpScreen)
        shown = " ".join(text_of(help_screen.query_one(Static).content, width=200).split())  # type: ignore[arg-type]
        assert "en équipe avec Léa" in shown and "en équipe avec Nord" not in shown
        assert "reprendre votre dernier coup" not in shown
        assert "le conseil de l'expert" not in shown
        assert f"{host_app.resume_command()} la rouvre" in shown  # from the host's own folder
        assert "--home" in host_app.resume_command()
        link = host_app.net
        assert link is not None and link.table is not None and link.table.code
        assert f"robot : {link.invitation}." in shown and link.table.code in link.invitation
        await host.press("escape")
        assert isinstance(host_app.screen, NetGameScreen)
        await friend.pause()
        await friend.press("question_mark")  # hers says how she comes back: from her own folder
        assert isinstance(lea.screen, HelpScreen)
        hers_shown = " ".join(text_of(lea.screen.query_one(Static).content, width=200).split())  # type: ignore[arg-type]
        assert f"{lea.join_command(lea.net.options.address)} (sans le code)" in hers_shown  # type: ignore[union-attr]
        assert "--home" in lea.join_command("x")  # her game's folder is not the usual one
        assert "place d'un robot" not in hers_shown


END_ROWS = {
    "fr": {
        "solo": "| Fin de partie | `Entrée` / `q` | nouvelle partie / quitter |",
        "host": "| Fin de partie | `Entrée` / `q` | lancer la partie suivante / fermer la table |",
        "friend": "| Fin de partie | `Entrée` / `q` | retour à la table, où l'hôte lance la suivante"
        " / quitter la table |",
    },
    "en": {
        "solo": "| Match over | `Enter` / `q` | new match / quit |",
        "host": "| Match over | `Enter` / `q` | start the next match / close the table |",
        "friend": "| Match over | `Enter` / `q` | back to the table, where the host starts the next"
        " / leave the table |",
    },
}
"""What Enter and « q » do at the end of a partie: solo, hosting and at a table joined."""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_help_says_what_the_end_of_a_partie_does_for_each_player(lang: str) -> None:
    """Solo, Enter starts a new partie and Escape goes back to the menu; at a shared table the host's
    Enter starts the next partie, a friend's goes back to the table where the host starts it, and
    Escape does nothing there: each help says its own row, and no Escape row at a shared table."""
    texts = helps(lang)
    escape = "| Fin de partie | `Échap` |" if lang == "fr" else "| Match over | `Esc` |"
    for who, text in texts.items():
        for other, row in END_ROWS[lang].items():
            assert (row in text) == (other == who), (who, other)
        assert (escape in text) == (who == "solo"), who
