"""The words of « Jouer avec des amis » on the start menu: host a table or join a friend's, without
typing a command line.

Kept apart from the main word tables so they stay short; ``belote.tui.i18n`` merges them in.
"""

from __future__ import annotations

from typing import Final

FRIENDS_FR: Final[dict[str, str]] = {
    "start.friends": "Jouer avec des amis",
    "friends.title": "Jouer avec des amis",
    "friends.about": "Chacun joue dans son terminal ; des robots prennent les places libres.",
    "friends.host": "Héberger une table",
    "friends.join": "Rejoindre une table",
    "friends.host_about": "Vos amis vous rejoignent sur cette machine : la table leur donne la ligne "
    "à taper.",
    "friends.join_about": "Rejoignez la table d'un ami avec l'adresse qu'il vous donne.",
    "friends.name": "Votre nom",
    "friends.port": "Port",
    "friends.resume": "Reprendre la table sauvegardée",
    "friends.resume_note": "Espace : cocher ou décocher. La table quittée en cours de partie, "
    "avec le même code : vos amis reviennent à leur place.",
    "friends.address": "Adresse de la table",
    "friends.code": "Code de la table",
    "friends.code_note": "Le code est donné par l'hôte ; il est inutile pour revenir à votre place.",
    "friends.example": "ex. {value}",
    "friends.address_empty": "Tapez l'adresse de la table, par exemple 192.168.1.20:7447.",
    "friends.name_empty": "Tapez votre nom : c'est celui que la table montre aux autres.",
    "friends.address_bad": "Cette adresse ne convient pas : tapez-la comme l'hôte vous l'a donnée, "
    "par exemple 192.168.1.20:7447.",
    "friends.address_words": "Une adresse s'écrit d'un seul mot : tapez l'adresse seule, par exemple "
    "192.168.1.20:7447, ou collez la ligne de l'hôte telle quelle (belote-tui join ADRESSE CODE).",
    "friends.address_port": "Le port, après le deux-points, est un nombre de 1 à 65535 (7447 par défaut).",
    "friends.address_ipv6": "Une adresse IPv6 s'écrit entre crochets, suivie du port : par exemple "
    "[::1]:7447.",
    "friends.address_scheme": "Une table se rejoint par une adresse comme 192.168.1.20:7447, "
    "ou qui commence par ws:// ou wss://, pas par http://.",
    "friends.port_bad": "Le port est un nombre entre 0 et 65535 (7447 par défaut).",
    "friends.code_differs": "La ligne collée donne le code {pasted}, mais le champ du code en porte un "
    "autre ({typed}) : videz le champ du code ou corrigez-le.",
    "key.choose": "Choisir",
    "key.field": "Champ",
    "key.open_table": "Ouvrir la table",
    "key.join_table": "Rejoindre",
}

FRIENDS_EN: Final[dict[str, str]] = {
    "start.friends": "Play with friends",
    "friends.title": "Play with friends",
    "friends.about": "Each player plays in their own terminal; bots take the free seats.",
    "friends.host": "Host a table",
    "friends.join": "Join a table",
    "friends.host_about": "Your friends join you on this machine: the table gives them the line to type.",
    "friends.join_about": "Join a friend's table with the address they give you.",
    "friends.name": "Your name",
    "friends.port": "Port",
    "friends.resume": "Resume the saved table",
    "friends.resume_note": "Space: tick or untick. The table you left during a match, with the same "
    "code: your friends come back to their seats.",
    "friends.address": "Table address",
    "friends.code": "Table code",
    "friends.code_note": "The code is given by the host; it is not needed to come back to your seat.",
    "friends.example": "e.g. {value}",
    "friends.address_empty": "Type the table's address, for example 192.168.1.20:7447.",
    "friends.name_empty": "Type your name: the one the table shows the others.",
    "friends.address_bad": "This address will not do: type it as the host gave it, "
    "for example 192.168.1.20:7447.",
    "friends.address_words": "An address is one word: type the address alone, for example "
    "192.168.1.20:7447, or paste the host's line as it is (belote-tui join ADDRESS CODE).",
    "friends.address_port": "The port, after the colon, is a number from 1 to 65535 (7447 by default).",
    "friends.address_ipv6": "An IPv6 address goes in brackets, then the port: for example [::1]:7447.",
    "friends.address_scheme": "A table is joined at an address such as 192.168.1.20:7447, or one "
    "starting with ws:// or wss://, not http://.",
    "friends.port_bad": "The port is a number from 0 to 65535 (7447 by default).",
    "friends.code_differs": "The line pasted gives the code {pasted}, but the code field holds another "
    "({typed}): empty the code field or correct it.",
    "key.choose": "Choose",
    "key.field": "Field",
    "key.open_table": "Open the table",
    "key.join_table": "Join",
}
