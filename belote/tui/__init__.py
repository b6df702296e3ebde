"""The Textual app: belote-tui."""
