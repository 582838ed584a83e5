"""A least-recently-used map bounded by the bytes it holds (cachetools' `LRUCache` with a
size per item, behind a lock: renders run in worker threads). The renderer's caches of
drawn pieces and the bot's cache of finished pictures use it, so each is bounded in bytes
by a setting or a constant, whatever its pieces weigh."""

from __future__ import annotations

import threading
from collections.abc import Hashable
from typing import Generic, TypeVar

from cachetools import LRUCache

V = TypeVar("V")


class ByteLRU(Generic[V]):
    """An item larger than the whole budget is not kept; putting one evicts the least
    recently used until everything fits."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._cache: LRUCache = LRUCache(maxsize=max_bytes, getsizeof=lambda item: item[1])
        self._lock = threading.Lock()
        self.hits = self.misses = 0  # lookups that found / did not find (benchmarks/render_memory.py)

    def get(self, key: Hashable) -> V | None:
        with self._lock:
            found = self._cache.get(key)
            if found is None:
                self.misses += 1
            else:
                self.hits += 1
        return None if found is None else found[0]

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._cache

    def put(self, key: Hashable, value: V, nbytes: int) -> None:
        with self._lock:
            self._cache.pop(key, None)
            if self.max_bytes > 0 and nbytes <= self.max_bytes:
                self._cache[key] = (value, max(1, nbytes))

    def items(self) -> list[tuple[Hashable, V]]:
        """A snapshot (no order promised)."""
        with self._lock:
            return [(key, item[0]) for key, item in self._cache.items()]

    def clear(self) -> None:
        with self._lock:
            self._cache.clear()

    @property
    def bytes(self) -> int:
        return int(self._cache.currsize)

    def __len__(self) -> int:
        return len(self._cache)
