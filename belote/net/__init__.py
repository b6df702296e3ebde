"""Belote at a shared table over the network: a host referees, friends join, bots fill the seats.

The host holds the deal and sends each seat only ``Deal.view(seat)`` and the public events
(``belote.net.host``); a client (``belote.net.client``) receives them and sends its actions, which
the host checks against the rules. Messages are versioned JSON over WebSockets (``belote.net.protocol``).
"""
