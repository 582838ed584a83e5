"""Reading is done once per card file: what was read is kept under the SHA-256 of the file's
bytes and a version of the reader's code, so the same file is never read twice (and a
changed reader reads it again). In memory, least recently used first out; the bot keeps
parsed cards in its store under the same key (`file_key`)."""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")


def file_key(data: bytes, version: str) -> str:
    """The key of a file's reading: its bytes' SHA-256 and the reader's version."""
    return f"{hashlib.sha256(data).hexdigest()}:{version}"


@cache
def source_version(*packages: str) -> str:
    """A short hash of the Python sources of the given packages (the reader's code): any
    change to a pattern or a builder changes it."""
    digest = hashlib.sha256()
    for name in packages:
        module = import_module(name)
        folders: Iterable[Path] = (Path(p) for p in getattr(module, "__path__", []))
        files = sorted(f for folder in folders for f in folder.rglob("*.py")) or [Path(module.__file__ or "")]
        for path in files:
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


class ReadCache(Generic[T]):
    """What was read from card files, by `file_key`; at most `capacity` files."""

    def __init__(self, capacity: int = 32) -> None:
        self.capacity = capacity
        self._items: OrderedDict[str, T] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, data: bytes, version: str, build: Callable[[], T]) -> T:
        key = file_key(data, version)
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                self.hits += 1
                return self._items[key]
        value = build()  # outside the lock: reading a big file must not block other readers
        with self._lock:
            self.misses += 1
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.capacity:
                self._items.popitem(last=False)
        return value

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
