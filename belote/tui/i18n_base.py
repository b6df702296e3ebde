"""The interface's own words (seats, cards, prompts, keys, the table), French and English.

Kept apart from the functions of ``belote.tui.i18n``, which merges them with the other tables.
"""

from __future__ import annotations

from typing import Final

BASE_FR: Final[dict[str, str]] = {
    # seats and teams
    "seat.S": "Vous",
    "seat.you": "vous",  # the human named inside a sentence: « Pli pour vous »
    "seat.W": "Ouest",
    "seat.N": "Nord",
    "seat.E": "Est",
    "team.0": "Nous",
    "team.1": "Eux",
    "team.subject.0": "Nous",
    "team.subject.1": "Eux",
    "team.object.0": "Nous",
    "team.object.1": "Eux",
    "dealer": "donne",
    "colon": " : ",
    # bids and table talk
    "bid.pass": "Passe",
    "bid.take": "Prend à {suit}",
    "seat.taker": "Prend à {suit}",
    "say.belote": "Belote !",
    "say.rebelote": "Rebelote !",
    "combo.tierce": "tierce",
    "combo.cinquante": "cinquante",
    "combo.cent": "cent",
    "combo.carre": "carré",
    "action.carre": "Carré de {rank}",
    "combo.carre.J": "carré de valets",
    "combo.carre.9": "carré de neuf",
    "combo.carre.A": "carré d'as",
    "combo.carre.T": "carré de dix",
    "combo.carre.K": "carré de rois",
    "combo.carre.Q": "carré de dames",
    "announce": "{kind} ({points})",
    # centre
    "centre.turned": "Carte retournée",
    "centre.round1": "1er tour\nprendre à {suit} ?",
    "centre.round2": "2e tour\nnommer une autre couleur",
    "centre.trump": "atout",
    "centre.trick_to": "Pli pour {seat} (+{points})",
    "centre.trick_to_der": "Pli pour {seat} (+{points}, +{der} de der)",
    "centre.trick_no": "Pli {n}/8",
    # status line
    "status.your_bid1": "À vous : prendre à {suit} (t) ou passer (p).",
    "status.your_bid2": "À vous : choisir une couleur (←/→ ou {choices}) puis Entrée, ou passer (p).",
    "status.take_round2": (
        "Au second tour, on prend à une autre couleur : la choisir (←/→ ou {choices}) puis Entrée."
    ),
    "status.your_card": "À vous de jouer (←/→ puis Entrée).",
    "status.question": "À vous de répondre : oui (o) ou non (n).",
    "status.question_back": "À vous de répondre : oui (o) ou non (n) ; Échap pour revenir à vos cartes.",
    "status.thinking": "{seat} réfléchit…",
    "status.trick": "Pli pour {seat}. Entrée pour continuer sans attendre.",
    "status.resumed": "Partie reprise.",
    "status.corrupt": "Sauvegarde illisible ({why}), gardée sous {path}.",
    # the home folder's files
    "status.corrupt_kept": "Sauvegarde illisible ({why}), laissée en place.",
    "notify.nothing_to_resume": "Aucune partie sauvegardée à reprendre.",
    "notify.saved_table_unreadable": "La sauvegarde ne dit pas lisiblement le niveau des robots de la "
    "partie : ils la reprennent au niveau choisi dans les options.",
    "status.salvaged": "Sauvegarde abîmée ({why}) : la partie reprend au dernier coup lisible. "
    "L'original est gardé sous {path}.",
    "status.unsaved": "Partie non sauvegardée : {reason} ({where})",
    "status.elsewhere": "Sans sauvegarde : le jeu est ouvert ailleurs.",
    "status.lock_unusable": "Partie non sauvegardée : verrou inutilisable, {reason} ({where})",
    "notify.lock_unusable": "Le verrou {where} ne peut pas servir ({reason}) : la partie n'est pas "
    "sauvegardée, pour qu'un autre jeu ouvert sur ce dossier ne l'écrase pas. Supprimez-le : la "
    "sauvegarde reprendra.",
    "notify.unsaved": "La partie ne peut pas être sauvegardée dans {where} : {reason}. "
    "Le jeu continue ; la sauvegarde reprendra dès que possible.",
    "notify.options_aside": "Options illisibles ({why}), gardées sous {path} : options par défaut.",
    "notify.options_kept": "Options illisibles ({why}) : options par défaut.",
    "notify.options_garbled_aside": (
        "Le fichier des options était devenu illisible ({why}) : gardé sous {path}, vos options y sont"
        " enregistrées à neuf."
    ),
    "notify.options_garbled_kept": (
        "Le fichier des options est devenu illisible ({why}) : laissé tel quel, vos options valent"
        " pour cette fenêtre seulement."
    ),
    "notify.options_bad": "Options invalides remises par défaut : {names}.",
    "notify.unknown_settings": "{n} réglages inconnus",
    "notify.unknown_settings.one": "un réglage inconnu",
    "notify.options_fixed": (
        "Options invalides remises par défaut : {names} (l'ancien fichier est gardé sous {path})."
    ),
    "notify.options_unsaved": "Options non enregistrées dans {path} : {reason}.",
    "notify.options_dropped": "Options inchangées : Échap abandonne les modifications (Entrée les "
    "enregistre).",
    "notify.options_here_only": "Options en vigueur dans cette fenêtre seulement : rien n'est enregistré "
    "ici.",
    "prompt.elsewhere": "Le jeu est déjà ouvert sur ce dossier dans une autre fenêtre. "
    "Jouer ici sans sauvegarder ?",
    "notify.folder_moved": "Le dossier du jeu a été déplacé ou supprimé : il est recréé dans {folder}, "
    "où la partie sera de nouveau sauvegardée.",
    "notify.folder_taken": "Le dossier du jeu a été déplacé ou supprimé, et une autre fenêtre joue "
    "maintenant dans {folder} : cette partie n'y est plus sauvegardée.",
    "notify.lock_moved": "Le fichier {lock} du dossier du jeu a été supprimé ou remplacé : il est "
    "recréé, et la partie est de nouveau sauvegardée dans {folder}.",
    "notify.lock_taken": "Le fichier {lock} du dossier du jeu a été supprimé ou remplacé, et une autre "
    "fenêtre joue maintenant dans {folder} : cette partie n'y est plus sauvegardée.",
    "prompt.elsewhere_hint": "Dossier {folder} : rien n'y sera écrit. Non : quitter.",
    "prompt.quit_unsaved": "La partie ne peut pas être sauvegardée. Quitter quand même ?",
    "notify.folder_unreadable": "Le dossier {folder} ne peut pas être lu ({reason}) : options par "
    "défaut, et une partie qui y serait sauvegardée ne peut pas être reprise. Rien n'y sera écrit.",
    "prompt.history_waiting": "{n} donnes jouées n'ont pas encore pu être écrites dans l'historique : "
    "en quittant maintenant, elles risquent de ne pas y être.",
    "prompt.history_waiting.one": "Une donne jouée n'a pas encore pu être écrite dans l'historique : "
    "en quittant maintenant, elle risque de ne pas y être.",
    "cli.elsewhere": "belote-tui : le jeu est ouvert sur {folder} dans une autre fenêtre ; "
    "rien n'a été écrit.",
    "cli.cannot_start": "belote-tui : impossible de démarrer : {error}",
    "cli.no_terminal": "belote-tui : il faut un terminal pour jouer "
    "(l'entrée ou la sortie d'erreur n'en est pas un).",
    "why.too_big": "fichier trop gros",
    "why.encoding": "texte non UTF-8",
    "why.json": "JSON invalide",
    "why.nesting": "imbrication trop profonde",
    "why.content": "contenu invalide",
    "why.newer": "faite par une version plus récente du jeu",
    "why.io": "lecture impossible",
    "os.denied": "accès refusé",
    "os.closed": "elle est fermée",
    "os.read_only": "disque en lecture seule",
    "os.full": "disque plein",
    "os.not_folder": "ce n'est pas un dossier",
    "os.no_folder": "dossier introuvable",
    "os.is_folder": "c'est un dossier",
    "os.link": "c'est un lien symbolique",
    # score panel
    "panel.contract": "Contrat",
    "panel.none": "—",
    "panel.manche_n": "Manche {n}/{total}",
    "panel.revanche": "Revanche {n}/{total}",
    "panel.belle": "Belle {n}/{total}",
    "panel.consolante": "Consolante",
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
    "key.menu": "Menu",
    "key.pages": "Pg↑↓",  # Page Up / Page Down (the help writes them the same)
    # start screen
    "start.subtitle": "Vous (Sud) et Nord contre Ouest et Est",
    "start.continue": "Continuer la partie sauvegardée",
    "start.new": "Nouvelle partie",
    "start.options": "Options",
    "start.rules": "Règles et touches",
    "start.quit": "Quitter",
    "start.hint": "↑/↓ pour choisir, Entrée pour valider\nIn English: Options, first line",
    # manche / partie end
    "end.manche": "{title} gagnée par {team}, {won} à {lost}",
    "end.manches": "Manches : Nous {us} – Eux {them}",
    "end.capoted_loser_0": (
        "Nous avons plus de points, mais une équipe capot à la dernière donne ne gagne pas la manche."
    ),
    "end.capoted_loser_1": (
        "Ils ont plus de points, mais une équipe capot à la dernière donne ne gagne pas la manche."
    ),
    "end.next": "Entrée : {what}",
    "end.consolante_note": "La consolante se joue pour l'honneur : elle ne change pas le vainqueur.",
    "end.revanche": "la revanche",
    "end.belle": "la belle",
    "end.consolante": "la consolante",
    "end.manche_n": "la manche {n}",
    "title.revanche": "Revanche",
    "title.belle": "Belle",
    "title.consolante": "Consolante",
    "title.manche_n": "Manche {n}",
    "end.partie_won": "Nous gagnons la partie !",
    "end.partie_lost": "Ils gagnent la partie.",
    "end.new": "Entrée : nouvelle partie · q : quitter",
    "end.new_or_menu": "Entrée : nouvelle partie · Échap : menu · q : quitter",
    # score sheet
    "sheet.title": "Feuille de marque — {title}",
    "sheet.deal": "Donne",
    "sheet.taker": "Preneur",
    "sheet.note": "Note",
    "sheet.empty": "Aucune donne terminée dans cette manche.",
    "note.dedans": "dedans",
    "note.capot": "capot",
    "note.litige": "litige",
    "note.redeal": "redonne",
    "note.belote": "belote {team}",
    "note.announces": "annonces {team} {points}",
    "note.announces_to": "{note} → {team}",
    "note.collected": "réserve {team} +{points}",
    # prompts
    "prompt.announce": "Annoncer {what} : {cards} ?",
    "notice.announce_with_card": "Vous annoncerez {what} en jouant votre carte.",
    "notice.announce_beaten": "Vous ne pouvez pas annoncer votre {mine} : {seat} a déjà annoncé "
    "{theirs}, qu'il faudrait battre.",
    "notice.announce_partner": "Vous n'annoncez pas votre {mine} : votre partenaire a déjà annoncé "
    "{theirs}. Si votre camp a la meilleure annonce, votre {mine} compte aussi.",
    "notice.a.f": "une {combo}",
    "notice.a.m": "un {combo}",
    "prompt.belote": "Dire « Belote » en jouant {card} ?",
    "prompt.carre7": "Déclarer votre carré de 7 et annuler la donne ?",
    "prompt.carre7_hint": "Les cartes sont redistribuées et personne ne marque.",
    "prompt.carre8": "Déclarer votre carré de 8 et annuler toutes les annonces ?",
    "prompt.carre8_hint": "Aucune annonce de la donne ne comptera, ni pour vous ni pour eux.",
    "prompt.quit": "Sauvegarder et quitter ?",
    "prompt.quit_hint": "La partie sera enregistrée : vous la reprendrez au prochain lancement.",
    "prompt.quit_menu_hint": "La partie sera enregistrée : vous la reprendrez au prochain lancement, "
    "ou tout de suite depuis le menu (m).",
    "last.title": "Dernier pli",
    "last.none": "Aucun pli joué dans cette donne.",
    "last.won": "Remporté par {seat} (+{points})",
    "last.won_der": "Remporté par {seat} (+{points}, +{der} de der)",
    # terminal size
    "small": "Terminal trop petit : {width}×{height}.\nIl faut au moins {min_width}×{min_height}.\n"
    "Agrandissez la fenêtre.\n\nq : quitter",
}

