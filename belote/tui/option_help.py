"""What each option means, in a sentence or two: the options screen shows the one under the cursor
under the list, so a label such as « Carré de 8 : annule au choix » is explained where it is chosen.

Kept apart from the options' labels so each table stays short; ``belote.tui.i18n`` merges them in.
"""

from __future__ import annotations

from typing import Final

OPTION_HELP_FR: Final[dict[str, str]] = {
    "about.announces": "Tierce, cinquante, cent et carrés, annoncés pendant le premier pli. Sans "
    "annonces par défaut, comme le règlement fédéral.",
    "about.target": "Le total qu'une équipe doit atteindre pour gagner une manche.",
    "about.manches": "La partie s'arrête dès qu'une équipe a gagné la majorité des manches : à 3, la "
    "partie, la revanche et, à une manche partout, la belle.",
    "about.consolante": "Après une partie gagnée sans perdre une manche, on en joue une de plus, pour "
    "l'honneur : elle ne change pas le vainqueur.",
    "about.direction": "Anti-horaire, comme à une table française : Est joue après vous. Horaire : "
    "Ouest joue après vous.",
    "about.must_undertrump": "Oui : qui ne peut surcouper l'adversaire doit quand même sous-couper, "
    "jouer un atout plus petit. Non : il peut se défausser.",
    "about.all_pass_same_dealer": "Qui donne après une donne que personne n'a prise : le joueur "
    "suivant, ou le même donneur.",
    "about.first_packet": "Les paquets de la première distribution : 3 cartes puis 2 à chacun, ou 2 "
    "puis 3. Après la prise, 3 à chacun, 2 au preneur.",
    "about.shuffle_each_deal": "Ramasser et couper : les plis ramassés puis coupés, comme au café. "
    "Mélanger : un paquet neuf à chaque donne (toujours entre amis en réseau).",
    "about.carre_of_sevens_voids": "Qui reçoit les quatre 7 peut les déclarer pour annuler la donne : "
    "personne ne marque, on redonne. Le jeu vous le demande.",
    "about.carre_of_eights_cancels": "Avec les annonces : qui a les quatre 8 peut les déclarer pour "
    "annuler toutes les annonces de la donne. Le jeu vous le demande.",
    "about.partner_level": "Le robot assis en face de vous, votre partenaire.",
    "about.west_level": "Le robot adversaire affiché à gauche.",
    "about.east_level": "Le robot adversaire affiché à droite.",
    "about.level.beginner": "Débutant : des erreurs de débutant, as joués trop tôt, atouts oubliés.",
    "about.level.club": "Joueur de club : les règles de l'art, et il compte les cartes des deux "
    "derniers plis.",
    "about.level.expert": "Expert : il déduit les mains cachées des enchères et des cartes jouées.",
    "about.level.master": "Maître : l'expert qui prend son temps (jusqu'à 2 s) ; à peine plus fort.",
    "about.speed": "La pause avant chaque action d'un robot et sur chaque pli terminé.",
    "about.auto_belote": "Oui : « Belote » et « Rebelote » sont dits pour vous, sans question.",
    "about.auto_announce": "Oui : votre meilleure annonce est faite pour vous au premier pli, sans question.",
    "about.auto_play": "Oui : quand une seule carte est permise, elle se joue seule.",
    "about.undo": "La touche u reprend votre dernier choix et ce que les robots ont joué depuis. À "
    "désactiver pour une partie sérieuse.",
    "about.auto_review": "Oui : l'analyse de vos choix s'ouvre avec le résumé de chaque donne.",
    "about.cut_yourself": "Oui : quand vous coupez (vous jouez juste avant le donneur), vous choisissez "
    "combien de cartes soulever. Non : la coupe se fait au hasard.",
    "about.sort_order": "Comment votre main est rangée ; la touche r la range autrement en jeu.",
    "about.four_colours": "4 couleurs : ♦ en bleu et ♣ en vert, pour ne plus les confondre avec ♥ et ♠.",
    "about.theme": "L'apparence de la table (aussi par ctrl+p).",
    "about.lang": "La langue de l'interface.",
}

OPTION_HELP_EN: Final[dict[str, str]] = {
    "about.announces": "Sequences (tierce, cinquante, cent) and four of a kind (carré), announced "
    "during the first trick. Off by default, as the federation plays.",
    "about.target": "The total a team must reach to win a game.",
    "about.manches": "The match ends once a team has won most of the games: with 3, the first game, "
    "the return game and, at one game all, the decider (la belle).",
    "about.consolante": "After a match won without losing a game, one more game is played, for "
    "honour: it does not change the winner.",
    "about.direction": "Counter-clockwise, as at a French table: East plays after you. Clockwise: "
    "West plays after you.",
    "about.must_undertrump": "On: unable to overtrump an opponent, you must still play a lower trump "
    "(sous-couper, undertrump). Off: you may then discard.",
    "about.all_pass_same_dealer": "Who deals after a deal nobody took: the next player, or the same dealer.",
    "about.first_packet": "The packets of the first distribution: 3 cards then 2 to each, or 2 then "
    "3. After the take, 3 to each, 2 to the taker.",
    "about.shuffle_each_deal": "Gather and cut: the tricks gathered, the deck cut, as in a French "
    "café. Shuffle: a fresh deck every deal (always at a shared table).",
    "about.carre_of_sevens_voids": "Whoever gets the four 7s may declare them to void the deal: "
    "nobody scores, the cards are dealt again. The game asks you.",
    "about.carre_of_eights_cancels": "With announcements: whoever holds the four 8s may declare "
    "them to cancel every announcement of the deal. The game asks you.",
    "about.partner_level": "The bot sitting across from you, your partner.",
    "about.west_level": "The opponent bot shown on the left.",
    "about.east_level": "The opponent bot shown on the right.",
    "about.level.beginner": "Beginner: a beginner's mistakes, aces played too soon, trumps forgotten.",
    "about.level.club": "Club player: sound rules of thumb, and it counts the cards of the last two tricks.",
    "about.level.expert": "Expert: it infers the hidden hands from the bids and the cards played.",
    "about.level.master": "Master: the expert taking its time (up to 2 s); hardly stronger.",
    "about.speed": "The pause before each bot action and on each finished trick.",
    "about.auto_belote": "On: “Belote” and “Rebelote” are said for you, without asking.",
    "about.auto_announce": "On: your best announcement is made for you in the first trick, without asking.",
    "about.auto_play": "On: when only one card is allowed, it plays itself.",
    "about.undo": "The u key takes back your last choice and what the bots played since. Turn it "
    "off for a serious match.",
    "about.auto_review": "On: the review of your choices opens with each deal's summary.",
    "about.cut_yourself": "On: when you cut (you play just before the dealer), you choose how many cards "
    "to lift. Off: the cut is made at random.",
    "about.sort_order": "How your hand is sorted; the r key sorts it the other way during play.",
    "about.four_colours": "4 colours: ♦ in blue and ♣ in green, never to mistake them for ♥ and ♠.",
    "about.theme": "The look of the table (also with ctrl+p).",
    "about.lang": "The interface language.",
}
