"""Every word the interface shows, in French (the default) and English, in one place.

``tr(key, **values)`` formats the string of the current language; ``set_language`` switches.
Card, suit and seat names and the engine's ``IllegalAction.rule`` codes are translated here too.
"""

from __future__ import annotations

from typing import Final

from belote.engine.cards import Card, Rank, Suit
from belote.tui.i18n_options import OPTIONS_EN, OPTIONS_FR
from belote.tui.i18n_table import MORE_EN, MORE_FR

LANGUAGES: Final = ("fr", "en")

FR: Final[dict[str, str]] = {
    # seats and teams
    "seat.S": "Vous",
    "seat.W": "Ouest",
    "seat.N": "Nord",
    "seat.E": "Est",
    "team.0": "Nous",
    "team.1": "Eux",
    "dealer": "donne",
    "colon": " : ",
    # bids and table talk
    "bid.pass": "Passe",
    "bid.take": "Prend à {suit}",
    "say.belote": "Belote !",
    "say.rebelote": "Rebelote !",
    "combo.tierce": "Tierce",
    "combo.cinquante": "Cinquante",
    "combo.cent": "Cent",
    "combo.carre": "Carré",
    "announce": "{kind} ({points})",
    # centre
    "centre.turned": "Carte retournée",
    "centre.round1": "1er tour\nprendre à {suit} ?",
    "centre.round2": "2e tour\nnommer une autre couleur",
    "centre.trump": "atout",
    "centre.trick_to": "Pli pour {seat} (+{points})",
    "centre.trick_no": "Pli {n}/8",
    # status line
    "status.your_bid1": "À vous : prendre à {suit} (t) ou passer (p).",
    "status.your_bid2": "À vous : choisir une couleur ({choices}) puis Entrée, ou passer (p).",
    "status.your_card": "À vous de jouer (←/→ puis Entrée).",
    "status.thinking": "{seat} réfléchit…",
    "status.trick": "Pli pour {seat}. Entrée pour continuer.",
    "status.resumed": "Partie reprise.",
    "status.corrupt": "Sauvegarde illisible ({why}), gardée sous {path}. Nouvelle partie.",
    # the home folder's files
    "status.corrupt_kept": "Sauvegarde illisible ({why}), laissée en place. Nouvelle partie.",
    "status.unsaved": "Partie non sauvegardée : {reason} ({folder})",
    "status.elsewhere": "Sans sauvegarde : partie ouverte ailleurs.",
    "notify.unsaved": "La partie ne peut pas être sauvegardée dans {folder} : {reason}. "
    "Le jeu continue ; la sauvegarde reprendra dès que possible.",
    "notify.options_aside": "Options illisibles ({why}), gardées sous {path} : options par défaut.",
    "notify.options_kept": "Options illisibles ({why}) : options par défaut.",
    "notify.options_bad": "Options invalides remises par défaut : {names}.",
    "notify.options_fixed": (
        "Options invalides remises par défaut : {names} (l'ancien fichier est gardé sous {path})."
    ),
    "opt.rules": "Règles",
    "notify.options_unsaved": "Options non enregistrées dans {folder} : {reason}.",
    "prompt.elsewhere": "Cette partie est déjà ouverte dans une autre fenêtre. Jouer ici sans sauvegarder ?",
    "prompt.elsewhere_hint": "Dossier {folder} : rien n'y sera écrit. Non : quitter.",
    "prompt.quit_unsaved": "La partie ne peut pas être sauvegardée. Quitter quand même ?",
    "cli.elsewhere": "belote-tui : la partie de {folder} est ouverte dans une autre fenêtre ; "
    "rien n'a été écrit.",
    "cli.cannot_start": "belote-tui : impossible de démarrer : {error}",
    "cli.no_terminal": "belote-tui : il faut un terminal pour jouer "
    "(l'entrée ou la sortie d'erreur n'en est pas un).",
    "why.too_big": "fichier trop gros",
    "why.encoding": "texte non UTF-8",
    "why.json": "JSON invalide",
    "why.nesting": "imbrication trop profonde",
    "why.content": "contenu invalide",
    "why.io": "lecture impossible",
    "os.denied": "accès refusé",
    "os.read_only": "disque en lecture seule",
    "os.full": "disque plein",
    "os.not_folder": "ce n'est pas un dossier",
    # log
    "log.deal": "Donne {n} · {seat} donne",
    "log.deal.you": "Donne {n} · vous donnez",
    "log.draw": "Tirage :",
    "log.turned": "Retournée : {card}",
    "log.round2": "— 2e tour —",
    "log.trick": "→ pli pour {seat} (+{points})",
    "log.announce": "{seat} annonce {what}",
    "log.announce.you": "Vous annoncez {what}",
    "log.shown": "{seat} montre {what}",
    "log.shown.you": "Vous montrez {what}",
    "log.cut": "{seat} coupe ({n} cartes)",
    "log.cut.you": "Vous coupez ({n} cartes)",
    "log.carre7": "{seat} déclare un carré de 7 : la donne est annulée",
    "log.carre7.you": "Vous déclarez un carré de 7 : la donne est annulée",
    "log.carre8": "{seat} déclare un carré de 8 : les annonces sont annulées",
    "log.carre8.you": "Vous déclarez un carré de 8 : les annonces sont annulées",
    "log.belote": "{seat} : belote",
    "log.rebelote": "{seat} : rebelote",
    # score panel
    "panel.contract": "Contrat",
    "panel.none": "—",
    "panel.manche": "Manche {n}/{total}",
    "panel.manches": "Manches",
    "panel.score": "Score",
    "panel.tricks": "Plis",
    "panel.reserve": "Réserve",
    "panel.target": "en {target}",
    "panel.log": "Journal de la donne",
    # bindings
    "key.play": "Jouer",
    "key.take": "Prendre",
    "key.pass": "Passer",
    "key.cards": "Choisir",
    "key.skip": "Suite",
    "key.last": "Der. pli",  # « dernier pli », short so the Footer fits 80 columns
    "key.sheet": "Feuille",
    "key.help": "Aide",
    "key.options": "Options",
    "key.quit": "Quitter",
    "key.continue": "Continuer",
    "key.close": "Fermer",
    "key.yes": "Oui",
    "key.no": "Non",
    "key.change": "Changer",
    "key.save": "Enregistrer",
    "key.cancel": "Annuler",
    "key.esc": "Échap",
    # start screen
    "start.subtitle": "Vous (Sud) et Nord contre Ouest et Est",
    "start.continue": "Continuer la partie sauvegardée",
    "start.new": "Nouvelle partie",
    "start.options": "Options",
    "start.rules": "Règles et touches",
    "start.quit": "Quitter",
    "start.hint": "↑/↓ pour choisir, Entrée pour valider",
    # summary
    "sum.title": "Fin de la donne {n}",
    "sum.redeal": "Personne n'a pris : on redistribue.",
    "sum.redeal_carre7": "{seat} a déclaré un carré de 7 : donne annulée, sans points ; on redistribue.",
    "sum.redeal_carre7.you": "Vous avez déclaré un carré de 7 : donne annulée, sans points ; on redistribue.",
    "sum.contract": "{seat} a pris à {suit}",
    "sum.contract.you": "Vous avez pris à {suit}",
    "sum.cards": "Points des cartes",
    "sum.der": "dont dix de der",
    "sum.announces": "Annonces",
    "sum.belote": "Belote-rebelote",
    "sum.dedans_row": "Dedans : tout à la défense",
    "sum.litige_row": "Litige : mis en réserve",
    "sum.written": "Marqué",
    "sum.collected": "Réserve gagnée",
    "sum.total": "Total de la manche",
    "sum.made": "Contrat réussi.",
    "sum.dedans": "{team} dedans !",
    "sum.capot": "Capot pour {team} !",
    "sum.litige": "Litige : {points} points en réserve.",
    "sum.reserve": "Réserve en jeu : {points}",
    # manche / partie end
    "end.manche": "Manche {n} gagnée par {team}, {won} à {lost}",
    "end.manches": "Manches : Nous {us} – Eux {them}",
    "end.next": "Entrée : {what}",
    "end.revanche": "la revanche",
    "end.belle": "la belle",
    "end.consolante": "la consolante",
    "end.manche_n": "la manche {n}",
    "end.partie_won": "Nous gagnons la partie !",
    "end.partie_lost": "Eux gagnent la partie.",
    "end.new": "Entrée : nouvelle partie · q : quitter",
    # score sheet
    "sheet.title": "Feuille de marque — manche {n}",
    "sheet.deal": "Donne",
    "sheet.taker": "Preneur",
    "sheet.note": "Note",
    "sheet.empty": "Aucune donne terminée dans cette manche.",
    "note.dedans": "dedans",
    "note.capot": "capot",
    "note.litige": "litige",
    "note.redeal": "redonne",
    # prompts
    "prompt.announce": "Annoncer {what} : {cards} ?",
    "prompt.belote": "Dire « Belote » en jouant {card} ?",
    "prompt.carre7": "Déclarer votre carré de 7 et annuler la donne ?",
    "prompt.carre7_hint": "Les cartes sont redistribuées et personne ne marque.",
    "prompt.carre8": "Déclarer votre carré de 8 et annuler toutes les annonces ?",
    "prompt.carre8_hint": "Aucune annonce de la donne ne comptera, ni pour vous ni pour eux.",
    "prompt.quit": "Sauvegarder et quitter ?",
    "prompt.quit_hint": "La partie sera enregistrée : vous la reprendrez au prochain lancement.",
    "last.title": "Dernier pli",
    "last.none": "Aucun pli joué dans cette donne.",
    "last.won": "Remporté par {seat} (+{points})",
    # options
    "opt.title": "Options",
    "opt.hint": "↑/↓ choisir · ←/→ changer · Entrée enregistrer · Échap annuler",
    "opt.rules_note": "Les règles s'appliquent à la prochaine nouvelle partie.",
    "opt.levels_note": "pts/donne : gain moyen par donne contre un joueur de club.",
    "opt.announces": "Annonces",
    "opt.target": "Points pour gagner une manche",
    "opt.direction": "Sens du jeu",
    "opt.must_undertrump": "Pisser (sous-couper) forcé",
    "opt.all_pass_same_dealer": "Si personne ne prend",
    "opt.manches": "Nombre de manches",
    "opt.consolante": "Consolante après 2–0",
    "opt.first_packet": "Distribution",
    "opt.carre_of_sevens_voids": "Carré de 7 : redonne au choix",
    "opt.carre_of_eights_cancels": "Carré de 8 : annule au choix",
    "opt.partner_level": "Niveau du partenaire",
    "opt.speed": "Vitesse des robots",
    "opt.lang": "Langue",
    "opt.four_colours": "Jeu de cartes",
    "opt.auto_belote": "Belote automatique",
    "opt.auto_announce": "Annonces automatiques",
    "val.on": "oui",
    "val.off": "non",
    "val.clockwise": "horaire",
    "val.counterclockwise": "anti-horaire (classique)",
    "val.same_dealer": "même donneur",
    "val.next_dealer": "donneur suivant",
    "val.packet3": "3 puis 2",
    "val.packet2": "2 puis 3",
    "val.two_colours": "2 couleurs",
    "val.four_colours": "4 couleurs",
    "val.random": "au hasard",
    "val.beginner": "débutant",
    "val.heuristic": "joueur de club",
    "val.club": "joueur de club",
    "val.expert-v1": "expert (première version)",
    "val.expert": "expert",
    "val.master": "maître",
    "val.level_strength": "{level} ({points:+.0f} pts/donne)",
    "val.slow": "lente",
    "val.normal": "normale",
    "val.fast": "rapide",
    "val.instant": "instantanée",
    "val.fr": "français",
    "val.en": "English",
    # terminal size
    "small": "Terminal trop petit : {width}×{height}.\nIl faut au moins {min_width}×{min_height}.\n"
    "Agrandissez la fenêtre.",
    # engine rules
    "rule.not_your_phase": "Ce n'est pas le moment de faire cela.",
    "rule.bid_round1_suit": "Au premier tour, on ne prend qu'à la couleur retournée.",
    "rule.bid_round2_suit": "Au second tour, on ne peut pas reprendre la couleur retournée.",
    "rule.not_in_hand": "Cette carte n'est pas dans votre main.",
    "rule.must_follow": "Vous devez fournir à {suit}.",
    "rule.must_trump": "Vous devez couper : l'adversaire est maître du pli.",
    "rule.must_overtrump": "Vous devez monter à l'atout.",
    "rule.must_undertrump": "Vous devez pisser : jouer un atout, même plus petit.",
    "rule.announce_not_allowed": "Vous ne pouvez pas annoncer maintenant.",
    "rule.belote_not_allowed": "Vous ne pouvez pas dire belote avec cette carte.",
    "rule.deal_over": "La donne est terminée.",
    "rule.unknown_action": "Action inconnue.",
    "rule.other": "Coup interdit : {message}",
    # a shared table
    "net.lobby": "Table partagée",
    "net.invite": "Pour rejoindre la table, vos amis tapent :",
    "net.connecting": "Connexion à la table…",
    "net.host_starts": "Entrée : commencer (des robots prennent les places libres).",
    "net.wait_start": "En attente : l'hôte lance la partie.",
    "net.bot_seat": "robot",
    "net.covered": "{name} (robot)",
    "net.away": "{name} (absent)",
    "net.refused": "Refusé : {message}",
    "net.update": "Cette table utilise une autre version de belote-tui : mettez-le à jour ({detail}).",
    "net.unreachable": "Table injoignable : {detail}",
    "net.cannot_host": "Impossible d'ouvrir la table : {detail}",
    "net.reconnecting": "Connexion perdue, nouvelle tentative…",
    "net.lost": "Connexion perdue. Relancez la même commande « belote-tui join » pour revenir à votre place.",
    "net.removed": "L'hôte vous a retiré de la table.",
    "net.garbled": "Message illisible de la table : {detail}",
    "net.bad_table": "La table sauvegardée est illisible : {detail}",
    "net.refused.bad_code": "Code de table incorrect.",
    "net.refused.bad_token": "Cette place n'est plus la vôtre : rejoignez avec le code de la table.",
    "net.refused.seat_in_use": "Votre place est déjà occupée par une connexion en cours.",
    "net.refused.full": "La table est complète.",
    "net.refused.started": "La partie a déjà commencé.",
    "net.phrases": "Dire à la table :",
    "net.no_undo": "Pas d'annulation à une table partagée.",
    "net.no_hint": "Pas de conseil à une table partagée.",
    "key.seat": "Place",
    "key.move": "Déplacer",
    "key.remove": "Retirer",
    "key.start": "Commencer",
    "key.phrases": "Dire",
    "phrase.bravo": "Bien joué !",
    "phrase.sorry": "Désolé partenaire",
    "phrase.belote": "Belote !",
    "phrase.hello": "Bonjour !",
    "phrase.thanks": "Merci !",
    "phrase.hurry": "On se dépêche ?",
    "phrase.again": "On en refait une ?",
    "phrase.bye": "Au revoir !",
    **OPTIONS_FR,
}

