"""The words of the deal's summary: the contract, the verdict (made, dedans, litige, capot), the rows.

Kept apart from the main word tables so they stay short; ``belote.tui.i18n`` merges them in.
"""

from __future__ import annotations

from typing import Final

SUMMARY_FR: Final[dict[str, str]] = {
    "sum.title": "Fin de la donne {n}",
    "sum.redeal": "Personne n'a pris : on redistribue.",
    "sum.next_dealer": "{seat} donne.",
    "sum.next_dealer.you": "Vous donnez.",
    "sum.redeal_carre7": "{seat} a déclaré un carré de 7 : donne annulée, sans points ; on redistribue.",
    "sum.redeal_carre7.you": "Vous avez déclaré un carré de 7 : donne annulée, sans points ; on redistribue.",
    "sum.contract": "{seat} a pris à {suit}",
    "sum.contract.you": "Vous avez pris à {suit}",
    "sum.cards": "Points des plis",
    "sum.der": "dont dix de der",
    "sum.capot_row": "Capot (les huit plis)",
    "sum.announces": "Annonces",
    "sum.belote": "Belote-rebelote",
    "sum.dedans_row": "Dedans : tout à la défense",
    "sum.litige_row": "Litige : mis en réserve",
    "sum.written": "Marqué",
    "sum.collected": "Réserve gagnée",
    "sum.total": "Total de la manche",
    "sum.made.0": "Nous avons fait notre contrat.",
    "sum.made.1": "Ils ont fait leur contrat.",
    "sum.dedans.0": "Nous sommes dedans !",
    "sum.dedans.1": "Ils sont dedans !",
    "sum.capot": "Capot pour {team} !",
    "sum.litige": "Litige : {points} points en réserve, pour le camp qui gagnera la donne suivante.",
    "sum.reserve": "Réserve en jeu : {points} points.",
    "sum.reserve_lost": "La partie est finie : les {points} points en réserve ne reviennent à personne.",
}

SUMMARY_EN: Final[dict[str, str]] = {
    "sum.title": "End of deal {n}",
    "sum.redeal": "Nobody took: the cards are dealt again.",
    "sum.next_dealer": "{seat} deals.",
    "sum.next_dealer.you": "You deal.",
    "sum.redeal_carre7": "{seat} declared four 7s (carré de 7): deal void, no points; cards dealt again.",
    "sum.redeal_carre7.you": "You declared four 7s (carré de 7): deal void, no points; cards dealt again.",
    "sum.contract": "{seat} took {suit}",
    "sum.cards": "Trick points",
    "sum.der": "incl. last trick bonus",
    "sum.capot_row": "Capot (all eight tricks)",
    "sum.announces": "Announcements",
    "sum.belote": "Belote-rebelote",
    "sum.dedans_row": "Dedans: all to the defence",
    "sum.litige_row": "Litige: held in reserve",
    "sum.written": "Scored",
    "sum.collected": "Reserve won",
    "sum.total": "Game total",
    "sum.made.0": "We made our contract.",
    "sum.made.1": "They made their contract.",
    "sum.dedans.0": "We went down (dedans)!",  # the team's pronoun: « Us » and « Them » name columns
    "sum.dedans.1": "They went down (dedans)!",
    "sum.capot": "Capot for {team}!",
    "sum.litige": "Tie (litige): {points} points held in reserve, for the side that wins the next deal.",
    "sum.reserve": "Reserve at stake: {points} points.",
    "sum.reserve_lost": "The match is over: the {points} points in reserve go to no one.",
}
