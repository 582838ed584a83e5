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

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._nodes = 0
        self._depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise DataError(f"line {event.start_mark.line + 1}: YAML aliases (*name) are not accepted")
        self._nodes += 1
        if self._nodes > MAX_NODES:
            raise DataError(f"more than {MAX_NODES} values: too large")
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
    if len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise DataError(f"{source}: larger than {max_bytes // 1024} KiB")
    loader = _BudgetLoader(text)
    try:
        return loader.get_single_data()
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
