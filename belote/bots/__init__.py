"""The bots that sit at the table with the human."""
