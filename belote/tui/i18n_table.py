"""The words of the table's count, confirmations, last-trick view and refusals, in French and English.

``i18n`` merges them into its tables; they live here to keep each module short.
"""

from __future__ import annotations

from typing import Final

MORE_FR: Final[dict[str, str]] = {
    # bidding round 2: a suit key selects, Enter confirms
    "bid.confirm": "Prendre à {suit} ? Entrée : oui · Échap : retour · autre couleur : ←/→, {choices}",
    "key.confirm": "Prendre",
    "key.unpick": "Retour",  # Escape after a suit key: back to the choice (« u » takes back a move)
    "key.choose_suit": "Couleur",
    # start menu
    "start.saved_manches": "Partie en cours · manches gagnées : Nous {us} – Eux {them}",
    "start.saved_playing": "{what} en cours · points : Nous {us} – Eux {them}",
    "start.saved_next": "À suivre : {what}",
    "prompt.quit_over": "Quitter ?",
    "notice.close_first": "Échap ferme d'abord ce panneau ; q quitte ensuite.",
    "prompt.quit_over_hint": "La partie est terminée : au prochain lancement, vous en commencerez "
    "une nouvelle.",
    "prompt.new": "Abandonner la partie sauvegardée ?",
    "prompt.new_hint": "{saved}. Une nouvelle partie la remplace. Entrée : garder la partie sauvegardée.",
    # the deal's running count
    "panel.deal": "Cette donne",
    "panel.need": "Preneurs : encore {n}",
    "panel.need_belote": "Preneurs : {n} + belote",
    "panel.belote_enough": "Preneurs : la belote suffit",
    "panel.made": "Contrat assuré",
    "panel.ahead": "Preneurs devant",
    "panel.beaten": "Preneurs dedans",
    "panel.tie_at_best": "Litige au mieux",
    "panel.litige": "Litige",
    "panel.capot_only": "Preneurs dedans sauf capot",
    "leads": "◇ entame",
    # last trick
    "status.hint_at_turn": "Le conseil se demande à votre tour.",
    "status.cards_left": "Vous avez {n} cartes en main.",
    "status.cards_left.one": "Il vous reste une carte.",
    "last.previous": "Dernier pli de la donne précédente",
    "last.order": "Entame : {order}",
    # card refusals: each rule of the card play in the player's words
    "rule.carre_not_allowed": "Vous ne pouvez pas déclarer ce carré : la variante est désactivée ou ce "
    "n'est plus le moment.",
    "refuse.follow": "Vous devez fournir à {suit} : c'est la couleur demandée et vous en avez.",
    "refuse.follow_trump": "Atout demandé : vous devez jouer atout, vous en avez.",
    "refuse.climb_led": "Atout demandé : vous devez monter sur {card}.",
    "refuse.climb_led_partner": "Atout demandé : vous devez monter sur {card}, même sur votre partenaire.",
    "refuse.trump": "Pas de {suit} : vous devez couper, l'adversaire est maître du pli.",
    "refuse.overtrump": "L'adversaire a coupé : vous devez surcouper (monter sur {card}).",
    "refuse.undertrump": "Aucun de vos atouts ne bat {card} de l'adversaire : vous devez sous-couper.",
    "refuse.round2_turned": "Au second tour, on ne peut pas prendre à {suit} : c'est la couleur retournée.",
    "refuse.round1_suit": (
        "Au premier tour, on ne prend qu'à la retournée : t pour prendre à {suit}, p ou Entrée pour passer."
    ),
}

MORE_EN: Final[dict[str, str]] = {
    "bid.confirm": "Take {suit}? Enter: yes · Esc: back · another suit: ←/→, {choices}",
    "key.confirm": "Take",
    "key.unpick": "Back",
    "key.choose_suit": "Suit",
    "start.saved_manches": "Match in progress · games won: Us {us} – Them {them}",
    "start.saved_playing": "{what} in progress · points: Us {us} – Them {them}",
    "start.saved_next": "Next: {what}",
    "prompt.quit_over": "Quit?",
    "notice.close_first": "Esc closes this panel first; then q quits.",
    "prompt.quit_over_hint": "The match is over: next time, you will start a new one.",
    "prompt.new": "Give up the saved match?",
    "prompt.new_hint": "{saved}. A new match replaces it. Enter: keep the saved match.",
    "panel.deal": "This deal",
    "panel.need": "Takers need {n} more",
    "panel.need_belote": "Takers need {n} + belote",
    "panel.belote_enough": "Takers: the belote will do",
    "panel.made": "Contract secured",
    "panel.ahead": "Takers ahead",
    "panel.beaten": "Takers down (dedans)",
    "panel.tie_at_best": "Litige (a tie) at best",
    "panel.litige": "Litige (a tie)",
    "panel.capot_only": "Takers down unless capot",
    "leads": "◇ leads",
    "status.hint_at_turn": "Ask for a hint at your turn.",
    "status.cards_left": "You hold {n} cards.",
    "status.cards_left.one": "You hold one card.",
    "last.previous": "Last trick of the previous deal",
    "last.order": "Led by: {order}",
    "rule.carre_not_allowed": "You cannot declare that carré: the variant is off or it is too late.",
    "refuse.follow": "You must follow suit: {suit} was led and you hold some.",
    "refuse.follow_trump": "Trump was led: you must play a trump, you hold some.",
    "refuse.climb_led": "Trump was led: you must play higher than {card}.",
    "refuse.climb_led_partner": "Trump was led: you must play higher than {card}, even over your partner's.",
    "refuse.trump": "No {suit}: you must trump, an opponent holds the trick.",
    "refuse.overtrump": "An opponent has trumped: you must overtrump (beat {card}).",
    "refuse.undertrump": "An opponent has trumped with {card}: you cannot beat it, so you must "
    "undertrump (play a lower trump).",
    "refuse.round2_turned": "In round 2 you cannot take {suit}: it is the turned card's suit.",
    "refuse.round1_suit": (
        "In round 1 you may only take the turned suit: t to take {suit}, p or Enter to pass."
    ),
}
