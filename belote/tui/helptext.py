"""The help screen's text in the player's language: the keys, then the rules for players.

The rules come from the ``## Français`` or ``## English`` section of docs/rules.md (an installed game
carries a copy of it), without the notes
meant for developers (settings' field names, how seats are numbered inside the program).
"""

from __future__ import annotations

import re
from pathlib import Path

from belote.tui.i18n import language, tr
from belote.tui.typography import french_line

_FR = """\
# Touches

Vous êtes Sud, en équipe avec {partner} (« {us} ») contre {left} et {right} (« {them} »).

| Quand | Touche | Effet |
|---|---|---|
| 1er tour | `t` | prendre à la retournée |
| Enchères | `p`, `Entrée` | passer (le choix par défaut) |
| 2e tour | `←` `→` | changer de couleur |
| 2e tour | `s` `h` `d` `c` | choisir ♠ ♥ ♦ ♣ |
| 2e tour | `Entrée` | prendre à la couleur choisie |
| 2e tour | `Échap` | revenir au choix |
| Votre main | `←` `→`, `h` `l` | déplacer la sélection |
| Votre main | `1` à `8` | choisir cette carte |
| Votre main | `Entrée`, `Espace` | poser la carte choisie |
| Pli fini | `Entrée`, `Espace` | pli suivant sans attendre |
| À vous | `c` | le conseil de l'expert |
| 2e tour | `i` | le conseil (`c` = ♣ à ce tour) |
| Conseil ouvert | `t` `p` `1`… | le referme et agit |
| Question | `o` (`y`) / `n` | oui / non |
| Question | `Échap` | non |
| Belote, annonce | `Échap` | retour à la carte |
| Question | `Entrée` | la réponse marquée ⏎ |
| Hors 2e tour | `d` | le dernier pli |
| Table, résumés | `f` | la feuille de marque |
| Fin de donne | `a` | l'analyse de vos décisions |
| Résumés | `Entrée`, `Échap` | continuer |
| Résumés | `q`, `ctrl+c` | {quit_does} |
| Fenêtre longue | `↑`, `↓`, `Pg↑↓` | la faire défiler |
| Fenêtre longue | `Début`, `Fin` | aller en haut, en bas |
| Fin de partie | `Entrée` / `q` | {end_does} |
| Fin de partie | `Échap` | retour au menu |
| Table partagée | `!` | dire une phrase à la table |
| Table partagée | `x` | (l'hôte) retirer un ami qui fait attendre la table |
| Salle d'attente | `↑` `↓` | (l'hôte) choisir une place |
| Salle d'attente | `m`, `n`, `x` | déplacer le joueur, niveau du robot, retirer le joueur |
| Salle d'attente | `Entrée` | (l'hôte) commencer la partie |
| Sur la table | `Pg↑↓` | faire défiler le journal |
| Sur la table | `?`, `F1` | cette aide |
| Sur la table | `o` | les options |
| Sur la table | `u` | reprendre votre dernier coup |
| Sur la table | `r` | trier : atout / couleurs |
| Partout | `ctrl+p` | touche ou thème par son nom |
| Sur la table | `q`, `ctrl+c` | {quit_does} |
| Question de `q` | `m` | sauvegarder, revenir au menu |

Au 2e tour, les touches de couleur sont les initiales anglaises : `s` ♠ pique (*spade*), `h` ♥ cœur
(*heart*), `d` ♦ carreau (*diamond*), `c` ♣ trèfle (*club*) ; `←` `→` passent aussi d'une couleur à
l'autre. Une touche de couleur ne fait que
choisir : rien n'est pris avant `Entrée`, et `p` passe toujours. Juste après une couleur refusée,
`Entrée` repose la question au lieu de passer. {undo_note} Chaque question
marque (surlignée, avec ⏎) sa réponse par défaut, la plus prudente : `Entrée` la choisit (au carré
de 7 ou de 8, c'est non).

`q` et `ctrl+c` demandent confirmation avant de quitter, et ne marchent que sur la table et les
résumés : le dernier pli (`d`) et la feuille de marque (`f`) se ferment d'abord avec `Échap`.

Une carte grisée ne peut pas être jouée ; si vous la posez quand même, rien n'est joué et la
ligne du bas dit quelle règle l'interdit. Après la prise, les cartes reçues portent un « + » devant
leur numéro jusqu'à votre première carte. {saved_note}
Le panneau de droite compte les points de la donne en cours et ce qu'il manque aux preneurs pour
passer devant tout ce qui est dit (annonces et belote comprises) ; un pli sur le tapis qu'aucune
carte encore en jeu ne peut prendre y compte déjà pour eux, avant la fin du pli.

{coach_note}
"""

