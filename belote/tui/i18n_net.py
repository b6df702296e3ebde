"""The words of a shared table: the waiting room, what the host refuses and why, the table phrases.

Kept apart from the main word tables so they stay short; ``belote.tui.i18n`` merges them in.
"""

from __future__ import annotations

from typing import Final

NET_FR: Final[dict[str, str]] = {
    "net.lobby": "Table partagée",
    "net.invite": "Pour rejoindre la table, vos amis tapent :",
    "net.rejoin": "La partie reprend. Vos amis reviennent à leur place, ou s'y joignent, avec :",
    "net.nothing_to_resume": "Aucune table sauvegardée ici : une nouvelle table est ouverte.",
    "net.table_elsewhere": "La table sauvegardée ici est à l'autre fenêtre du jeu ouverte sur ce dossier : "
    "rouvrez-la depuis celle-ci, vos amis y retrouveront leur place. Une nouvelle table est ouverte ici, "
    "sans sauvegarde.",
    "net.table_key_lost": "La table sauvegardée ici a perdu la clé de votre place : elle ne peut pas être "
    "rouverte. Une nouvelle table est ouverte ; l'ancienne ne sera remplacée que si vous le confirmez.",
    "net.bad_table_aside": "La table sauvegardée ici est illisible : elle est mise de côté sous le nom "
    "{name}, et une nouvelle table est ouverte.",
    "net.bad_table_left": "La table sauvegardée ici est illisible : une nouvelle table est ouverte.",
    "net.bad_tokens_aside": "Le fichier des clés de vos places à table est illisible : il est mis de côté "
    "sous le nom {name}. Pour revenir à une table, il faudra son code.",
    "net.bad_tokens_left": "Le fichier des clés de vos places à table est illisible : pour revenir à une "
    "table, il faudra son code.",
    "net.saved_table_replaced": "La table sauvegardée ici sera remplacée dès que cette partie "
    "commencera. Pour la rouvrir plutôt, quittez et lancez :",
    "key.back_to_menu": "Retour au menu",
    "net.connecting": "Connexion à la table…",
    "net.opening": "Ouverture de la table…",
    "net.host_starts": "Entrée : commencer (des robots prennent les places libres).",
    "net.host_starts_full": "Entrée : commencer (la table est complète).",
    "net.wait_start": "En attente : l'hôte lance la partie.",
    "net.next_partie": "L'hôte a lancé la partie suivante.",
    "net.end_friend": "Entrée : à la table (l'hôte lancera la suivante) · q : quitter",
    "key.to_table": "À la table",
    "net.end_friend_begun": "L'hôte a lancé la partie suivante. Entrée : à la table · q : quitter",
    "net.rules": "Règles de l'hôte : {rules}",
    "rules.manches": "{n} manches en {target}",
    "rules.manches.one": "une manche en {target}",
    "rules.classic": "règles classiques",
    "rules.this_table": "À cette table : {rules}.",
    "net.bot_level": "{name}, robot ({level})",
    "net.covered": "{name}, robot",  # no brackets: the seat adds its team's, « Jojo, robot (Nous) »
    "net.left_room": "{name} a quitté",
    "net.seat_freed": "{name} n'est plus à la table\u00a0: sa place est libre.",
    "net.stand_in": "robot pour {name}",  # a friend's seat a bot holds: never « Léa, robot », read as a bot
    "net.away": "{name}, hors\u00a0ligne",  # neutral: « absent » would need « absente » for Léa
    "net.awaited": "On attend {seat}…",
    "net.sat_in": "{name} arrive et prend la place de {bot}.",
    "net.left_covered": "{name} a quitté la table\u00a0: un robot joue à sa place.",
    "net.dropped": "{name} a perdu la connexion\u00a0: la table l'attend.",
    "net.covered_now": "Un robot joue maintenant à la place de {name}.",
    "net.back": "{name} est de retour à la table.",
    "net.removed_other": "L'hôte a retiré {name} de la table\u00a0: {bot} joue à sa place.",
    "net.removed_by_us": "Vous avez retiré {name} de la table\u00a0: {bot} joue à sa place.",
    "net.sat_in_us": "La partie est en cours\u00a0: vous prenez la place de {bot}.",
    "net.code_renewed": (
        "Nouveau code de la table (l'ancien ne sert plus). La ligne à donner aux autres :\n{line}"
    ),
    "net.played_for": "Pendant votre absence, un robot a joué pour vous\u00a0: {actions}.",
    "net.next_deal": "\u00a0; à la donne suivante\u00a0: ",
    "net.awaited_cover": "On attend {seat}… Un robot jouera à sa place dans {seconds}\u00a0s.",
    "net.and": "{names} et {last}",
    "net.update": "Cette table utilise une autre version de belote-tui : mettez-le à jour.",
    "net.unreachable": "Table injoignable : {detail}.",
    "net.cannot_host": "Impossible d'ouvrir la table : {detail}.",
    "net.why.refused": "personne n'écoute à cette adresse (la table est-elle ouverte\u00a0? "
    "le port est-il le bon\u00a0?)",
    "net.why.timeout": "pas de réponse à temps (adresse erronée, ou un pare-feu bloque)",
    "net.why.name": "adresse introuvable (vérifiez le nom ou tapez l'adresse IP)",
    "net.why.network": "réseau inaccessible depuis cette machine",
    "net.why.closed": "la table a fermé la connexion",
    "net.why.not_a_table": "à cette adresse répond autre chose qu'une table de belote "
    "(le port est-il le bon\u00a0? une table ouverte avec un certificat se rejoint en wss://)",
    "net.why.in_use": "ce port est déjà pris sur cette machine (choisissez-en un autre)",
    "net.why.in_use_resume": "ce port est déjà pris sur cette machine (une autre copie du jeu tient-elle"
    " la table\u00a0? fermez ce qui l'occupe et rouvrez : vos amis reviennent d'eux-mêmes à ce port)",
    "net.why.forbidden": "ce port est réservé (essayez un port au-dessus de 1024)",
    "net.why.address": "cette adresse n'est pas celle de cette machine",
    "net.why.bad_address": "cette adresse n'en est pas une (par exemple 192.168.1.20:7447)",
    "net.why.unexpected": "une erreur inattendue",
    "net.why.certificate": "le certificat de la table n'est pas reconnu (demandez à l'hôte le fichier de"
    " son autorité de certification, à donner à belote-tui join par son option cafile)",
    "net.why.certificate_name": "le certificat de la table est fait pour un autre nom (rejoignez-la avec le"
    " nom ou l'adresse que porte son certificat)",
    "net.why.certificate_expired": "le certificat de la table a expiré (l'hôte doit le renouveler)",
    "net.why.reset": "la connexion a été coupée à l'arrivée (avec une adresse en wss://, essayez-la "
    "en ws:// : la table ne chiffre peut-être pas)",
    "net.why.cert_file": "le fichier {path} ne peut être lu ({reason})",
    "net.why.no_such_file": "il n'existe pas",
    "net.why.cert_bad": "le certificat {certificate} et sa clé {key_file} ne vont pas ensemble, ou l'un des"
    " deux n'est pas un fichier PEM",
    "net.reconnecting": "Connexion perdue, nouvelle tentative…",
    "net.sent_unanswered": "Envoyé à l'hôte\u00a0; on attend sa réponse…",
    "net.reconnecting_slowly": "L'hôte ne répond plus\u00a0: nouvel essai toutes les {detail}\u00a0s. "
    "Votre place vous attend.",
    "net.reconnecting_room": "L'hôte ne répond plus\u00a0: nouvel essai toutes les {detail}\u00a0s. "
    "La partie n'avait pas commencé\u00a0: s'il ouvre une nouvelle table, demandez-lui la commande "
    "pour la rejoindre.",
    "net.way_back": "Pour revenir à votre place :",
    "net.removed": "L'hôte vous a retiré de la table : pour y revenir, demandez-lui le nouveau code.",
    # two lines of the status bar at 80 columns: the words on the first, the command on the second
    "net.host_closed": "L'hôte a fermé la table\u00a0: vous reviendrez à votre place dès qu'il la rouvrira.",
    "net.host_back": "L'hôte a rouvert la table\u00a0: vous revoilà à votre place.",
    "net.seated_as": "À cette table, votre nom est\u00a0«\u00a0{name}\u00a0».",
    "net.kept_name": "De retour à votre place sous le nom que la table connaît\u00a0: «\u00a0{name}\u00a0».",
    "net.host_closed_room": "L'hôte a fermé la table avant de lancer la partie.",
    "net.garbled": "Message illisible de la table : la connexion est coupée.",
    "net.unreadable": "La table a envoyé un message illisible : il est ignoré, la partie continue.",
    "net.undecodable": "La table a envoyé une mise à jour incompréhensible : elle est ignorée, "
    "la partie continue et la suivante remettra la table à jour.",
    "net.refused.bad_code": "Code de table incorrect.",
    "net.retry_wait": "Trop d'essais : l'hôte attendra {seconds} s avant de répondre au prochain.",
    "net.refused.no_code": "Vous n'avez pas de place à cette table : rejoignez-la avec son code "
    "(belote-tui join ADRESSE CODE).",
    "net.refused.bad_token": "Cette place n'est plus la vôtre : rejoignez avec le code de la table.",
    "net.refused.seat_in_use": "Votre place est déjà occupée par une connexion en cours.",
    "net.refused.full": "La table est complète.",
    "net.refused.full_waiting": "La table est complète : une place y attend le retour de son joueur. "
    "Si c'est la vôtre, rejoignez depuis l'ordinateur (et le dossier de données) de la première fois ; "
    "sinon, demandez à l'hôte de libérer la place (touche x).",
    "net.refused.elsewhere": "Vous n'avez pas de place à cette adresse, mais à une autre : si c'est la même "
    "table, rejoignez-la par celle-là, ainsi :\n{detail}",
    "net.refused.no_name": "Il faut un nom pour s'asseoir à la table (--name).",
    "net.refused.seat_word": "Ce nom désigne déjà une place ou une équipe à l'écran (Vous, Nous, Nord…) :"
    " choisissez-en un autre.",
    "net.refused.bot_word": "Ce nom se lirait comme celui d'un robot de la table (« robot », « bot ») :"
    " choisissez-en un autre.",
    "net.refused.started": "La partie a déjà commencé.",
    "net.refused.removed": "L'hôte vous a retiré de cette table : pour y revenir, demandez-lui le "
    "nouveau code.",
    "net.refused.replaced": "L'hôte a commencé une autre partie à cette table : demandez-lui son code.",
    "net.refused.room_gone": "L'hôte a ouvert une nouvelle table\u00a0: la partie n'avait pas commencé, "
    "rien n'en a été gardé. Demandez-lui la commande pour la rejoindre.",
    "net.refused.code_changed": "L'hôte a changé le code de la table : demandez-lui le nouveau.",
    "net.refused.too_many": "Trop de connexions depuis votre adresse : fermez-en une et réessayez.",
    # a request the host refuses in the waiting room or at the table (the host's rule codes)
    "net.refused.not_host": "Seul l'hôte peut faire cela.",
    "net.refused.unknown_level": "L'hôte ne connaît pas ce niveau de robot (son belote-tui est plus ancien).",
    "net.refused.already_seated": "Vous êtes déjà assis à cette table.",
    "net.refused.unknown_phrase": "L'hôte ne connaît pas cette phrase (son belote-tui est plus ancien).",
    "net.refused.bad_message": "L'hôte n'a pas pu lire cette demande.",
    "net.refused.other": "L'hôte a refusé cette demande.",
    "net.phrases": "Dire à la table :",
    "net.said": "{name} :\n« {phrase} »",  # the phrase on a line of its own: « » kept with it
    "net.no_undo": "Pas d'annulation à une table partagée.",
    "net.no_hint": "Pas de conseil à une table partagée.",
    "prompt.quit_host": "Fermer la table et quitter ?",
    "prompt.close_host": "Fermer la table et revenir au menu ?",
    "prompt.way_back": "« {menu} » dans le menu, ou {command}",
    "prompt.quit_host_hint": "La table sera enregistrée. Pour la rouvrir : {command} ; vos amis "
    "encore là y reviendront d'eux-mêmes, les autres avec belote-tui join.",
    "prompt.quit_host_unsaved_hint": "Une autre copie du jeu tient ce dossier : la table n'y est pas "
    "enregistrée, elle ne pourra pas être rouverte.",
    "prompt.quit_join_unsaved_hint": "Une autre copie du jeu tient ce dossier : la clé de votre place n'y "
    "est pas gardée. Pour revenir à la table, il faudra son code et une place libre.",
    "prompt.quit_host_failed_hint": "La table n'a pas pu être enregistrée dans ce dossier : elle ne "
    "pourra pas être rouverte.",
    "prompt.quit_host_stale_hint": "Les derniers coups n'ont pas pu être enregistrés dans ce dossier : "
    "{command} rouvrirait la table plus tôt, à sa dernière sauvegarde.",
    "prompt.quit_join_failed_hint": "La clé de votre place n'a pas pu être gardée dans ce dossier : pour "
    "revenir à la table, il faudra son code et une place libre.",
    "prompt.quit_host_room_hint": "La partie n'a pas commencé\u00a0: rien n'est enregistré, et la prochaine "
    "table aura un nouveau code.",
    "prompt.quit_host_room_kept_hint": "La partie n'a pas commencé\u00a0: cette table n'est pas "
    "enregistrée, et la table sauvegardée ici reste telle quelle. Pour la rouvrir\u00a0: {command}.",
    "prompt.quit_join": "Quitter la table ?",
    "prompt.quit_join_room_hint": "La partie n'a pas commencé\u00a0: votre place sera libre pour un autre. "
    "Pour revenir, il faudra le code de la table et une place libre.",
    "prompt.quit_host_closed_hint": "L'hôte a fermé la table et l'a enregistrée. Quand il la rouvrira, "
    "{command} vous ramènera à votre place.",
    "prompt.quit_seatless": "Quitter ?",
    "prompt.quit_seatless_hint": "Vous n'êtes à aucune table\u00a0: il n'y a rien à enregistrer.",
    "prompt.quit_join_hint": "Un robot joue pour vous en attendant, et votre place reste la vôtre. "
    "Pour y revenir : {command}",
    "prompt.quit_join_over_hint": "La partie est finie ; votre place reste la vôtre pour la suivante. "
    "Pour y revenir : {command}",
    "prompt.quit_join_lost_hint": "La table ne répond plus ; votre place reste la vôtre quand elle "
    "reviendra. Pour y revenir : {command}",
    "key.seat": "Place",
    "key.move": "Déplacer",
    "key.remove": "Retirer",
    "key.remove_player": "Retirer",
    "prompt.remove_player": "Retirer {name} de la table ?",
    "prompt.replace_saved_table": "Commencer ici et remplacer la table sauvegardée ?",
    "prompt.remove_from_room_hint": "Sa place redevient libre. Pour revenir, il lui faudra le nouveau code"
    " de la table.",
    "prompt.replace_saved_table_hint": "Sa partie sera perdue. Pour la reprendre plutôt, quittez et"
    " lancez {command}.",
    "prompt.replace_keyless_table_hint": "Sa partie sera perdue. Sans la clé de votre place, elle ne"
    " peut de toute façon plus être rouverte.",
    "prompt.remove_player_hint": "Un robot jouera à sa place. Pour revenir, il lui faudra le nouveau "
    "code de la table.",
    "key.bot_level": "Niveau du robot",
    "key.start": "Commencer",
    "key.phrases": "Dire",
    "phrase.bravo": "Bien joué !",
    "phrase.sorry": "Désolé, partenaire",
    "phrase.belote": "Vive la belote !",  # not « Belote ! », which would read as the announce
    "phrase.hello": "Bonjour !",
    "phrase.thanks": "Merci !",
    "phrase.hurry": "On se dépêche ?",
    "phrase.again": "On en refait une ?",
    "phrase.bye": "Au revoir !",
    "phrase.moment": "Un instant !",
}

