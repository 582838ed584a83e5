"""One module per command group; each has `setup(bot)`."""
