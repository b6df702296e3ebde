"""The help screen's key reference, in French and English (Markdown)."""

from __future__ import annotations

from belote.tui.i18n import language

_FR = """\
# Touches

Vous êtes Sud, en équipe avec Nord (« {us} ») contre Ouest et Est (« {them} »).

| Moment | Touche | Effet |
|---|---|---|
| Enchères, 1er tour | `t` | prendre à la couleur retournée |
| Enchères | `p` ou `Entrée` | passer (le choix par défaut, sans risque) |
| Enchères, 2e tour | `s` `h` `d` `c` | nommer ♠ pique, ♥ cœur, ♦ carreau, ♣ trèfle |
| Votre main | `←` `→` ou `h` `l` | déplacer la sélection |
| Votre main | `1` à `8` | choisir la carte de ce numéro |
| Votre main | `Entrée` ou `Espace` | poser la carte choisie |
| Pli terminé | `Entrée` ou `Espace` | passer au pli suivant sans attendre |
| Question (annonce, belote) | `o` / `n`, `Entrée` | oui / non, Entrée = oui |
| Toujours | `d` | le dernier pli |
| Toujours | `s` ou `f` | la feuille de marque (`f` seulement au 2e tour d'enchères) |
| Toujours | `Page préc.` / `Page suiv.` | faire défiler le journal |
| Toujours | `?` ou `F1` | cette aide |
| Toujours | `o` | les options |
| Toujours | `u` | reprendre votre dernière carte ou enchère (si l'option le permet) |
| Toujours | `r` | ordre de la main : atout d'abord ou par couleur |
| Toujours | `ctrl+p` | changer de thème |
| Toujours | `q` | sauvegarder et quitter (avec confirmation) |

Une carte grisée ne peut pas être jouée ; si vous la posez quand même, rien n'est joué et la
ligne du bas dit quelle règle l'interdit. La partie est sauvegardée après chaque pli.
"""

_EN = """\
# Keys

You are South, partnering North (“{us}”) against West and East (“{them}”).

| When | Key | Does |
|---|---|---|
| Bidding, round 1 | `t` | take the turned suit |
| Bidding | `p` or `Enter` | pass (the safe default) |
| Bidding, round 2 | `s` `h` `d` `c` | name ♠ spades, ♥ hearts, ♦ diamonds, ♣ clubs |
| Your hand | `←` `→` or `h` `l` | move the selection |
| Your hand | `1` to `8` | select that card |
| Your hand | `Enter` or `Space` | play the selected card |
| Trick complete | `Enter` or `Space` | go on without waiting |
| Question (announce, belote) | `o`/`y` / `n`, `Enter` | yes / no, Enter = yes |
| Any time | `d` | the last trick |
| Any time | `s` or `f` | the score sheet (`f` only in bidding round 2) |
| Any time | `Page Up` / `Page Down` | scroll the deal log |
| Any time | `?` or `F1` | this help |
| Any time | `o` | options |
| Any time | `u` | take back your last card or bid (if the option allows it) |
| Any time | `r` | hand order: trump first or by suit |
| Any time | `ctrl+p` | change the theme |
| Any time | `q` | save and quit (asks first) |

A dimmed card cannot be played; if you try, nothing is played and the bottom line names the rule
that forbids it. The game is saved after every trick.
"""


def keys_markdown(us: str, them: str) -> str:
    """The key table in the current language."""
    return (_FR if language() == "fr" else _EN).format(us=us, them=them)