EN: Final[dict[str, str]] = {
    "seat.S": "You",
    "seat.W": "West",
    "seat.N": "North",
    "seat.E": "East",
    "team.0": "Us",
    "team.1": "Them",
    "dealer": "deals",
    "colon": ": ",
    "bid.pass": "Pass",
    "bid.take": "Takes {suit}",
    "say.belote": "Belote!",
    "say.rebelote": "Rebelote!",
    "combo.tierce": "Tierce",
    "combo.cinquante": "Fifty",
    "combo.cent": "Hundred",
    "combo.carre": "Four of a kind",
    "announce": "{kind} ({points})",
    "centre.turned": "Turned card",
    "centre.round1": "Round 1\ntake {suit}?",
    "centre.round2": "Round 2\nname another suit",
    "centre.trump": "trump",
    "centre.trick_to": "Trick to {seat} (+{points})",
    "centre.trick_no": "Trick {n}/8",
    "status.your_bid1": "Your bid: take {suit} (t) or pass (p).",
    "status.your_bid2": "Your bid: pick a suit ({choices}), then Enter; or pass (p).",
    "status.your_card": "Your turn to play (←/→ then Enter).",
    "status.thinking": "{seat} is thinking…",
    "status.trick": "Trick to {seat}. Enter to go on.",
    "status.resumed": "Match resumed.",
    "status.corrupt": "Unreadable save ({why}), kept as {path}. New match.",
    "status.corrupt_kept": "Unreadable save ({why}), left in place. New match.",
    "status.unsaved": "Match not saved: {reason} ({folder})",
    "status.elsewhere": "Not saving: match open in another window.",
    "notify.unsaved": "The match cannot be saved in {folder}: {reason}. "
    "Play goes on; saving resumes as soon as it can.",
    "notify.options_aside": "Unreadable options ({why}), kept as {path}: default options.",
    "notify.options_kept": "Unreadable options ({why}): default options.",
    "notify.options_bad": "Invalid options reset to their defaults: {names}.",
    "notify.options_fixed": (
        "Invalid options reset to their defaults: {names} (the old file is kept as {path})."
    ),
    "opt.rules": "Rules",
    "notify.options_unsaved": "Options not saved in {folder}: {reason}.",
    "prompt.elsewhere": "This match is already open in another window. Play here without saving?",
    "prompt.elsewhere_hint": "Folder {folder}: nothing will be written there. No: quit.",
    "prompt.quit_unsaved": "The match cannot be saved. Quit anyway?",
    "cli.elsewhere": "belote-tui: the match in {folder} is open in another window; nothing was written.",
    "cli.cannot_start": "belote-tui: cannot start: {error}",
    "cli.no_terminal": "belote-tui: needs a terminal to play (standard input or error is not one).",
    "why.too_big": "file too large",
    "why.encoding": "not UTF-8 text",
    "why.json": "invalid JSON",
    "why.nesting": "nested too deeply",
    "why.content": "invalid content",
    "why.io": "cannot be read",
    "os.denied": "permission denied",
    "os.read_only": "read-only disk",
    "os.full": "disk full",
    "os.not_folder": "not a folder",
    "log.deal": "Deal {n} · {seat} deals",
    "log.deal.you": "Deal {n} · you deal",
    "log.draw": "Draw:",
    "log.turned": "Turned: {card}",
    "log.round2": "— Round 2 —",
    "log.trick": "→ trick to {seat} (+{points})",
    "log.announce": "{seat} announces {what}",
    "log.announce.you": "You announce {what}",
    "log.shown": "{seat} shows {what}",
    "log.shown.you": "You show {what}",
    "log.cut": "{seat} cuts ({n} cards)",
    "log.cut.you": "You cut ({n} cards)",
    "log.carre7": "{seat} declares four 7s (carré de 7): the deal is void",
    "log.carre7.you": "You declare four 7s (carré de 7): the deal is void",
    "log.carre8": "{seat} declares four 8s (carré de 8): every announce is cancelled",
    "log.carre8.you": "You declare four 8s (carré de 8): every announce is cancelled",
    "log.belote": "{seat}: belote",
    "log.rebelote": "{seat}: rebelote",
    "panel.contract": "Contract",
    "panel.none": "—",
    "panel.manche": "Game {n} of {total}",
    "panel.manches": "Games won",
    "panel.score": "Score",
    "panel.tricks": "Tricks",
    "panel.reserve": "Reserve",
    "panel.target": "to {target}",
    "panel.log": "Deal log",
    "key.play": "Play",
    "key.take": "Take",
    "key.pass": "Pass",
    "key.cards": "Choose",
    "key.skip": "Next",
    "key.last": "Last trick",
    "key.sheet": "Sheet",
    "key.help": "Help",
    "key.options": "Options",
    "key.quit": "Quit",
    "key.continue": "Continue",
    "key.close": "Close",
    "key.yes": "Yes",
    "key.no": "No",
    "key.change": "Change",
    "key.save": "Save",
    "key.cancel": "Cancel",
    "key.esc": "Esc",
    "start.subtitle": "You (South) and North against West and East",
    "start.continue": "Continue the saved match",
    "start.new": "New match",
    "start.options": "Options",
    "start.rules": "Rules and keys",
    "start.quit": "Quit",
    "start.hint": "↑/↓ to choose, Enter to confirm",
    "sum.title": "End of deal {n}",
    "sum.redeal": "Nobody took: the cards are dealt again.",
    "sum.redeal_carre7": "{seat} declared four 7s (carré de 7): deal void, no points; cards dealt again.",
    "sum.redeal_carre7.you": "You declared four 7s (carré de 7): deal void, no points; cards dealt again.",
    "sum.contract": "{seat} took {suit}",
    "sum.cards": "Card points",
    "sum.der": "incl. last trick bonus",
    "sum.announces": "Announces",
    "sum.belote": "Belote-rebelote",
    "sum.dedans_row": "Dedans: all to the defence",
    "sum.litige_row": "Litige: held in reserve",
    "sum.written": "Written",
    "sum.collected": "Reserve won",
    "sum.total": "Game total",
    "sum.made": "Contract made.",
    "sum.dedans": "{team} went down (dedans)!",
    "sum.capot": "Capot for {team}!",
    "sum.litige": "Tie (litige): {points} points held in reserve.",
    "sum.reserve": "Reserve at stake: {points}",
    "end.manche": "Game {n} won by {team}, {won} to {lost}",
    "end.manches": "Games won: Us {us} – Them {them}",
    "end.next": "Enter: {what}",
    "end.revanche": "the return game (revanche)",
    "end.belle": "the deciding game (belle)",
    "end.consolante": "the consolation game",
    "end.manche_n": "game {n}",
    "end.partie_won": "We win the match!",
    "end.partie_lost": "They win the match.",
    "end.new": "Enter: new match · q: quit",
    "sheet.title": "Score sheet — game {n}",
    "sheet.deal": "Deal",
    "sheet.taker": "Taker",
    "sheet.note": "Note",
    "sheet.empty": "No deal finished in this game yet.",
    "note.dedans": "down",
    "note.capot": "capot",
    "note.litige": "tie",
    "note.redeal": "redeal",
    "prompt.announce": "Announce {what}: {cards}?",
    "prompt.belote": "Say “Belote” playing {card}?",
    "prompt.carre7": "Declare your four 7s and void the deal?",
    "prompt.carre7_hint": "The cards are dealt again and nobody scores.",
    "prompt.carre8": "Declare your four 8s and cancel every announce?",
    "prompt.carre8_hint": "No announce of this deal will count, yours or theirs.",
    "prompt.quit": "Save and quit?",
    "prompt.quit_hint": "The match will be saved: you will resume it next time.",
    "last.title": "Last trick",
    "last.none": "No trick played in this deal yet.",
    "last.won": "Won by {seat} (+{points})",
    "opt.title": "Options",
    "opt.hint": "↑/↓ choose · ←/→ change · Enter save · Esc cancel",
    "opt.rules_note": "Rules apply from the next new match.",
    "opt.levels_note": "pts/deal: average gain per deal against a club player.",
    "opt.announces": "Announces",
    "opt.target": "Points to win a game",
    "opt.direction": "Direction of play",
    "opt.must_undertrump": "Must undertrump",
    "opt.all_pass_same_dealer": "When nobody takes",
    "opt.manches": "Number of games",
    "opt.consolante": "Consolation game after 2–0",
    "opt.first_packet": "Dealing",
    "opt.carre_of_sevens_voids": "Four 7s: holder may redeal",
    "opt.carre_of_eights_cancels": "Four 8s: may cancel announces",
    "opt.partner_level": "Partner level",
    "opt.speed": "Bot speed",
    "opt.lang": "Language",
    "opt.four_colours": "Deck",
    "opt.auto_belote": "Automatic belote",
    "opt.auto_announce": "Automatic announces",
    "val.on": "yes",
    "val.off": "no",
    "val.clockwise": "clockwise",
    "val.counterclockwise": "counter-clockwise (usual)",
    "val.same_dealer": "same dealer",
    "val.next_dealer": "next dealer",
    "val.packet3": "3 then 2",
    "val.packet2": "2 then 3",
    "val.two_colours": "2 colours",
    "val.four_colours": "4 colours",
    "val.random": "random",
    "val.beginner": "beginner",
    "val.heuristic": "club player",
    "val.club": "club player",
    "val.expert-v1": "expert (first version)",
    "val.expert": "expert",
    "val.master": "master",
    "val.level_strength": "{level} ({points:+.0f} pts/deal)",
    "val.slow": "slow",
    "val.normal": "normal",
    "val.fast": "fast",
    "val.instant": "instant",
    "val.fr": "français",
    "val.en": "English",
    "small": "Terminal too small: {width}×{height}.\nIt needs at least {min_width}×{min_height}.\n"
    "Please enlarge the window.",
    "rule.not_your_phase": "That is not possible now.",
    "rule.bid_round1_suit": "In round 1 you may only take the turned suit.",
    "rule.bid_round2_suit": "In round 2 you cannot name the turned suit.",
    "rule.not_in_hand": "That card is not in your hand.",
    "rule.must_follow": "You must follow suit ({suit}).",
    "rule.must_trump": "You must trump: an opponent holds the trick.",
    "rule.must_overtrump": "You must play a higher trump.",
    "rule.must_undertrump": "You must play a trump, even a lower one.",
    "rule.announce_not_allowed": "You cannot announce now.",
    "rule.belote_not_allowed": "You cannot say belote with that card.",
    "rule.deal_over": "The deal is over.",
    "rule.unknown_action": "Unknown action.",
    "rule.other": "Illegal move: {message}",
    # a shared table
    "net.lobby": "Shared table",
    "net.invite": "To join the table, your friends type:",
    "net.connecting": "Connecting to the table…",
    "net.host_starts": "Enter: start (bots take the free seats).",
    "net.wait_start": "Waiting: the host starts the partie.",
    "net.bot_seat": "bot",
    "net.covered": "{name} (bot)",
    "net.away": "{name} (away)",
    "net.refused": "Refused: {message}",
    "net.update": "This table runs another version of belote-tui: update belote-tui ({detail}).",
    "net.unreachable": "Cannot reach the table: {detail}",
    "net.cannot_host": "Cannot open the table: {detail}",
    "net.reconnecting": "Connection lost, trying again…",
    "net.lost": "Connection lost. Run the same « belote-tui join » command to get back to your seat.",
    "net.removed": "The host removed you from the table.",
    "net.garbled": "Unreadable message from the table: {detail}",
    "net.bad_table": "The saved table cannot be read: {detail}",
    "net.refused.bad_code": "Wrong table code.",
    "net.refused.bad_token": "This seat is no longer yours: join with the table code.",
    "net.refused.seat_in_use": "Your seat is in use by a connection already.",
    "net.refused.full": "The table is full.",
    "net.refused.started": "The partie has already started.",
    "net.phrases": "Say to the table:",
    "net.no_undo": "No undo at a shared table.",
    "net.no_hint": "No hints at a shared table.",
    "key.seat": "Seat",
    "key.move": "Move",
    "key.remove": "Remove",
    "key.start": "Start",
    "key.phrases": "Say",
    "phrase.bravo": "Well played!",
    "phrase.sorry": "Sorry, partner",
    "phrase.belote": "Belote!",
    "phrase.hello": "Hello!",
    "phrase.thanks": "Thanks!",
    "phrase.hurry": "Shall we hurry?",
    "phrase.again": "Another one?",
    "phrase.bye": "Bye!",
    **OPTIONS_EN,
}

