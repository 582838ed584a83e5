"""The bot's services: plain Python over the engine and the store — no discord.py here."""