_EN = """\
# Keys

You are South, partnering {partner} (“{us}”) against {left} and {right} (“{them}”). The French
words the game keeps (dedans, litige, capot…) are explained under *Belote words*, after the
keys.

| When | Key | Does |
|---|---|---|
| Round 1 | `t` | take the turned suit |
| Bidding | `p`, `Enter` | pass (the default) |
| Round 2 | `←` `→` | change the suit |
| Round 2 | `s` `h` `d` `c` | pick ♠ ♥ ♦ ♣ |
| Round 2 | `Enter` | take the picked suit |
| Round 2 | `Esc` | back to the choice |
| Your hand | `←` `→`, `h` `l` | move the selection |
| Your hand | `1` to `8` | select that card |
| Your hand | `Enter`, `Space` | play the selected card |
| Trick over | `Enter`, `Space` | go on without waiting |
| Your turn | `c` | the expert's hint |
| Round 2 | `i` | the hint (there `c` picks ♣) |
| Hint open | `t` `p` `1`… | close it and act |
| Question | `y` / `n` | yes / no |
| Question | `Esc` | no |
| Belote, announce | `Esc` | back to the card |
| Question | `Enter` | the answer marked ⏎ |
| Not round 2 | `d` | the last trick |
| Table, summaries | `f` | the score sheet |
| End of a deal | `a` | the analysis of your decisions |
| Summaries | `Enter`, `Esc` | continue |
| Summaries | `q`, `ctrl+c` | {quit_does} |
| Long panel | `↑`, `↓`, `PgUp/PgDn` | scroll it |
| Long panel | `Home`, `End` | go to its top, its end |
| Match over | `Enter` / `q` | {end_does} |
| Match over | `Esc` | back to the menu |
| Shared table | `!` | say a phrase to the table |
| Shared table | `x` | (the host) remove a friend who holds the table up |
| Waiting room | `↑` `↓` | (the host) choose a seat |
| Waiting room | `m`, `n`, `x` | move its player, the bot's level, remove its player |
| Waiting room | `Enter` | (the host) start the match |
| At the table | `PgUp/PgDn` | scroll the deal log |
| At the table | `?`, `F1` | this help |
| At the table | `o` | options |
| At the table | `u` | take back your last move |
| At the table | `r` | hand order: trump / suits |
| Anywhere | `ctrl+p` | a key or a theme by name |
| At the table | `q`, `ctrl+c` | {quit_does} |
| Quit question | `m` | save, back to the menu |

In round 2 a suit key only picks the suit: nothing is taken before `Enter`, and `p` still passes.
If you press a suit key the rules refuse, the next `Enter` asks for your bid again instead of
passing. {undo_note}
Each question marks its default, the safe answer (highlighted, with ⏎): `Enter` picks it
(when you hold four 7s or four 8s and are asked whether to declare them, no).

The last trick (`d`) and the score sheet (`f`) close with `Esc` first: `q` and `ctrl+c` do not
work there (they do on the summaries).

A dimmed card cannot be played; if you try, nothing is played and the bottom line names the rule
that forbids it. After the take, the cards you received carry a “+” before their number until
you play your first card. {saved_note} The right panel counts the points of the
deal in progress and what the takers still need to get ahead of everything said (announces and
belote included); a trick on the table that no card still out can take already counts for them
there, before it ends.

{coach_note}

# Belote words

The game keeps a few French words, as players do. Two more are said in English on the screens,
though French players use them:

- **Manche**: a *game*, played until a team reaches the target score (set in the options; the
  score panel shows it, "Game 1/3 to 1000").
- **Partie**: a *match*, of 3 games by default: the first, the **revanche** (return game) and, at
  one game each, the **belle** (deciding game).
- **Prendre** (take): choose trump and commit your team to score more than the other.
- **Dedans** (“in”): the takers failed; the defence writes every point of the deal.
- **Litige**: a tie; the takers' points wait in reserve for the team that wins the next deal.
- **Capot**: one team wins all eight tricks (252 points instead of 162).
- **Dix de der**: 10 points for the last trick.
- **Belote-rebelote**: king and queen of trump in one hand, worth 20, said as they are played.
- **Tierce, fifty, hundred** (*tierce, cinquante, cent* in French; announcements, when the options
  allow them): three, four, or five or more cards in sequence in one suit, worth 20, 50 and 100,
  said with your first card.
- **Carré** (four of a kind): an announcement of four cards of one rank: jacks 200, nines 150, aces,
  tens, kings or queens 100.
- **Sous-couper** (undertrump): play a lower trump when an opponent has
  trumped and you cannot beat it.
- **Entame**: the first card of a trick (the lead).
"""