BASE_EN: Final[dict[str, str]] = {
    "seat.S": "You",
    "seat.you": "you",
    "seat.W": "West",
    "seat.N": "North",
    "seat.E": "East",
    "team.0": "Us",
    "team.1": "Them",
    "team.subject.0": "we",
    "team.subject.1": "they",
    "team.object.0": "us",
    "team.object.1": "them",
    "dealer": "deals",
    "colon": ": ",
    "bid.pass": "Pass",
    "bid.take": "Take {suit}",
    "seat.taker": "Took {suit}",
    "say.belote": "Belote!",
    "say.rebelote": "Rebelote!",
    "combo.tierce": "tierce",
    "combo.cinquante": "fifty",
    "combo.cent": "hundred",
    "combo.carre": "four of a kind",
    "action.carre": "Four {rank}s",
    "combo.carre.J": "four jacks",
    "combo.carre.9": "four nines",
    "combo.carre.A": "four aces",
    "combo.carre.T": "four tens",
    "combo.carre.K": "four kings",
    "combo.carre.Q": "four queens",
    "announce": "{kind} ({points})",
    "centre.turned": "Turned card",
    "centre.round1": "Round 1\ntake {suit}?",
    "centre.round2": "Round 2\nname another suit",
    "centre.trump": "trump",
    "centre.trick_to": "Trick to {seat} (+{points})",
    "centre.trick_to_der": "Trick to {seat} (+{points}, +{der} last trick)",
    "centre.trick_no": "Trick {n}/8",
    "status.your_bid1": "Your bid: take {suit} (t) or pass (p).",
    "status.your_bid2": "Your bid: pick a suit (←/→ or {choices}), then Enter; or pass (p).",
    "status.take_round2": "In round 2 you take another suit: pick it (←/→ or {choices}), then Enter.",
    "status.your_card": "Your turn to play (←/→ then Enter).",
    "status.question": "Your answer: yes (y) or no (n).",
    "status.question_back": "Your answer: yes (y) or no (n); Escape to go back to your cards.",
    "status.thinking": "{seat} is thinking…",
    "status.trick": "Trick to {seat}. Enter to go on without waiting.",
    "status.resumed": "Match resumed.",
    "status.corrupt": "Unreadable save ({why}), kept as {path}.",
    "status.corrupt_kept": "Unreadable save ({why}), left in place.",
    "notify.nothing_to_resume": "No saved match to resume.",
    "notify.saved_table_unreadable": "The save does not say clearly at which level the bots played this "
    "match: they resume it at the level chosen in the options.",
    "status.salvaged": "Damaged save ({why}): the match goes on from the last move that could be read. "
    "The original is kept as {path}.",
    "status.unsaved": "Match not saved: {reason} ({where})",
    "status.elsewhere": "Not saving: the game is open in another window.",
    "status.lock_unusable": "Match not saved: unusable lock, {reason} ({where})",
    "notify.lock_unusable": "The lock {where} cannot be used ({reason}): the match is not saved, so that "
    "another game open on this folder cannot overwrite it. Delete it: saving will resume.",
    "notify.unsaved": "The match cannot be saved in {where}: {reason}. "
    "Play goes on; saving resumes as soon as it can.",
    "notify.options_aside": "Unreadable options ({why}), kept as {path}: default options.",
    "notify.options_kept": "Unreadable options ({why}): default options.",
    "notify.options_garbled_aside": (
        "The options file had become unreadable ({why}): kept as {path}, your options are saved afresh."
    ),
    "notify.options_garbled_kept": (
        "The options file has become unreadable ({why}): left as it is, your options hold for this"
        " window only."
    ),
    "notify.options_bad": "Invalid options reset to their defaults: {names}.",
    "notify.unknown_settings": "{n} unknown settings",
    "notify.unknown_settings.one": "an unknown setting",
    "notify.options_fixed": (
        "Invalid options reset to their defaults: {names} (the old file is kept as {path})."
    ),
    "notify.options_unsaved": "Options not saved in {path}: {reason}.",
    "notify.options_dropped": "Options unchanged: Esc drops the changes (Enter saves them).",
    "notify.options_here_only": "Options apply to this window only: nothing is saved here.",
    "prompt.elsewhere": "The game is already open on this folder in another window. "
    "Play here without saving?",
    "notify.folder_moved": "The game's folder was moved or deleted: it is made again in {folder}, where "
    "the match will be saved again.",
    "notify.folder_taken": "The game's folder was moved or deleted, and another window now plays in "
    "{folder}: this match is no longer saved there.",
    "notify.lock_moved": "The game folder's {lock} file was deleted or replaced: it is made again, "
    "and the match is saved again in {folder}.",
    "notify.lock_taken": "The game folder's {lock} file was deleted or replaced, and another window "
    "now plays in {folder}: this match is no longer saved there.",
    "prompt.elsewhere_hint": "Folder {folder}: nothing will be written there. No: quit.",
    "prompt.quit_unsaved": "The match cannot be saved. Quit anyway?",
    "notify.folder_unreadable": "The folder {folder} cannot be read ({reason}): default options, and "
    "a match saved there cannot be resumed. Nothing will be written there.",
    "prompt.history_waiting": "{n} deals played could not be written to the history yet: if you quit "
    "now, they may be left out of it.",
    "prompt.history_waiting.one": "A deal played could not be written to the history yet: if you quit "
    "now, it may be left out of it.",
    "cli.elsewhere": "belote-tui: the game is open on {folder} in another window; nothing was written.",
    "cli.cannot_start": "belote-tui: cannot start: {error}",
    "cli.no_terminal": "belote-tui: needs a terminal to play (standard input or error is not one).",
    "why.too_big": "file too large",
    "why.encoding": "not UTF-8 text",
    "why.json": "invalid JSON",
    "why.nesting": "nested too deeply",
    "why.content": "invalid content",
    "why.newer": "made by a newer version of the game",
    "why.io": "cannot be read",
    "os.denied": "permission denied",
    "os.closed": "it is closed",
    "os.read_only": "read-only disk",
    "os.full": "disk full",
    "os.not_folder": "not a folder",
    "os.no_folder": "no such folder",
    "os.is_folder": "it is a folder",
    "os.link": "it is a symbolic link",
    "panel.contract": "Contract",
    "panel.none": "—",
    "panel.manche_n": "Game {n}/{total}",
    "panel.revanche": "Return game {n}/{total}",
    "panel.belle": "Deciding game {n}/{total}",
    "panel.consolante": "Consolation game",
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
    "key.menu": "Menu",
    "key.pages": "PgUp/PgDn",  # as on the keys (the help writes them the same)
    "start.subtitle": "You (South) and North against West and East",
    "start.continue": "Continue the saved match",
    "start.new": "New match",
    "start.options": "Options",
    "start.rules": "Rules and keys",
    "start.quit": "Quit",
    "start.hint": "↑/↓ to choose, Enter to confirm\nEn français : Options, première ligne",
    "end.manche": "{title} won by {team}, {won} to {lost}",
    "end.manches": "Games won: Us {us} – Them {them}",
    "end.capoted_loser_0": "We have more points, but a team capoted on the last deal cannot win the game.",
    "end.capoted_loser_1": (
        "They have more points, but a team capoted on the last deal cannot win the game."
    ),
    "end.next": "Enter: {what}",
    "end.consolante_note": "The consolation game is played for honour: it does not change the winner.",
    "end.revanche": "the return game (revanche)",
    "end.belle": "the deciding game (belle)",
    "end.consolante": "the consolation game",
    "end.manche_n": "game {n}",
    "title.revanche": "Return game (revanche)",
    "title.belle": "Deciding game (belle)",
    "title.consolante": "Consolation game",
    "title.manche_n": "Game {n}",
    "end.partie_won": "We win the match!",
    "end.partie_lost": "They win the match.",
    "end.new": "Enter: new match · q: quit",
    "end.new_or_menu": "Enter: new match · Esc: menu · q: quit",
    "sheet.title": "Score sheet — {title}",
    "sheet.deal": "Deal",
    "sheet.taker": "Taker",
    "sheet.note": "Note",
    "sheet.empty": "No deal finished in this game yet.",
    "note.dedans": "down",
    "note.capot": "capot",
    "note.litige": "tie",
    "note.redeal": "redeal",
    "note.belote": "belote to {team}",
    "note.announces": "{team} announced {points}",
    "note.announces_to": "{note}, to {team}",
    "note.collected": "reserve +{points} to {team}",
    "prompt.announce": "Announce {what}: {cards}?",
    "notice.announce_with_card": "You will announce {what} as you play your card.",
    "notice.announce_beaten": "You cannot announce your {mine}: {seat} already announced "
    "{theirs}, which you would have to beat.",
    "notice.announce_partner": "You do not announce your {mine}: your partner already announced "
    "{theirs}. If your side has the best announcement, your {mine} counts too.",
    "notice.a.f": "{combo}",
    "notice.a.m": "{combo}",
    "prompt.belote": "Say “Belote” as you play {card}?",
    "prompt.carre7": "Declare your four 7s and void the deal?",
    "prompt.carre7_hint": "The cards are dealt again and nobody scores.",
    "prompt.carre8": "Declare your four 8s and cancel every announcement?",
    "prompt.carre8_hint": "No announcement of this deal will count, yours or theirs.",
    "prompt.quit": "Save and quit?",
    "prompt.quit_hint": "The match will be saved: you will resume it next time.",
    "prompt.quit_menu_hint": "The match will be saved: you will resume it next time, or right away "
    "from the menu (m).",
    "last.title": "Last trick",
    "last.none": "No trick played in this deal yet.",
    "last.won": "Won by {seat} (+{points})",
    "last.won_der": "Won by {seat} (+{points}, +{der} last trick)",
    "small": "Terminal too small: {width}×{height}.\nIt needs at least {min_width}×{min_height}.\n"
    "Please enlarge the window.\n\nq: quit",
}
