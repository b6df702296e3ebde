"""The words of the statistics, history, replay and export screens, in French and English.

They join the app's word tables (``belote.tui.i18n``) when this module is imported, so ``tr`` finds
them like any other; keeping them here keeps those tables to the table's own words.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

from belote.history import HUMAN_LEVEL, History, HistoryError
from belote.tui.i18n import EN, FR, tr
from belote.tui.keeper import os_reason

HISTORY_FR: Final[dict[str, str]] = {
    "hist.when": "%d/%m/%Y %H:%M",  # a date as French players write it
    "start.stats": "Statistiques et historique",
    "key.history": "Historique",
    "key.stats": "Statistiques",
    "key.level": "Adversaires",
    "key.chart": "Graphique",
    "key.open": "Ouvrir",
    "key.step": "Pas à pas",
    "key.ends": "1re/dernière étape",
    "key.home_end": "Début/Fin",
    "key.back": "Retour",
    "key.home": "Début",
    "key.end": "Fin",
    # A seat another person held at a shared table (never our own seat, never a bot's level): a word
    # of its own, so that « ami / joueur de club » tells the person from the bot at a glance.
    f"val.{HUMAN_LEVEL}": "ami",
    # statistics
    "stats.title": "Statistiques",
    "stats.loading": "Lecture de l'historique…",
    "stats.empty": "Aucune donne enregistrée pour l'instant : jouez une partie !",
    "stats.level.all": "Tous niveaux",
    "stats.level": "Adversaires : {level}",
    "stats.parties": "Parties",
    "stats.played": "Parties jouées",
    "stats.won": "Gagnées",
    "stats.win_rate": "Taux de victoire",
    "stats.abandoned": "Abandonnées",
    "stats.manches": "Manches (Nous – Eux)",
    "stats.deals_count": "Donnes jouées",
    "stats.streak": "Série en cours",
    "stats.best_streak": "Meilleure série",
    "stats.streak.won": "{n} victoires",
    "stats.streak.won.one": "1 victoire",
    "stats.streak.lost": "{n} défaites",
    "stats.streak.lost.one": "1 défaite",
    "stats.taking": "Nous à la prise",
    "stats.round1": "Donnes prises au 1er tour",
    "stats.round2": "Donnes prises au 2e tour",
    "stats.success": "Contrats réussis",
    "stats.dedans": "Dedans",
    "stats.litiges": "Litiges",
    "stats.litiges_all": "Litiges, tous preneurs",
    "stats.average_taken": "Points moyens en prenant",
    "stats.capots": "Capots réussis",
    "stats.defence": "Nous en défense",
    "stats.broken": "Adversaires mis dedans",
    "stats.capots_suffered": "Capots subis",
    "stats.per_deal": "Par donne",
    "stats.average": "Points moyens (Nous – Eux)",
    "stats.belotes": "Belotes (Nous – Eux)",
    "stats.announces": "Donnes avec annonces (Nous – Eux)",
    "stats.redeals": "Redonnes",
    "stats.rate": "{percent} ({count} sur {total} ; sans doute entre {low} et {high}\u202f%)",
    "stats.none": "—",
    "stats.chart.points": "Points par donne (moyenne des {n} dernières)",
    "stats.chart.points.one": "Points par donne (une seule donne)",
    "stats.chart.wins": "Victoires par bloc de {n} parties",
    "stats.chart.deal": "donne",
    "stats.chart.block": "bloc",
    "stats.chart.empty": "pas encore assez de parties.",
    "stats.chart.points_empty": "Points par donne : aucune donne jouée pour l'instant.",
    "stats.chart.last_block": "dernier : {rate} sur {n} parties",
    "stats.chart.last_block.one": "dernier : {rate} sur 1 partie",
    "stats.figure": "Chiffre",
    "stats.value": "Valeur",
    # history
    "hist.title": "Historique des parties",
    "hist.number": "N°",
    "hist.empty": "Aucune partie enregistrée.",
    "hist.date": "Date",
    "hist.opponents": "Adversaires",
    "hist.outcome": "Résultat",
    "hist.manches": "Manches",
    "hist.deals": "Donnes",
    "hist.status.playing": "en cours",
    "hist.status.won": "gagnée",
    "hist.status.lost": "perdue",
    "hist.status.abandoned": "abandonnée",
    "hist.partie": "Partie {n} du {date}",
    "hist.deal": "Donne",
    "hist.dealer": "Donneur",
    "hist.contract": "Contrat",
    "hist.result": "Résultat",
    "hist.redeal": "redonne",
    "hist.verdict.made": "fait",
    "hist.verdict.dedans": "dedans",
    "hist.verdict.litige": "litige",
    "hist.verdict.capot": "capot",
    # replay
    "replay.title": "Partie {partie} · Manche {manche} · {deal}",
    "replay.step": "Étape {step}/{total}",
    "replay.start": "Donne distribuée, personne n'a parlé.",
    "replay.hints": "conseil demandé",
    "replay.undo": "coup repris",
    "replay.count": "Plis Nous {us} – Eux {them} · points des cartes Nous {cus} – Eux {cthem}",
    "replay.contract": "Contrat : {what}",
    "replay.nocontract": "Contrat : aucun pour l'instant",
    "replay.result": "Marqué : Nous {us} – Eux {them}",
    "replay.nothing_scored": "Rien n'est marqué.",
    "replay.last": "Dernière action : {what}",
    "replay.shown": "montre {what}",
    "replay.hint": "←/→ une action · Début/Fin · Échap retour",
    # text record
    "export.header": "Partie {partie} · manche {manche} · donne {number} · {date}",
    "export.dealer": "Donneur : {seat} · retournée : {card}",
    "export.bidding": "Enchères",
    "export.tricks": "Plis",
    "export.trick": "{n}. {plays} → {winner} (+{points})",
    "export.announces": "Annonces : {what}",
    "export.beaten": "{what}, battue",
    "export.cancelled": "{what}, annulée",
    "export.der": "+{der} de der",
    "export.belote": "Belote et rebelote : {seat}",
    "export.result": "Résultat",
    "export.cards": "Points des plis : Nous {us} – Eux {them} (plis {tus} – {tthem})",
    "export.capot": "Capot : Nous {us} – Eux {them} (plis {tus} – {tthem})",
    "export.written": "Marqué : Nous {us} – Eux {them}",
    "export.collected": "Réserve du litige gagnée : {team} +{points}",
    "export.partie": "Partie {partie} du {date} · adversaires : {level} · {status}",
    "export.not_found": "Introuvable dans l'historique : {what}",
    "export.none": "L'historique est vide.",
    "export.what.deal": "donne {n}",
    "export.what.partie": "partie {n}",
    "read.history.locked": "Historique occupé : {path} sert à un autre programme ; réessayez bientôt.",
    "read.history.unavailable": "Historique impossible à ouvrir ({path}) : {detail}.",
    "read.history.corrupt": "Historique illisible : {path} n'est pas une base d'historique du jeu.",
    "read.history.newer": "Historique d'une version plus récente du jeu ({path}) : mettez le jeu à jour.",
    "read.history.skipped": (
        "{n} enregistrements illisibles de l'historique (valeurs abîmées) sont laissés de côté."
    ),
    "read.history.skipped.one": (
        "Un enregistrement illisible de l'historique (valeurs abîmées) est laissé de côté."
    ),
    "export.unwritable": "Impossible d'écrire {path} : {reason}.",
    "export.no_name": "aucun nom de fichier",
    "export.game_file": (
        "c'est un fichier du jeu (historique, sauvegarde, options), que l'export remplacerait"
    ),
    "export.no_folder": "Pas d'historique dans {path} : {reason}.",
    # notices
    "notice.history.unavailable": (
        "Historique en attente : impossible d'écrire {path} ; nouvel essai à chaque donne."
    ),
    "notice.history.unavailable.why": (
        "Historique en attente : impossible d'écrire {path} ({reason}) ; nouvel essai à chaque donne."
    ),
    "notice.history.locked": (
        "Historique en attente : {path} est utilisé par un autre programme ; nouvel essai à chaque donne."
    ),
    "notice.history.back": "Historique de nouveau enregistré : {n} donnes en attente y sont écrites.",
    "notice.history.back.one": "Historique de nouveau enregistré : la donne en attente y est écrite.",
    "notice.history.corrupt": "Historique illisible, gardé sous {aside} ; un nouvel historique commence.",
    "notice.history.newer": "Historique désactivé : {path} vient d'une version plus récente du jeu.",
    "notice.history.unreadable": "{path} n'est pas un historique lisible.",
}

HISTORY_EN: Final[dict[str, str]] = {
    "hist.when": "%Y-%m-%d %H:%M",
    "start.stats": "Statistics and history",
    "key.history": "History",
    "key.stats": "Statistics",
    "key.level": "Opponents",
    "key.chart": "Chart",
    "key.open": "Open",
    "key.step": "Step",
    "key.ends": "First/last step",
    "key.home_end": "Home/End",
    "key.back": "Back",
    "key.home": "Start",
    "key.end": "End",
    f"val.{HUMAN_LEVEL}": "friend",
    "stats.title": "Statistics",
    "stats.loading": "Reading the history…",
    "stats.empty": "No deal recorded yet: play a match!",
    "stats.level.all": "All levels",
    "stats.level": "Opponents: {level}",
    "stats.parties": "Matches",
    "stats.played": "Matches played",
    "stats.won": "Won",
    "stats.win_rate": "Win rate",
    "stats.abandoned": "Abandoned",
    "stats.manches": "Games won (Us – Them)",
    "stats.deals_count": "Deals played",
    "stats.streak": "Current streak",
    "stats.best_streak": "Best streak",
    "stats.streak.won": "{n} wins",
    "stats.streak.won.one": "1 win",
    "stats.streak.lost": "{n} losses",
    "stats.streak.lost.one": "1 loss",
    "stats.taking": "Us as takers",
    "stats.round1": "Deals taken in round 1",
    "stats.round2": "Deals taken in round 2",
    "stats.success": "Contracts made",
    "stats.dedans": "Dedans (contract lost)",
    "stats.litiges": "Litiges (tied)",
    "stats.litiges_all": "Litiges, either side taking",
    "stats.average_taken": "Average points when taking",
    "stats.capots": "Capots made",
    "stats.defence": "Us in defence",
    "stats.broken": "Opponents' contracts beaten",
    "stats.capots_suffered": "Capots suffered",
    "stats.per_deal": "Per deal",
    "stats.average": "Average points (Us – Them)",
    "stats.belotes": "Belotes (Us – Them)",
    "stats.announces": "Deals with announcements (Us – Them)",
    "stats.redeals": "Redeals",
    "stats.rate": "{percent} ({count} of {total}; likely between {low} and {high}%)",
    "stats.none": "—",
    "stats.chart.points": "Points per deal (mean of the last {n})",
    "stats.chart.points.one": "Points per deal (a single deal)",
    "stats.chart.wins": "Win rate per block of {n} matches",
    "stats.chart.deal": "deal",
    "stats.chart.block": "block",
    "stats.chart.empty": "not enough matches yet.",
    "stats.chart.points_empty": "Points per deal: no deal played yet.",
    "stats.chart.last_block": "last: {rate} of {n} matches",
    "stats.chart.last_block.one": "last: {rate} of 1 match",
    "stats.figure": "Figure",
    "stats.value": "Value",
    "hist.title": "Match history",
    "hist.number": "No.",
    "hist.empty": "No match recorded.",
    "hist.date": "Date",
    "hist.opponents": "Opponents",
    "hist.outcome": "Outcome",
    "hist.manches": "Games",
    "hist.deals": "Deals",
    "hist.status.playing": "in progress",
    "hist.status.won": "won",
    "hist.status.lost": "lost",
    "hist.status.abandoned": "abandoned",
    "hist.partie": "Match {n} · {date}",
    "hist.deal": "Deal",
    "hist.dealer": "Dealer",
    "hist.contract": "Contract",
    "hist.result": "Result",
    "hist.redeal": "redeal",
    "hist.verdict.made": "made",
    "hist.verdict.dedans": "down",
    "hist.verdict.litige": "tie",
    "hist.verdict.capot": "capot",
    "replay.title": "Match {partie} · Game {manche} · {deal}",
    "replay.step": "Step {step}/{total}",
    "replay.start": "Cards dealt, nobody has spoken yet.",
    "replay.hints": "hint asked",
    "replay.undo": "move taken back",
    "replay.count": "Tricks Us {us} – Them {them} · card points Us {cus} – Them {cthem}",
    "replay.contract": "Contract: {what}",
    "replay.nocontract": "Contract: none yet",
    "replay.result": "Scored: Us {us} – Them {them}",
    "replay.nothing_scored": "Nothing is scored.",
    "replay.last": "Last action: {what}",
    "replay.shown": "shows {what}",
    "replay.hint": "←/→ one action · Home/End · Esc back",
    "export.header": "Match {partie} · game {manche} · deal {number} · {date}",
    "export.dealer": "Dealer: {seat} · turned: {card}",
    "export.bidding": "Bidding",
    "export.tricks": "Tricks",
    "export.trick": "{n}. {plays} → {winner} (+{points})",
    "export.announces": "Announcements: {what}",
    "export.beaten": "{what}, beaten",
    "export.cancelled": "{what}, cancelled",
    "export.der": "+{der} last trick",
    "export.belote": "Belote and rebelote: {seat}",
    "export.result": "Result",
    "export.cards": "Trick points: Us {us} – Them {them} (tricks {tus} – {tthem})",
    "export.capot": "Capot: Us {us} – Them {them} (tricks {tus} – {tthem})",
    "export.written": "Scored: Us {us} – Them {them}",
    "export.collected": "Litige reserve won: {team} +{points}",
    "export.partie": "Match {partie} · {date} · opponents: {level} · {status}",
    "export.not_found": "Not in the history: {what}",
    "export.none": "The history is empty.",
    "export.what.deal": "deal {n}",
    "export.what.partie": "match {n}",
    "read.history.locked": "History busy: {path} is in use by another program; try again in a moment.",
    "read.history.unavailable": "Cannot open the history ({path}): {detail}.",
    "read.history.corrupt": "Unreadable history: {path} is not a history database of the game.",
    "read.history.newer": "History from a newer version of the game ({path}): update the game to read it.",
    "read.history.skipped": "{n} unreadable records of the history (damaged values) are left out.",
    "read.history.skipped.one": "One unreadable record of the history (damaged values) is left out.",
    "export.unwritable": "Cannot write {path}: {reason}.",
    "export.no_name": "no file name",
    "export.game_file": (
        "it is one of the game's files (history, save, options), which the export would replace"
    ),
    "export.no_folder": "No history in {path}: {reason}.",
    "notice.history.unavailable": "History on hold: cannot write {path}; tried again at each deal.",
    "notice.history.unavailable.why": (
        "History on hold: cannot write {path} ({reason}); tried again at each deal."
    ),
    "notice.history.locked": (
        "History on hold: {path} is in use by another program; tried again at each deal."
    ),
    "notice.history.back": "History recorded again: the {n} deals on hold are written.",
    "notice.history.back.one": "History recorded again: the deal on hold is written.",
    "notice.history.corrupt": "Unreadable history, kept as {aside}; a new history starts.",
    "notice.history.newer": "History off: {path} comes from a newer version of the game.",
    "notice.history.unreadable": "{path} is not a readable history.",
}

FR.update(HISTORY_FR)
EN.update(HISTORY_EN)


def refusal_reason(problem: HistoryError) -> str | None:
    """Why an ``unavailable`` history could not be opened, in the player's words (a full disk, a
    refusal...); None when nothing more precise than SQLite's own words is known."""
    if problem.kind != "unavailable" or problem.errno is None:
        return None
    return os_reason(OSError(problem.errno, os.strerror(problem.errno)))