_SOLO_WORDS = {
    "fr": {
        "partner": "Nord",
        "left": "Ouest",
        "right": "Est",
        "undo_note": "`u` marche si l'option le permet : il reprend votre dernière carte, ou votre"
        " dernière enchère tant que les cartes ne sont pas distribuées ; ni `u` ni `c` à une table partagée.",
        "quit_does": "sauvegarder et quitter",
        "end_does": "nouvelle partie / quitter",
        "saved_note": "La partie est sauvegardée après chaque pli.",
    },
    "en": {
        "partner": "North",
        "left": "West",
        "right": "East",
        "undo_note": "`u` works if the options allow it: it takes back your last card, or your last bid"
        " until the rest of the cards are dealt; neither `u` nor `c` at a shared table.",
        "quit_does": "save and quit (asks first)",
        "end_does": "new match / quit",
        "saved_note": "The match is saved after every trick.",
    },
}
"""The solo game's words in the key reference: the compass points, and when « u » works."""

_COACH_NOTE = {
    "fr": (
        "Le conseil de l'expert (`c`) range vos choix du meilleur au moins bon, en points de la donne "
        "espérés sur les jeux que vos cartes laissent possibles ; l'analyse (`a`) relit vos décisions de"
        " la donne, chiffre ce que chacune a coûté et donne le par : ce que les preneurs auraient fait "
        "cartes sur table, chacun jouant au mieux. Après chaque donne, l'expert la rejoue à votre place "
        "avec les mêmes cartes ; en fin de partie, « Contre l'expert à votre place » dit de combien de "
        "points par donne vous avez fait mieux ou moins bien que lui."
    ),
    "en": (
        "The expert's hint (`c`) ranks your choices from best to worst, in points of the deal expected "
        "over the layouts your cards leave possible; the analysis (`a`) goes over your decisions of the "
        "deal, says what each cost, and gives the par: what the takers would have made with the cards "
        "face up, everyone playing their best. After each deal the expert replays it in your seat with "
        "the same cards; at the end of a match, “Against the expert in your seat” says by how many "
        "points per deal you did better or worse."
    ),
}
"""What the coach does, said in the solo game's help (a shared table has no coach: its note says so)."""

_SHARED_NOTE = {
    "fr": "À une table partagée, pas de `u` (reprendre un coup), ni de conseil de l'expert (`c`, `i`),"
    " ni d'analyse en fin de donne (`a`) ; et les cartes y sont mélangées à chaque donne (personne ne"
    " peut déduire les mains des plis de la donne d'avant).",
    "en": "At a shared table there is no `u` (take back a move), no expert's hint (`c`, `i`) and no"
    " analysis at the end of a deal (`a`); and the cards are shuffled before every deal there (nobody"
    " can work out the hands from the last deal's tricks).",
}

RESUME_COMMAND = "belote-tui host --resume"
"""The command that opens a hosted table again from the usual folder (« --home » added otherwise)."""

_SHARED_HOST = {
    "fr": {
        "quit_does": "fermer la table, puis quitter ou revenir au menu",
        "end_does": "lancer la partie suivante / fermer la table",
        "saved_note": "La table est sauvegardée après chaque carte : `{resume}` la rouvre"
        " avec le même code, et chaque ami revient à sa place avec `belote-tui join`.{invite}",
        "invite": " Pour qu'un ami s'asseye à la place d'un robot : `{line}`.",
    },
    "en": {
        "quit_does": "close the table, then quit or go back to the menu (asks first)",
        "end_does": "start the next match / close the table",
        "saved_note": "The table is saved after every card: `{resume}` opens it again"
        " with the same code, and each friend comes back to their seat with `belote-tui join`.{invite}",
        "invite": " For a friend to sit in for a bot: `{line}`.",
    },
}
"""Saving and quitting for the host of a shared table: the table is saved, to be hosted again."""

_SHARED_FRIEND = {
    "fr": {
        "quit_does": "quitter la table",
        "end_does": "retour à la table, où l'hôte lance la suivante / quitter la table",
        "saved_note": "L'hôte sauvegarde la table après chaque carte, et votre place reste la vôtre : pour y"
        " revenir, `belote-tui join {address}` (sans le code).",
    },
    "en": {
        "quit_does": "leave the table (asks first)",
        "end_does": "back to the table, where the host starts the next / leave the table",
        "saved_note": "The host saves the table after every card, and your seat stays yours: to come back,"
        " `belote-tui join {address}` (no code needed).",
    },
}
"""Saving and quitting for a friend at a shared table: the host keeps the table, the friend rejoins."""

_SHARED_OFF = re.compile(
    r"^\| (?:[^|]+ \| `[ucima]`|Conseil ouvert|Hint open|Fin de partie \| `Échap`|Match over \| `Esc`)"
    r" \|.*\n",
    flags=re.MULTILINE,
)
"""The rows of the keys a shared table switches off: undo, the expert's hint (« c », « i », and the
keys that answer it), the analysis of a deal (« a »), the quit question's « Menu » (the table's
own quitting says where it goes) and Escape at the end of a partie (the host starts the next one)."""

