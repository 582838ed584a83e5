"""The engine's tools: scenario files, the playout fuzzer, match records and replay.

They reach a game only through the registry (`rules_engine.core.registry`); the
`python -m rules_engine.scenario|playout|replay` commands are thin entry points here.
"""