def read_notice(problem: HistoryError) -> str:
    """Why a command that only reads the history could not: busy, unreadable, from a newer game; a
    refusal said in the player's words, not SQLite's."""
    detail = refusal_reason(problem) or problem.detail
    return tr(f"read.history.{problem.kind}", path=problem.path, detail=detail)


def refused_notice(path: Path, error: OSError) -> str:
    """Why the history at ``path`` cannot even be looked for: its folder may not be searched."""
    return tr("read.history.unavailable", path=path, detail=os_reason(error))


def skipped_notice(history: History) -> str:
    """What the lists just read left out of ``history``, its rows' values damaged ("" if nothing)."""
    count = len(history.unreadable)
    if not count:
        return ""
    return tr("read.history.skipped.one") if count == 1 else tr("read.history.skipped", n=count)


def history_notice(problem: HistoryError) -> str:
    """The notice telling the player why the history is off or on hold, or where a corrupt one was put."""
    if problem.aside is None and problem.kind == "corrupt":  # read only: nothing was set aside
        return tr("notice.history.unreadable", path=problem.path.name)
    reason = refusal_reason(problem)
    if reason is not None:
        return tr("notice.history.unavailable.why", path=problem.path.name, reason=reason)
    aside = problem.aside.name if problem.aside is not None else ""
    return tr(f"notice.history.{problem.kind}", path=problem.path.name, aside=aside)