_SOLO_OFF = re.compile(r"^\| (?:[^|]+ \| `[!x]`|Salle d'attente|Waiting room) \|.*\n", flags=re.MULTILINE)
"""The rows of the keys only a shared table has: saying a phrase to the table (« ! »), the host
removing a friend who holds the table up (« x »), and the waiting room's."""

_SECTION = {"fr": "## Français", "en": "## English"}

_DEVELOPER_NOTES = (
    (re.compile(r"\s*\(`[\w=\"]+`\)"), ""),  # « (`direction`) »
    (re.compile(r",\s*`[\w=\"]+`"), ""),  # « (variante, `announces`, … » and « …, `first_packet`) »
)


def keys_markdown(
    us: str,
    them: str,
    shared: tuple[str, str, str] | None = None,
    joined: str | None = None,
    resume: str = RESUME_COMMAND,
    invitation: str = "",
) -> str:
    """The key table (and, in English, belote's own words) in the current language.

    ``shared``: at a shared table, the names of the seats on our left, across (our partner) and on
    our right as the table shows them; the keys switched off there are left out. ``joined``: at a
    table we joined, the host's address (saving and quitting are then the host's), None when hosting.
    ``invitation``: hosting, the line a friend types to sit in for a bot (the waiting room's, with
    the code as it is now: the host has it at hand once the partie started)."""
    lang = "fr" if language() == "fr" else "en"
    template = _FR if lang == "fr" else _EN
    if shared is None:
        words = {**_SOLO_WORDS[lang], "coach_note": _COACH_NOTE[lang]}
        return _SOLO_OFF.sub("", template.format(us=us, them=them, **words))
    left, partner, right = shared
    if joined is None:  # hosting: ``resume`` opens the table again (with « --home » where needed)
        host = _SHARED_HOST[lang]
        invite = host["invite"].format(line=invitation) if invitation else ""
        saving = {
            "quit_does": host["quit_does"],
            "end_does": host["end_does"],
            "saved_note": host["saved_note"].format(resume=resume, invite=invite),
        }
    else:
        friend = _SHARED_FRIEND[lang]
        address = joined or ("ADRESSE" if lang == "fr" else "ADDRESS")
        saving = {**friend, "saved_note": friend["saved_note"].format(address=address)}
    text = template.format(
        us=us,
        them=them,
        partner=partner,
        left=left,
        right=right,
        undo_note=_SHARED_NOTE[lang],
        **saving,
        coach_note="",
    )
    return _SHARED_OFF.sub("", text)


def rules_for_players(text: str, lang: str) -> str:
    """The section of the rules in ``lang``, without the developers' notes."""
    heading = _SECTION[lang]
    start = text.find(heading + "\n")
    if start < 0:
        return ""
    body = text[start + len(heading) :]
    end = re.search(r"^## ", body, flags=re.MULTILINE)
    if end is not None:
        body = body[: end.start()]
    paragraphs = [p for p in body.split("\n\n") if "*s + 1*" not in p and "belote.engine" not in p]
    body = "\n\n".join(paragraphs).strip().removesuffix("---").strip()
    for pattern, replacement in _DEVELOPER_NOTES:
        body = pattern.sub(replacement, body)
    title = "# Règles" if lang == "fr" else "# Rules"
    return f"{title}\n\n{body}\n"


RULES_PATHS = (
    Path(__file__).resolve().parent / "rules.md",  # the copy an installed game carries
    Path(__file__).resolve().parents[2] / "docs" / "rules.md",  # a source checkout
)
"""Where docs/rules.md is found: the wheel carries a copy beside this module (see pyproject)."""


def rules_markdown() -> str | None:
    """docs/rules.md, from the installed game or the source checkout (None when neither has it)."""
    for path in RULES_PATHS:
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            continue
    return None


def help_markdown(
    us: str,
    them: str,
    shared: tuple[str, str, str] | None = None,
    joined: str | None = None,
    table: str | None = None,
    resume: str = RESUME_COMMAND,
    invitation: str = "",
) -> str:
    """The whole help: keys, then the rules, in the current language only (``shared``: the seats'
    names at a shared table, ``joined``: the host's address at a table we joined, ``resume``: the
    command that opens a hosted table again, ``invitation``: the line that invites a friend, as for
    ``keys_markdown``). ``table``: the rules of the
    partie being played in a line (« 3 manches en 500 · … »), said above the rules, which describe
    the classic game and its variants."""
    text = keys_markdown(us, them, shared, joined, resume, invitation)
    rules = rules_markdown()
    if rules:
        section = rules_for_players(rules, language())
        if table and section:
            title, _, body = section.partition("\n\n")
            section = f"{title}\n\n*{tr('rules.this_table', rules=table)}*\n\n{body}"
        text += "\n\n" + section
    return french_line(text, language())
