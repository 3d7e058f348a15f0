"""Play across computers: a host runs the one engine and a WebSocket server; each client
sees only its own seat. :mod:`.protocol` (the messages), :mod:`.table` (the hosted game),
:mod:`.host` (the server), :mod:`.client` (a seat's connection and ``RemoteMatch``),
:mod:`.bot` (an AI client), :mod:`.store` (saves and table files), :mod:`.cli` (commands).
"""
