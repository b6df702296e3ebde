"""The coach's phrases (hint, review, duplicate challenge) in French and English.

They join the app's word tables (``belote.tui.i18n``) when this module is imported, so ``tr`` finds
them like any other; keeping them here keeps those tables to the table's own words.
"""

from __future__ import annotations

from typing import Final

from belote.tui.i18n import EN, FR

COACH_FR: Final[dict[str, str]] = {
    "key.hint": "Conseil",
    "key.analyse": "Analyse",
    "opt.auto_review": "Analyse après chaque donne",
    # hint
    "hint.title": "Conseil de l'expert",
    "hint.title_turned": "Conseil de l'expert · retournée : {card}",
    "hint.thinking": "L'expert réfléchit…",
    "hint.head.option": "Choix",
    "hint.head.mean": "Points espérés",
    "hint.head.spread": "Écart",
    "hint.head.make": "Réussite",
    "hint.note": "Points de la donne sur la feuille, Nous moins Eux, en moyenne sur {worlds} jeux possibles. "
    "L'écart dit combien ils changent selon les cartes cachées ; chaque choix est joué dans les mêmes "
    "jeux : c'est la différence entre deux choix qui compte, bien moins incertaine que l'écart.",
    "hint.note_short": "Nous moins Eux, en moyenne sur {worlds} jeux possibles.",
    "hint.note_make": "Réussite : la part de ces jeux où le contrat est rempli ; une chute coûte cher, "
    "d'où des points espérés parfois négatifs malgré une bonne réussite.",
    "hint.manche_near": "Fin de manche en vue (Nous {us}, Eux {them} en {target}) : ces chiffres comptent"
    " les points de la donne, pas vos chances de gagner la manche.",
    "hint.note.one": "Points de la donne sur la feuille, Nous moins Eux, dans le seul jeu possible : vos "
    "cartes et celles déjà jouées disent où sont toutes les autres.",
    "hint.note_short.one": "Nous moins Eux, dans le seul jeu possible.",
    "hint.tie": "{first} et {second} se valent : au plus {points} points d'écart.",
    "hint.tie_all": "Tous les choix se valent : au plus {points} points d'écart.",
    "hint.close": "{first} ou {second} : trop proches pour trancher, leurs différences restent dans la "
    "marge d'erreur des jeux tirés au sort.",
    "hint.close_two": "{first} ou {second} : trop proches pour trancher, leur différence ({gap} points) "
    "reste dans sa marge d'erreur sur les jeux tirés au sort (± {margin} points).",
    "hint.close_all": "Tous les choix sont trop proches pour trancher : leurs différences restent dans la "
    "marge d'erreur des jeux tirés au sort.",
    "hint.pass": "Passer",
    "hint.take": "Prendre à {suit}",
    # why
    "why.only_last": "{card} est votre dernière carte.",
    "why.only_follow": "{card} est la seule carte que la règle vous laisse : il faut fournir.",
    "why.only_overtrump": "{card} est la seule carte que la règle vous laisse : à l'atout, il faut monter.",
    "why.only_trump": "{card} est la seule carte que la règle vous laisse : il faut couper.",
    "why.only_overruff": "{card} est la seule carte que la règle vous laisse : l'adversaire a coupé, "
    "il faut surcouper.",
    "why.only_undertrump": "{card} est la seule carte que la règle vous laisse : l'adversaire a coupé "
    "plus haut, il faut sous-couper.",
    "why.keep_master_trump": "Garder {card}, l'atout maître, pour le dix de der.",
    "why.save_master_trump": "Garder {card}, l'atout maître : il fera un pli plus tard.",
    "why.draw_trumps": "Faire tomber les atouts.",
    "why.cash_master": "{card} est maître : l'encaisser.",
    "why.partner_master_load": "Le partenaire est maître : charger.",
    "why.load_over_partner": "Le pli est à votre camp quoi qu'il arrive : y mettre {card}, "
    "même au-dessus du partenaire.",
    "why.ruff": "Couper : le pli est à l'adversaire.",
    "why.win_only": "La seule carte qui prend le pli, et il tient : le prendre.",
    "why.win_cheaply": "Prendre le pli au plus juste.",
    "why.win_surely": "Prendre à coup sûr : personne ne peut passer au-dessus de {card}.",
    "why.climb_cheaply": "Monter au plus juste : un adversaire peut encore surmonter, "
    "gardez les gros atouts.",
    "why.keep_ten_guard": "Ne pas laisser le {card} sec : garder sa garde.",
    "why.discard_small": "Le pli est perdu : y mettre le moins de points.",
    "why.low_before_partner": "Le pli est à l'adversaire, mais votre partenaire joue après vous : "
    "jouer petit.",
    "why.no_load_unsure": "Le partenaire tient le pli, mais un adversaire peut encore le prendre : "
    "ne pas charger.",
    "why.take": (
        "{n} atouts à {suit} une fois la retourne ramassée, avant le reste de la distribution :"
        " le contrat se ferait {pct} fois sur 100."
    ),
    "why.take.one": (
        "Un seul atout à {suit} une fois la retourne ramassée, avant le reste de la distribution :"
        " le contrat se ferait {pct} fois sur 100."
    ),
    "why.take_in_hand": (
        "{n} atouts à {suit} dans votre main (la retourne n'en est pas), avant le reste de la"
        " distribution : le contrat se ferait {pct} fois sur 100."
    ),
    "why.take_in_hand.one": (
        "Un seul atout à {suit} dans votre main (la retourne n'en est pas), avant le reste de la"
        " distribution : le contrat se ferait {pct} fois sur 100."
    ),
    "why.take_anyway": "À {suit}, le contrat ne se ferait que {pct} fois sur 100 ; passer coûterait plus.",
    "why.pass_round_two": "Mieux vaut attendre le second tour : votre jeu est plus fort à {suit}.",
    "why.pass_risky": "À {suit}, le contrat ne se ferait que {n} fois sur 100.",
    "why.pass_dear": "À {suit}, le contrat se ferait {n} fois sur 100, mais être dedans coûterait trop.",
    # review
    "review.title": "Analyse de la donne {n}",
    "review.computing": "L'expert revoit vos décisions…",
    "review.none": "Aucune décision à revoir dans cette donne.",
    "review.clean": "Aucune erreur coûteuse.",
    "review.bids1": "Enchères (premier tour)",
    "review.bids2": "Enchères (deuxième tour)",
    "review.trick": "Pli {n}",
    "review.costly": (
        "{where} : {chosen} ; {best} valait {best_mean} en moyenne, {chosen_short} {chosen_mean} ({cost})"
    ),
    "review.belote_part": "coût {cost}, dont {part} pour la belote non dite",
    "review.cost": "coût {cost}",
    "review.played": "{card} joué",
    "review.unsaid": "{card} joué sans dire belote",
    "review.said": "{card} joué en disant belote",
    "option.belote": "{card} en disant belote",
    "option.no_belote": "{card} sans belote",
    "review.accuracy": (
        "Précision : {pct} %, {good} de vos {n} choix sans erreur (les cartes forcées ne comptent pas)."
    ),
    "review.accuracy.one": (
        "Précision : {pct} % sur votre seule décision (les cartes forcées ne comptent pas)."
    ),
    "review.loss": (
        "Perte espérée sur la donne, ce que vos choix ont coûté face aux meilleurs : {loss} {points}."
    ),
    "review.loss_unlisted": (
        "Perte espérée sur la donne, ce que vos choix ont coûté face aux meilleurs : {loss} {points},"
        " dont {small} en écarts de moins de 3 points ou trop incertains, non listés."
    ),
    "review.loss_small": (
        "Perte espérée sur la donne, ce que vos choix ont coûté face aux meilleurs : {loss} {points},"
        " toute en écarts de moins de 3 points chacun ou trop incertains pour compter comme erreurs."
    ),
    "review.unsure": (
        "Les écarts de plus de 3 points non listés sont trop incertains : sur d'autres jeux possibles,"
        " ils pourraient s'effacer."
    ),
    "review.par": (
        "Cartes sur table : les preneurs ({team}) auraient fait {would} ; ils ont fait {did}"
        " (belote et annonces à part)."
    ),
    "review.par_us": (
        "Cartes sur table : nous, les preneurs, aurions fait {would} ; nous avons fait {did}"
        " (belote et annonces à part)."
    ),
    "review.would": "{par} {points} de cartes ({verdict})",
    "review.would_capot": "capot (252 points)",
    "review.capot_against": "capot subi",
    "review.capot_against_us": "capot subi",
    "review.did": "{actual} {points} de cartes",
    "review.did_capot": "capot",
    "review.did_capot_against": "0 point de cartes, capot subi",
    "review.did_capot_against_us": "0 point de cartes, capot subi",
    "review.par_none": "Pas de contrat : pas de par.",
    "review.par_wait": "Cartes sur table : calcul en cours…",
    "review.turn_lost": "Cartes sur table, le tournant : au pli {n}, {seat} a joué {card}, qui a coûté"
    " {points} {word} de cartes aux preneurs{capot}.",
    "review.turn_lost.you": "Cartes sur table, le tournant : au pli {n}, vous avez joué {card}, qui a coûté"
    " {points} {word} de cartes aux preneurs{capot}.",
    "review.turn_given": "Cartes sur table, la défense en a rendu : au pli {n}, {seat} a joué {card}, qui a"
    " donné {points} {word} de cartes aux preneurs{capot}.",
    "review.turn_given.you": "Cartes sur table, la défense en a rendu : au pli {n}, vous avez joué {card},"
    " qui a donné {points} {word} de cartes aux preneurs{capot}.",
    # what the card did to a capot besides its card points (a capot counts 252, not the 162 of the cards)
    "review.turn_capot.missed": ", et le capot qu'ils tenaient",
    "review.turn_capot.conceded": ", et leur a fait subir le capot",
    "review.turn_capot.avoided": ", et leur a évité le capot",
    "review.turn_capot.made": ", et leur a offert le capot",
    "review.turn_sound": "Sans voir les cartes, ce choix n'était pas une erreur.",
    "review.made": "contrat réussi",
    "review.dedans": "dedans",
    "review.litige": "litige",
    # duplicate challenge
    "challenge.line": "Contre l'expert à votre place : {diff} {points} par donne sur {n} donnes{spread}.",
    "challenge.spread": ", sans doute entre {low} et {high}",
    "challenge.pending": "Contre l'expert à votre place : calcul en cours ({n} donnes).",
    "challenge.unavailable": "L'analyse en arrière-plan n'a pas pu démarrer : l'expert ne rejoue pas "
    "cette donne et elle n'a pas de par. La partie continue.",
    "challenge.pending.one": "Contre l'expert à votre place : calcul en cours (1 donne).",
    "challenge.more": "{n} donnes encore en calcul",
    "challenge.line.one": "Contre l'expert à votre place : {diff} {points} sur la seule donne rejouée.",
    "challenge.more.one": "1 donne encore en calcul",
    "challenge.redeals": "dont {n} redonnes où personne n'avait pris à la table et l'expert a pris "
    "à votre place",
    "challenge.same": " L'expert a joué cette donne exactement comme vous.",
    "challenge.same_faulted": " L'expert a joué cette donne exactement comme vous ; l'analyse, qui cherche "
    "plus loin que lui, trouve pourtant mieux là où elle le dit.",
    "challenge.bid": " Rejouant la donne, l'expert a fait autrement au {round} tour d'enchères : "
    "il a {expert} là où vous avez {you}.",
    "challenge.card": " Rejouant la donne, l'expert a fait autrement au pli {n} : il a joué {expert}"
    " là où vous avez joué {you}.",
    "challenge.other": " Rejouant la donne, l'expert a fait autrement : {expert} (vous : {you}).",
    "challenge.close": " L'analyse ne reproche aucun des deux choix : l'écart vient des cartes qui "
    "ont suivi.",
    "challenge.round1": "premier",
    "challenge.round2": "deuxième",
    "challenge.passed": "passé",
    "challenge.took": "pris à {suit}",
    "challenge.announcing": "en annonçant",
    "challenge.belote": "en disant belote",
    "challenge.no_belote": "sans dire belote",
    "challenge.no_announce": "sans annoncer",
    "challenge.both": "{announcing} et {belote}",
    "challenge.redeals.one": "dont 1 redonne où personne n'avait pris à la table et l'expert a pris "
    "à votre place",
    "challenge.only_redeal": "une redonne où personne n'avait pris à la table et l'expert a pris "
    "à votre place",
    "challenge.notes": "{first} ; {second}",
    "challenge.chart": "Contre l'expert à votre place : points par donne, moyenne cumulée",
    "challenge.chart_empty": "Aucune donne rejouée par l'expert pour l'instant.",
    "challenge.deal": "Contre l'expert à votre place, cette donne : {diff} (vous {you},"
    " l'expert {expert}).{how}"
    " Une seule donne rejouée, où les enchères et le jeu des autres suivent le sien : la chance y pèse"
    " autant que le jeu, la perte espérée mesure vos choix.",
}

