"""The Discord adapter: parse, call the rules engine, render. Thin by design."""
