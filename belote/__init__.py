"""belote-tui: classic French belote in the terminal (engine, bots and Textual app)."""

__version__ = "0.1.0"