FR.update(MORE_FR)
EN.update(MORE_EN)
_TABLES: Final = {"fr": FR, "en": EN}
_FR_RANKS: Final = ("7", "8", "9", "10", "V", "D", "R", "A")
_EN_RANKS: Final = ("7", "8", "9", "10", "J", "Q", "K", "A")
_SUIT_NAMES: Final = {
    "fr": ("pique", "cœur", "carreau", "trèfle"),
    "en": ("spades", "hearts", "diamonds", "clubs"),
}

_current = "fr"
_direction = "counterclockwise"
_names: tuple[str, ...] | None = None


def set_language(lang: str) -> None:
    """Switch every later ``tr`` call to ``lang`` ("fr" or "en"); ValueError for others."""
    global _current
    if lang not in _TABLES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _current = lang


def language() -> str:
    """The current language code."""
    return _current


def tr(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, formatted with ``values``."""
    text = _TABLES[_current].get(key) or FR[key]
    return text.format(**values) if values else text


def rank_label(rank: Rank) -> str:
    """How a rank is printed: V D R A in French, J Q K A in English."""
    return (_FR_RANKS if _current == "fr" else _EN_RANKS)[rank]


def card_label(card: Card) -> str:
    """A card as the table says it, e.g. ``10♥`` or ``V♠``."""
    return rank_label(card.rank) + card.suit.symbol


def suit_name(suit: Suit) -> str:
    """A suit's name in the current language (with its symbol)."""
    return f"{suit.symbol} {_SUIT_NAMES[_current][suit]}"


def set_direction(direction: str) -> None:
    """Record the table's direction of play, which decides where seats 1 and 3 sit."""
    global _direction
    _direction = direction


def position(seat: int) -> str:
    """Where a seat sits on screen: S (the human), W, N or E, following the direction of play."""
    if _direction == "clockwise":
        return "SWNE"[seat]
    return "SENW"[seat]


def set_seat_names(names: tuple[str, ...] | None) -> None:
    """Players' names for seats 1-3 at a shared table (an empty one keeps the compass point)."""
    global _names
    _names = names


def seat_name(seat: int) -> str:
    """The name shown for a seat: « Vous » for the human (South), else the player's name at a shared
    table, else the compass point."""
    if seat and _names is not None and _names[seat]:
        return _names[seat]
    return tr(f"seat.{position(seat)}")


def tr_seat(key: str, seat: int, **values: object) -> str:
    """``tr`` for a sentence whose subject is ``seat``: the human gets the « vous » form (``key.you``)
    when there is one, so the verb agrees (« vous donnez », not « Vous donne »)."""
    you = f"{key}.you"
    if seat == 0 and you in _TABLES[_current]:
        return tr(you, **values)
    return tr(key, seat=seat_name(seat), **values)


def team_name(team: int) -> str:
    """« Nous » for the human's team (0), « Eux » for the other."""
    return tr(f"team.{team}")


def rule_sentence(rule: str, message: str = "", led: Suit | None = None) -> str:
    """The sentence explaining an ``IllegalAction.rule`` code to the player."""
    key = f"rule.{rule}"
    if key not in FR:
        return tr("rule.other", message=message)
    if rule == "must_follow":
        return tr(key, suit=suit_name(led) if led is not None else "")
    return tr(key)
