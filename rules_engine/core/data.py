"""Reading untrusted data files (decks, card files people upload) safely: YAML without
aliases (no "billion laughs"), with a size, node and depth budget, so a hostile file is
refused quickly with a clear message instead of eating memory and the event loop."""

from __future__ import annotations

from typing import Any

import yaml

MAX_BYTES = 512 * 1024
MAX_NODES = 50_000
MAX_DEPTH = 20
MAX_DIGITS = 100  # a longer integer is no count or id; Python refuses to read 4300+ digits anyway


class DataError(ValueError):
    """The text is not data we accept; the message says why."""


class _BudgetLoader(yaml.SafeLoader):
    """SafeLoader that refuses aliases, stops past a node or depth budget, and refuses an
    integer too long to be one (Python's own refusal names sys.set_int_max_str_digits)."""

    def __init__(self, stream: str, max_nodes: int = MAX_NODES) -> None:
        super().__init__(stream)
        self._nodes = 0
        self._depth = 0
        self._max_nodes = max_nodes

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise DataError(f"line {event.start_mark.line + 1}: YAML aliases (*name) are not accepted")
        self._nodes += 1
        if self._nodes > self._max_nodes:
            raise DataError(f"more than {self._max_nodes} values: too large")
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise DataError(f"nested more than {MAX_DEPTH} levels deep")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def _construct_int(loader: _BudgetLoader, node: yaml.ScalarNode) -> int:
    digits = sum(ch.isdigit() for ch in str(node.value))
    if digits > MAX_DIGITS:
        raise DataError(f"line {node.start_mark.line + 1}: a number of {digits} digits "
                        f"(at most {MAX_DIGITS} are read)")
    return yaml.SafeLoader.construct_yaml_int(loader, node)


_BudgetLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def load_yaml(text: str, source: str = "the file", *, max_bytes: int = MAX_BYTES) -> Any:
    """Parse YAML (or JSON, which is YAML) from untrusted text; DataError names `source`."""
    return _load(text, source, max_bytes, located=False)[0]


def load_yaml_located(text: str, source: str = "the file", *, max_bytes: int = MAX_BYTES,
                      max_nodes: int = MAX_NODES) -> tuple[Any, list[int]]:
    """As `load_yaml`, plus the first line (1-based) of every item of the top-level list, or of
    the list under a top-level `cards:` — so an error can name the line of the card."""
    return _load(text, source, max_bytes, located=True, max_nodes=max_nodes)


def _item_lines(node: Any) -> list[int]:
    if isinstance(node, yaml.MappingNode):
        node = next((value for key, value in node.value if getattr(key, "value", None) == "cards"), None)
    if isinstance(node, yaml.SequenceNode):
        return [item.start_mark.line + 1 for item in node.value]
    return []


def _scan(text: str, max_nodes: int) -> list[int]:
    """libyaml's events, checked before anything is built: no alias, at most `max_nodes` values,
    at most MAX_DEPTH levels; returns the first line of each item of the top-level list (or of
    the list under `cards:`). Seven times faster than the pure-Python loader on a card list."""
    nodes = depth = 0
    lines: list[int] = []
    items_at: int | None = None  # the depth whose nodes are the items
    key_is_cards = False
    for event in yaml.parse(text, Loader=yaml.CSafeLoader):
        if isinstance(event, yaml.AliasEvent):
            raise DataError(f"line {event.start_mark.line + 1}: YAML aliases (*name) are not accepted")
        if isinstance(event, yaml.NodeEvent) and not isinstance(event, yaml.AliasEvent):
            nodes += 1
            if nodes > max_nodes:
                raise DataError(f"more than {max_nodes} values: too large")
            if depth == items_at:
                lines.append(event.start_mark.line + 1)
            if depth == 1 and items_at is None:  # a value of the top-level mapping
                if isinstance(event, yaml.ScalarEvent) and key_is_cards is False:
                    key_is_cards = event.value == "cards"
                elif isinstance(event, yaml.SequenceStartEvent) and key_is_cards:
                    items_at = 2
                else:
                    key_is_cards = False
        if isinstance(event, yaml.CollectionStartEvent):
            if depth == 0 and isinstance(event, yaml.SequenceStartEvent):
                items_at = 1
            depth += 1
            if depth > MAX_DEPTH:
                raise DataError(f"nested more than {MAX_DEPTH} levels deep")
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return lines


def _load(text: str, source: str, max_bytes: int, *, located: bool,
          max_nodes: int = MAX_NODES) -> tuple[Any, list[int]]:
    if len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise DataError(f"{source}: larger than {max_bytes // 1024} KiB")
    if getattr(yaml, "__with_libyaml__", False):
        try:
            lines = _scan(text, max_nodes)
            return yaml.load(text, Loader=yaml.CSafeLoader), lines  # the safe loader, after _scan
        except DataError as exc:
            raise DataError(f"{source}: {exc}") from None
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" (line {mark.line + 1})" if mark is not None else ""
            raise DataError(f"{source}: not valid YAML{where}") from None
    loader = _BudgetLoader(text, max_nodes)
    try:
        if not located:
            return loader.get_single_data(), []
        node = loader.get_single_node()
        return (loader.construct_document(node) if node is not None else None), _item_lines(node)
    except DataError as exc:
        raise DataError(f"{source}: {exc}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        raise DataError(f"{source}: not valid YAML{where}") from None
    except RecursionError:
        raise DataError(f"{source}: nested too deeply") from None
    finally:
        loader.dispose()
