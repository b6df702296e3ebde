"""The ``belote-tui`` command line, and the Footer's keys in the player's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.tui import i18n
from belote.tui.__main__ import parse_args
from belote.tui.game import GameScreen
from belote.tui.i18n import tr
from belote.tui.menus import OptionsScreen
from belote.tui.storage import Settings, Storage


def test_command_line_options_are_parsed() -> None:
    """--seed, --resume, --lang, --level and --home; nothing given: the defaults."""
    args = parse_args(["--seed", "12", "--resume", "--lang", "en", "--level", "random", "--home", "/x"])
    assert (args.seed, args.resume, args.lang, args.level, args.home) == (12, True, "en", "random", "/x")
    bare = parse_args([])
    assert (bare.seed, bare.resume, bare.lang, bare.level, bare.home) == (None, False, None, None, None)
    with pytest.raises(SystemExit):
        parse_args(["--lang", "de"])


def test_a_seed_the_game_cannot_use_is_refused_before_the_game_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A seed past 64 bits would stop the game at the new partie (after giving up the saved one):
    the command line refuses it at once, status 2, as it refuses « abc »; the largest one is taken."""
    i18n.set_language("fr")
    with pytest.raises(SystemExit) as stop:
        parse_args(["--home", str(tmp_path), "--seed", str(2**63)])
    assert stop.value.code == 2 and "nombre hors limites" in capsys.readouterr().err
    assert parse_args(["--home", str(tmp_path), "--seed", str(2**63 - 1)]).seed == 2**63 - 1
    assert parse_args(["--home", str(tmp_path), "--seed", str(-(2**63))]).seed == -(2**63)


@pytest.mark.parametrize(("lang", "take", "escape"), [("fr", "Prendre", "Échap"), ("en", "Take", "Esc")])
def test_footer_keys_are_translated(lang: str, take: str, escape: str) -> None:
    """The table's « t » key reads « Prendre » or « Take »; Escape « Échap » or « Esc »."""
    i18n.set_language(lang)
    table = GameScreen()
    assert table._bindings.key_to_bindings["t"][0].description == take
    options = OptionsScreen(Settings(), ("heuristic",), "heuristic")
    assert options._bindings.key_to_bindings["escape"][0].key_display == escape
    assert options._bindings.key_to_bindings["enter"][0].description == i18n.tr("key.save")


