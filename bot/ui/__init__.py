"""The Discord side of the bot's plain messages: turning `OutMessage`s into discord.py
calls (with the mention policy), routing component clicks to handlers, and the one
place errors become answers."""