NET_EN: Final[dict[str, str]] = {
    "net.lobby": "Shared table",
    "net.invite": "To join the table, your friends type:",
    "net.rejoin": "The match goes on. Your friends come back to their seats, or join in, with:",
    "net.nothing_to_resume": "No saved table here: a new table is opened.",
    "net.table_elsewhere": "The table saved here belongs to the other window of the game open on this "
    "folder: open it again from there, where your friends will find their seats. A new table is opened "
    "here, not saved.",
    "net.table_key_lost": "The table saved here has lost the key to your seat: it cannot be opened "
    "again. A new table is opened; the old one is replaced only if you confirm it.",
    "net.bad_table_aside": "The table saved here cannot be read: it is set aside as {name}, and a new "
    "table is opened.",
    "net.bad_table_left": "The table saved here cannot be read: a new table is opened.",
    "net.bad_tokens_aside": "The file of the keys to your seats at tables cannot be read: it is set aside "
    "as {name}. To come back to a table you will need its code.",
    "net.bad_tokens_left": "The file of the keys to your seats at tables cannot be read: to come back to "
    "a table you will need its code.",
    "net.saved_table_replaced": "The table saved here will be replaced once this match starts. To "
    "reopen it instead, quit and run:",
    "key.back_to_menu": "Back to the menu",
    "net.connecting": "Connecting to the table…",
    "net.opening": "Opening the table…",
    "net.host_starts": "Enter: start (bots take the free seats).",
    "net.host_starts_full": "Enter: start (the table is full).",
    "net.wait_start": "Waiting for the host to start the match.",
    "net.next_partie": "The host has started the next match.",
    "net.end_friend": "Enter: to the table (the host starts the next match) · q: quit",
    "key.to_table": "To the table",
    "net.end_friend_begun": "The host has started the next match. Enter: to the table · q: quit",
    "net.rules": "The host's rules: {rules}",
    "rules.manches": "{n} games to {target}",
    "rules.manches.one": "one game to {target}",
    "rules.classic": "classic rules",
    "rules.this_table": "At this table: {rules}.",
    "net.bot_level": "{name}, bot ({level})",
    "net.covered": "{name}, bot",
    "net.left_room": "{name} left",
    "net.seat_freed": "{name} is no longer at the table: their seat is free.",
    "net.stand_in": "bot for {name}",
    "net.away": "{name}, away",
    "net.awaited": "Waiting for {seat}…",
    "net.sat_in": "{name} arrives and takes {bot}'s seat.",
    "net.left_covered": "{name} left the table: a bot plays in their place.",
    "net.dropped": "{name} lost the connection: the table waits for them.",
    "net.covered_now": "A bot now plays in {name}'s place.",
    "net.back": "{name} is back at the table.",
    "net.removed_other": "The host removed {name} from the table: {bot} plays in their seat.",
    "net.removed_by_us": "You removed {name} from the table: {bot} plays in their seat.",
    "net.sat_in_us": "The match is under way: you take {bot}'s seat.",
    "net.code_renewed": "New table code (the old one no longer works). The line to give the others:\n{line}",
    "net.played_for": "While you were away, a bot played for you: {actions}.",
    "net.next_deal": "; in the next deal: ",
    "net.awaited_cover": "Waiting for {seat}… A bot will play the seat in {seconds}\u00a0s.",
    "net.and": "{names} and {last}",
    "net.update": "This table runs another version of belote-tui: update belote-tui.",
    "net.unreachable": "Cannot reach the table: {detail}.",
    "net.cannot_host": "Cannot open the table: {detail}.",
    "net.why.refused": "nobody is listening at this address (is the table open? is the port right?)",
    "net.why.timeout": "no answer in time (wrong address, or a firewall blocks it)",
    "net.why.name": "address not found (check the name or type the IP address)",
    "net.why.network": "network unreachable from this machine",
    "net.why.closed": "the table closed the connection",
    "net.why.not_a_table": "something other than a belote table answers at this address (is the port right?"
    " a table opened with a certificate is joined with wss://)",
    "net.why.in_use": "this port is already taken on this machine (choose another one)",
    "net.why.in_use_resume": "this port is already taken on this machine (is another copy of the game"
    " holding the table? close what holds it and reopen: your friends come back to this port by themselves)",
    "net.why.forbidden": "this port is reserved (try a port above 1024)",
    "net.why.address": "this address is not one of this machine's",
    "net.why.bad_address": "this is not an address (for example 192.168.1.20:7447)",
    "net.why.unexpected": "an unexpected error",
    "net.why.certificate": "the table's certificate is not trusted (ask the host for its certificate"
    " authority's file, to give to belote-tui join with its cafile option)",
    "net.why.certificate_name": "the table's certificate is made for another name (join it with the name or"
    " address its certificate carries)",
    "net.why.certificate_expired": "the table's certificate has expired (the host must renew it)",
    "net.why.reset": "the connection was cut as it arrived (with a wss:// address, try it with ws://: "
    "the table may not encrypt)",
    "net.why.cert_file": "the file {path} cannot be read ({reason})",
    "net.why.no_such_file": "it does not exist",
    "net.why.cert_bad": "the certificate {certificate} and its key {key_file} do not go together, or one of"
    " them is not a PEM file",
    "net.reconnecting": "Connection lost, trying again…",
    "net.sent_unanswered": "Sent to the host; waiting for its answer…",
    "net.reconnecting_slowly": "The host does not answer: trying again every {detail} s. Your seat waits"
    " for you.",
    "net.reconnecting_room": "The host does not answer: trying again every {detail} s. The match had not"
    " started: if the host opens a new table, ask them for the command to join it.",
    "net.way_back": "To come back to your seat:",
    "net.removed": "The host removed you from the table: to come back, ask them for the new code.",
    "net.host_closed": "The host closed the table: you will be back in your seat as soon as it reopens.",
    "net.host_back": "The host opened the table again: you are back in your seat.",
    "net.seated_as": "At this table, your name is “{name}”.",
    "net.kept_name": "You are back in your seat as “{name}”, the name the table knows you by.",
    "net.host_closed_room": "The host closed the table before starting the match.",
    "net.garbled": "Unreadable message from the table: the connection is cut.",
    "net.unreadable": "The table sent an unreadable message: it was ignored, play goes on.",
    "net.undecodable": "The table sent an update this program cannot understand: it was ignored, "
    "play goes on and the next update will bring the table up to date.",
    "net.refused.bad_code": "Wrong table code.",
    "net.retry_wait": "Too many tries: the host will wait {seconds} s before answering the next one.",
    "net.refused.no_code": "You have no seat at this table: join it with its code "
    "(belote-tui join ADDRESS CODE).",
    "net.refused.bad_token": "This seat is no longer yours: join with the table code.",
    "net.refused.seat_in_use": "Your seat is already in use by another connection.",
    "net.refused.full": "The table is full.",
    "net.refused.full_waiting": "The table is full: a seat there waits for its player to come back. If it "
    "is yours, join from the computer (and data folder) you first joined from; otherwise ask the host to "
    "free the seat (key x).",
    "net.refused.elsewhere": "You have no seat at this address, but you have one at another: if it is "
    "the same table, join it by that one, thus:\n{detail}",
    "net.refused.no_name": "A name is needed to sit at the table (--name).",
    "net.refused.seat_word": "That name already names a seat or a team on the screens (You, Us, North…):"
    " choose another one.",
    "net.refused.bot_word": "That name would read as one of the table's bots (“robot”, “bot”):"
    " choose another one.",
    "net.refused.started": "The match has already started.",
    "net.refused.removed": "The host removed you from this table: to come back, ask them for the new code.",
    "net.refused.replaced": "The host started another match at this table: ask them for its code.",
    "net.refused.room_gone": "The host opened a new table: the match had not started, nothing of it"
    " was kept. Ask them for the command to join it.",
    "net.refused.code_changed": "The host changed the table code: ask them for the new one.",
    "net.refused.too_many": "Too many connections from your address: close one and try again.",
    "net.refused.not_host": "Only the host can do that.",
    "net.refused.unknown_level": "The host does not know this bot level (their belote-tui is older).",
    "net.refused.already_seated": "You are already seated at this table.",
    "net.refused.unknown_phrase": "The host does not know this phrase (their belote-tui is older).",
    "net.refused.bad_message": "The host could not read that request.",
    "net.refused.other": "The host refused that request.",
    "net.phrases": "Say to the table:",
    "net.said": "{name}:\n“{phrase}”",
    "net.no_undo": "No undo at a shared table.",
    "net.no_hint": "No hints at a shared table.",
    "prompt.quit_host": "Close the table and quit?",
    "prompt.close_host": "Close the table and go back to the menu?",
    "prompt.way_back": "“{menu}” on the menu, or {command}",
    "prompt.quit_host_hint": "The table will be saved. To open it again: {command}; friends still "
    "there come back to their seats by themselves, the others with belote-tui join.",
    "prompt.quit_host_unsaved_hint": "Another copy of the game holds this folder: the table is not saved "
    "there and cannot be opened again.",
    "prompt.quit_join_unsaved_hint": "Another copy of the game holds this folder: your seat's key is not "
    "kept there. To come back to the table you will need its code and a free seat.",
    "prompt.quit_host_failed_hint": "The table could not be saved in this folder: it cannot be opened again.",
    "prompt.quit_host_stale_hint": "The last moves could not be saved in this folder: {command} would "
    "open the table again earlier, at its last save.",
    "prompt.quit_join_failed_hint": "Your seat's key could not be kept in this folder: to come back to "
    "the table you will need its code and a free seat.",
    "prompt.quit_host_room_hint": "The match has not started: nothing is saved, and your next table will "
    "have a new code.",
    "prompt.quit_host_room_kept_hint": "The match has not started: this table is not saved, and the table "
    "saved here stays as it was. To open it again: {command}.",
    "prompt.quit_join": "Leave the table?",
    "prompt.quit_join_room_hint": "The match has not started: your seat will be free for someone else."
    " To come back, you will need the table's code and a free seat.",
    "prompt.quit_host_closed_hint": "The host closed the table and saved it. When it reopens, "
    "{command} takes you back to your seat.",
    "prompt.quit_seatless": "Quit?",
    "prompt.quit_seatless_hint": "You are not at a table: there is nothing to save.",
    "prompt.quit_join_hint": "A bot plays for you meanwhile, and your seat stays yours. "
    "To come back: {command}",
    "prompt.quit_join_over_hint": "The match is over; your seat stays yours for the next one. "
    "To come back: {command}",
    "prompt.quit_join_lost_hint": "The table no longer answers; your seat stays yours for when it is "
    "back. To come back: {command}",
    "key.seat": "Seat",
    "key.move": "Move",
    "key.remove": "Remove",
    "key.remove_player": "Remove",
    "prompt.remove_player": "Remove {name} from the table?",
    "prompt.replace_saved_table": "Start here and replace the saved table?",
    "prompt.remove_from_room_hint": "Their seat is free again. To come back, they will need the table's"
    " new code.",
    "prompt.replace_saved_table_hint": "Its match will be lost. To resume it instead, quit and run"
    " {command}.",
    "prompt.replace_keyless_table_hint": "Its match will be lost. Without the key to your seat, it"
    " cannot be opened again anyway.",
    "prompt.remove_player_hint": "A bot will play for them. To come back, they will need the "
    "table's new code.",
    "key.bot_level": "Bot level",
    "key.start": "Start",
    "key.phrases": "Say",
    "phrase.bravo": "Well played!",
    "phrase.sorry": "Sorry, partner",
    "phrase.belote": "Long live belote!",
    "phrase.hello": "Hello!",
    "phrase.thanks": "Thanks!",
    "phrase.hurry": "Shall we hurry?",
    "phrase.again": "Another one?",
    "phrase.bye": "Bye!",
    "phrase.moment": "One moment!",
}