def help_text(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What ``belote-tui ARGV`` prints before it exits (the help, or an error on stderr)."""
    with pytest.raises(SystemExit):
        if argv and argv[0] in ("stats", "export"):
            from belote.tui.history_cli import run

            run(argv)
        else:
            parse_args(argv)
    printed = capsys.readouterr()
    return printed.out + printed.err


@pytest.mark.parametrize("command", [[], ["host"], ["join"], ["stats"], ["export"]])
def test_command_line_help_speaks_french_by_default(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No saved options: ``belote-tui --help``, ``host --help``, ``join --help``, ``stats --help``
    and ``export --help`` are in French, argparse's own words too."""
    text = help_text([*command, "--help", "--home", str(tmp_path)], capsys)
    assert text.startswith("usage : belote-tui")
    assert "afficher cette aide et quitter" in text
    assert "options :" in text
    assert "show this help" not in text and "usage:" not in text
    expected = {"host": "votre nom à la table", "join": "l'adresse de la table", "stats": "statistiques"}
    assert expected.get(command[0] if command else "", "") in text
    if not command:
        assert "niveau des robots" in text and "s'asseoir à la table d'un ami" in text
        flat = " ".join(text.split())
        assert "langue de l'interface (enregistrée dans les options quand le jeu s'ouvre)" in flat


@pytest.mark.parametrize("command", [[], ["host"], ["join"], ["stats"]])
def test_command_line_help_follows_the_saved_language(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Options saved in English (in --home or $BELOTE_TUI_HOME): the help is in English; --lang
    typed on the command line wins over the saved option."""
    Storage(tmp_path).save_settings(Settings(lang="en"))
    text = help_text([*command, "--home", str(tmp_path), "--help"], capsys)
    assert text.startswith("usage: belote-tui") and "show this help message and exit" in text
    assert "afficher" not in text
    monkeypatch.setenv("BELOTE_TUI_HOME", str(tmp_path))
    assert "show this help message and exit" in help_text([*command, "-h"], capsys)
    french = help_text([*command, "--lang", "fr", "-h"], capsys)
    assert "afficher cette aide et quitter" in french and "show this help" not in french


def test_command_line_errors_follow_the_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The game's own refusals of a command line are in the player's language too."""
    text = help_text(["--home", str(tmp_path), "host", "--cert", "x.pem"], capsys)
    assert "belote-tui host : erreur : --cert et --key vont ensemble" in text
    english = help_text(["--lang", "en", "host", "--port", "70000"], capsys)
    assert "belote-tui host: error: --port must be 0-65535" in english
    assert "usage: belote-tui host [-h]" in english  # the host command's options, not the game's


@pytest.mark.parametrize(
    ("address", "why"),
    [
        ("127.0.0.1:99999", "friends.address_port"),
        ("127.0.0.1:abc", "friends.address_port"),
        ("", "friends.address_empty"),
        ("http://192.168.1.20:7447", "friends.address_scheme"),
    ],
)
def test_joining_an_address_that_cannot_be_one_is_refused_before_any_window_opens(
    address: str, why: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """« belote-tui join 127.0.0.1:99999 CODE » used to wait for ever on « Connexion à la table… »."""
    text = help_text(["--home", str(tmp_path), "join", address, "K7QX-93"], capsys)
    assert f"belote-tui join : erreur : {tr(why)}" in text


def test_unreadable_options_leave_the_help_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An options file that cannot be read, or a --lang the game does not speak: French help."""
    (tmp_path / "options.json").write_text("{not json", encoding="utf-8")
    assert "afficher cette aide" in help_text(["--home", str(tmp_path), "-h"], capsys)
    assert "erreur : argument --lang" in help_text(["--lang", "de", "--home", str(tmp_path)], capsys)


@pytest.mark.parametrize("command", [[], ["host"]])  # « join » takes no level: the bots are the host's
def test_french_help_names_the_levels_in_french(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The French help lists « débutant », « maître »..., not the English names; the English help
    lists the English ones."""
    text = help_text([*command, "--help", "--home", str(tmp_path)], capsys)
    assert "{débutant,club,expert,maître}" in text
    assert "beginner" not in text and "master" not in text
    assert "hasard" not in text and "heuristique" not in text and "expert-v1" not in text  # for measures
    english = help_text([*command, "--help", "--lang", "en"], capsys)
    assert "{beginner,club,expert,master}" in english


@pytest.mark.parametrize(
    ("typed", "level"),
    [
        ("débutant", "beginner"),
        ("debutant", "beginner"),
        ("maître", "master"),
        ("Maitre", "master"),
        ("hasard", "random"),
        ("heuristique", "heuristic"),
        ("master", "master"),
        ("expert-v1", "expert-v1"),
        ("joueur de club", "club"),  # as the options name it
        ("Joueur-de-club", "club"),
        ("club player", "club"),
        ("club", "club"),
    ],
)
def test_levels_are_typed_in_either_language(typed: str, level: str) -> None:
    """French names (with or without accents) and the English ones choose the same bots."""
    args = parse_args(["--level", typed, "--partner", typed])
    assert (args.level, args.partner) == (level, level)
    assert parse_args(["host", "--level", typed]).level == level
    assert parse_args(["--level", typed, "join", "x:1"]).level == level


def test_joining_takes_no_bot_level_the_bots_are_the_hosts(capsys: pytest.CaptureFixture[str]) -> None:
    """« join --level » is refused (the host chooses the bots of its table), and not offered in the
    join command's help."""
    with pytest.raises(SystemExit):
        parse_args(["join", "x:1", "--level", "expert"])
    assert "--level" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parse_args(["join", "--help"])
    assert "--level" not in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "french"),
    [
        (["--seed", "abc"], "argument --seed : nombre entier attendu, pas 'abc'"),
        (["--seed"], "argument --seed : une valeur attendue"),
        (["--level", "maitr"], "niveau inconnu : 'maitr' (au choix : débutant, club, expert, maître)"),
        (["--lang", "de"], "argument --lang : choix inconnu : 'de'"),
        (["foo"], "choix inconnu : 'foo' (au choix : 'host', 'join', 'history', 'stats', 'export')"),
        (["--bogus"], "arguments non reconnus : --bogus"),
        (["join"], "arguments obligatoires manquants : adresse"),
        (["host", "--port", "x"], "argument --port : nombre entier attendu, pas 'x'"),
        (["host", "--away", "y"], "argument --away : nombre attendu, pas 'y'"),
        (["export", "--partie", "1", "--deal", "6"], "incompatible avec l'argument --partie/--match"),
    ],
)
def test_command_line_errors_speak_french(
    argv: list[str], french: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """argparse's own reasons are in French too, with nothing left in English."""
    text = help_text([*argv, "--home", str(tmp_path)], capsys)
    assert french in text and "erreur :" in text
    for english in ("invalid", "expected", "unrecognized", "required", "choose from", "value"):
        assert english not in text


def test_command_line_errors_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    """In English the reasons read as argparse's."""
    assert "argument --seed: invalid int value: 'abc'" in help_text(["--lang", "en", "--seed", "abc"], capsys)
    refused = help_text(["--lang", "en", "--level", "x"], capsys)
    assert "unknown level: 'x' (choose from beginner, club, expert, master)" in refused


@pytest.mark.parametrize(
    ("argv", "usage", "prog"),
    [
        (["stats", "--bogus"], "usage : belote-tui stats [-h] [--json]", "belote-tui stats"),
        (["export", "--deal", "1", "--bogus"], "usage : belote-tui export [-h]", "belote-tui export"),
        (["host", "--bogus"], "usage : belote-tui host [-h] [--name NOM]", "belote-tui host"),
        (["join", "x:1", "CODE", "--bogus"], "usage : belote-tui join [-h]", "belote-tui join"),
        (["--seed", "1", "--bogus"], "usage : belote-tui [-h] [--seed GRAINE]", "belote-tui"),
    ],
)
def test_an_unknown_word_is_refused_with_the_usage_of_the_command_it_follows(
    argv: list[str], usage: str, prog: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A word a command does not take is refused with that command's own usage line (its options),
    not the usage of the whole program."""
    text = help_text([*argv, "--home", str(tmp_path)], capsys)
    assert text.startswith(usage), text
    assert f"\n{prog} : erreur : arguments non reconnus : --bogus\n" in text


@pytest.mark.parametrize(
    "argv", [["host", "--name", ""], ["host", "--name", "  "], ["join", "localhost", "ABCD-12", "--name", ""]]
)
def test_an_empty_name_is_refused_not_replaced_by_the_user_name(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """« --name '' » sat the player silently under the system's user name: it is refused, saying
    what the name is for."""
    i18n.set_language("fr")
    said = help_text(argv, capsys)
    assert "argument --name : un nom est attendu, celui que la table montre aux autres" in said


@pytest.mark.parametrize(
    "argv", [["--home", ""], ["--home", "  "], ["stats", "--home", ""], ["export", "--home", ""]]
)
def test_an_empty_home_folder_is_refused_not_taken_for_the_current_folder(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """« --home '' » would quietly put the save, the options and the history where the command was
    typed: it is refused, as an empty output file name is."""
    i18n.set_language("fr")
    assert "argument --home : un nom de dossier est attendu" in help_text(argv, capsys)