COACH_EN: Final[dict[str, str]] = {
    "key.hint": "Hint",
    "key.analyse": "Analysis",
    "opt.auto_review": "Analysis after each deal",
    "hint.title": "The expert's advice",
    "hint.title_turned": "The expert's advice · turned card: {card}",
    "hint.thinking": "The expert is thinking…",
    "hint.head.option": "Option",
    "hint.head.mean": "Expected points",
    "hint.head.spread": "Spread",
    "hint.head.make": "Made",
    "hint.note": "Points of the deal on the sheet, Us minus Them, averaged over {worlds} possible layouts. "
    "The spread says how much they change with the hidden cards; every option is played in the same "
    "layouts: what counts is the difference between two options, far less uncertain than the spread.",
    "hint.note_short": "Us minus Them, averaged over {worlds} possible layouts.",
    "hint.note_make": "Made: the share of these layouts where the contract is made; going down costs "
    "a lot, so the expected points may be negative even when it is often made.",
    "hint.manche_near": "End of the game in sight (Us {us}, Them {them} to {target}): these figures count"
    " this deal's points, not your chances of winning the game.",
    "hint.note.one": "Points of the deal on the sheet, Us minus Them, in the one possible layout: your "
    "cards and those played tell where all the others are.",
    "hint.note_short.one": "Us minus Them, in the one possible layout.",
    "hint.tie": "{first} and {second} are as good as each other: {points} points apart at most.",
    "hint.tie_all": "Every option is as good as the others: {points} points apart at most.",
    "hint.close": "{first} or {second}: too close to call, the gaps are within the error margin of the "
    "layouts drawn at random.",
    "hint.close_two": "{first} or {second}: too close to call, the gap ({gap} points) is within its "
    "error margin over the layouts drawn at random (± {margin} points).",
    "hint.close_all": "Every option is too close to call: the gaps are within the error margin of the "
    "layouts drawn at random.",
    "hint.pass": "Pass",
    "hint.take": "Take {suit}",
    "why.only_last": "{card} is your last card.",
    "why.only_follow": "{card} is the only card the rules leave you: you must follow suit.",
    "why.only_overtrump": "{card} is the only card the rules leave you: on a trump lead, you must go higher.",
    "why.only_trump": "{card} is the only card the rules leave you: you must trump.",
    "why.only_overruff": "{card} is the only card the rules leave you: an opponent trumped, and you "
    "must trump higher (overtrump).",
    "why.only_undertrump": "{card} is the only card the rules leave you: an opponent trumped higher, "
    "and you must still trump lower (undertrump).",
    "why.keep_master_trump": "Keep {card}, the highest trump left, for the last trick bonus (dix de der).",
    "why.save_master_trump": "Keep {card}, the highest trump left: it will take a trick later.",
    "why.draw_trumps": "Draw the trumps.",
    "why.cash_master": "{card} is the highest card left in its suit: cash it.",
    "why.partner_master_load": "Your partner holds the trick: give it points.",
    "why.load_over_partner": "The trick is your side's whatever comes: put {card} on it, even over "
    "your partner's card.",
    "why.ruff": "Trump it: the opponents hold the trick.",
    "why.win_only": "The only card that wins the trick, and it holds: take it.",
    "why.win_cheaply": "Win the trick with the cheapest card that does.",
    "why.win_surely": "Win the trick for sure: nobody can go over {card}.",
    "why.climb_cheaply": "Go over as low as you can: an opponent may still go higher; keep the big trumps.",
    "why.keep_ten_guard": "Don't leave the {card} bare: keep its guard.",
    "why.discard_small": "The trick is lost: give it the fewest points.",
    "why.low_before_partner": "The opponents hold the trick, but your partner plays after you: play low.",
    "why.no_load_unsure": "Your partner holds the trick, but an opponent may still take it: "
    "don't give it points.",
    "why.take": (
        "{n} trumps in {suit} once the turned card is picked up, before the rest of the deal:"
        " the contract would be made {pct} times in 100."
    ),
    "why.take.one": (
        "A single trump in {suit} once the turned card is picked up, before the rest of the deal:"
        " the contract would be made {pct} times in 100."
    ),
    "why.take_in_hand": (
        "{n} trumps in {suit} in your hand (the turned card is not one), before the rest of the deal:"
        " the contract would be made {pct} times in 100."
    ),
    "why.take_in_hand.one": (
        "A single trump in {suit} in your hand (the turned card is not one), before the rest of the"
        " deal: the contract would be made {pct} times in 100."
    ),
    "why.take_anyway": "With {suit} as trump, the contract would be made only {pct} times in 100; "
    "passing costs more.",
    "why.pass_round_two": "Better to wait for round 2: your hand is stronger in {suit}.",
    "why.pass_risky": "With {suit} as trump, the contract would be made only {n} times in 100.",
    "why.pass_dear": "With {suit} as trump, the contract would be made {n} times in 100, "
    "but going down costs too much.",
    "review.title": "Analysis of deal {n}",
    "review.computing": "The expert is going over your decisions…",
    "review.none": "No decision to review in this deal.",
    "review.clean": "No costly mistake.",
    "review.bids1": "Bidding (first round)",
    "review.bids2": "Bidding (second round)",
    "review.trick": "Trick {n}",
    "review.costly": (
        "{where}: {chosen}; {best} was worth {best_mean} on average, {chosen_short} {chosen_mean} ({cost})"
    ),
    "review.belote_part": "cost {cost}, {part} of it for the belote left unsaid",
    "review.cost": "cost {cost}",
    "review.played": "{card} played",
    "review.unsaid": "{card} played without saying belote",
    "review.said": "{card} played, saying belote",
    "option.belote": "{card} saying belote",
    "option.no_belote": "{card} without belote",
    "review.accuracy": "Accuracy: {pct}%, sound choices: {good} of {n} (forced cards do not count).",
    "review.accuracy.one": "Accuracy: {pct}% on your only decision (forced cards do not count).",
    "review.loss": (
        "Expected loss over the deal, what your choices cost against the best ones: {loss} {points}."
    ),
    "review.loss_unlisted": (
        "Expected loss over the deal, what your choices cost against the best ones: {loss} {points},"
        " {small} of it in differences under 3 points or too uncertain, not listed."
    ),
    "review.loss_small": (
        "Expected loss over the deal, what your choices cost against the best ones: {loss} {points},"
        " all in differences under 3 points each or too uncertain to count as mistakes."
    ),
    "review.unsure": (
        "Differences over 3 points that are not listed are too uncertain: over other possible layouts"
        " of the hidden cards, they could vanish."
    ),
    "review.par": (
        "With every hand seen: the takers ({team}) would have made {would}; they made {did}"
        " (belote and announcements aside)."
    ),
    "review.par_us": (
        "With every hand seen: we, the takers, would have made {would}; we made {did}"
        " (belote and announcements aside)."
    ),
    "review.would": "{par} card {points} ({verdict})",
    "review.would_capot": "all eight tricks, a capot (252 points)",
    "review.capot_against": "a capot against them",
    "review.capot_against_us": "a capot against us",
    "review.did": "{actual} card {points}",
    "review.did_capot": "all eight tricks, a capot",
    "review.did_capot_against": "0 card points, a capot against them",
    "review.did_capot_against_us": "0 card points, a capot against us",
    "review.par_none": "No contract: no par.",
    "review.par_wait": "With every hand seen: being computed…",
    "review.turn_lost": "With every hand seen, the turning point: at trick {n}, {seat} played {card}, which"
    " cost the takers {points} card {word}{capot}.",
    "review.turn_lost.you": "With every hand seen, the turning point: at trick {n}, you played {card}, which"
    " cost the takers {points} card {word}{capot}.",
    "review.turn_given": "With every hand seen, the defence gave some back: at trick {n}, {seat} played"
    " {card}, which gave the takers {points} card {word}{capot}.",
    "review.turn_given.you": "With every hand seen, the defence gave some back: at trick {n}, you played"
    " {card}, which gave the takers {points} card {word}{capot}.",
    "review.turn_capot.missed": ", and the capot they had in hand",
    "review.turn_capot.conceded": ", and brought a capot against them",
    "review.turn_capot.avoided": ", and saved them from a capot",
    "review.turn_capot.made": ", and gave them the capot",
    "review.turn_sound": "Without seeing the cards, that choice was no mistake.",
    "review.made": "contract made",
    "review.dedans": "went down",  # said in brackets after the points
    "review.litige": "tie",
    "challenge.line": "Against the expert in your seat: {diff} {points} per deal over {n} deals{spread}.",
    "challenge.spread": ", likely between {low} and {high}",
    "challenge.pending": "Against the expert in your seat: being computed ({n} deals).",
    "challenge.unavailable": "The background analysis could not start: the expert does not replay "
    "this deal and it has no par. The game goes on.",
    "challenge.pending.one": "Against the expert in your seat: being computed (1 deal).",
    "challenge.more": "{n} deals still being computed",
    "challenge.line.one": "Against the expert in your seat: {diff} {points} on the only deal replayed.",
    "challenge.more.one": "1 deal still being computed",
    "challenge.redeals": "including {n} redeals where nobody took at the table and the expert took "
    "in your seat",
    "challenge.same": " The expert played this deal exactly as you did.",
    "challenge.same_faulted": " The expert played this deal exactly as you did; the analysis, searching "
    "further than it does, still finds better where it says so.",
    "challenge.bid": " Replaying the deal, the expert did otherwise in the {round} round of bidding: "
    "it {expert} where you {you}.",
    "challenge.card": " Replaying the deal, the expert did otherwise at trick {n}: it played {expert}"
    " where you played {you}.",
    "challenge.other": " Replaying the deal, the expert did otherwise: {expert} (you: {you}).",
    "challenge.close": " The analysis faults neither choice: the gap comes from the cards that followed.",
    "challenge.round1": "first",
    "challenge.round2": "second",
    "challenge.passed": "passed",
    "challenge.took": "took {suit}",
    "challenge.announcing": "announcing",
    "challenge.belote": "saying belote",
    "challenge.no_belote": "without saying belote",
    "challenge.no_announce": "without announcing",
    "challenge.both": "{announcing} and {belote}",
    "challenge.redeals.one": "including 1 redeal where nobody took at the table and the expert took "
    "in your seat",
    "challenge.only_redeal": "a redeal where nobody took at the table and the expert took in your seat",
    "challenge.notes": "{first}; {second}",
    "challenge.chart": "Against the expert in your seat: points per deal, running mean",
    "challenge.chart_empty": "No deal replayed by the expert yet.",
    "challenge.deal": "Against the expert in your seat, this deal: {diff} (you {you},"
    " the expert {expert}).{how}"
    " One replay, in which the bids and the others' cards follow the expert's: luck weighs as much as"
    " play there; the expected loss measures your choices.",
}

FR.update(COACH_FR)
EN.update(COACH_EN)
