"""The meaning ranker reads WordLlama's packaged model itself (docs/memory.md): the same
vectors as the package's own inference, bit for bit, from half the memory and without
importing the package."""

import subprocess
import sys
from pathlib import Path

import numpy as np

from rules_engine.rulebook import semantic

TEXTS = ["can I block with a rested unit?", "A rested Unit cannot use <Blocker>.", "x",
         "日本語のテキスト と English", "pair a pilot " * 120,
         *(f"clause {n} " + "deploy a unit " * (n % 40) for n in range(150))]


def test_vectors_and_token_norms_are_wordllamas_own():
    import wordllama

    theirs = wordllama.WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
    ours = semantic.model()
    assert ours is not None
    assert ours.embedding.dtype == np.float16  # as shipped: 16 MB, not a 32 MB float32 copy
    assert np.array_equal(ours.embed(TEXTS), theirs.embed(TEXTS, norm=True))
    norms = np.linalg.norm(theirs.embedding, axis=1)
    assert np.array_equal(semantic._token_norms(), np.where(norms > 0, norms, 1.0).astype(np.float32))


def test_warming_the_ranker_does_not_import_wordllama():
    code = ("import sys; from rules_engine.rulebook import semantic; semantic.warm(); "
            "assert semantic.model() is not None; print(sorted(m for m in sys.modules "
            "if m.split('.')[0] in {'wordllama', 'requests', 'urllib3'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


MAPPED_PROBE = r"""
from rules_engine.rulebook import semantic

def resident_kib(name):
    total, inside = 0, False
    for line in open("/proc/self/smaps"):
        head = line.split()
        if "-" in head[0] and len(head) >= 5:  # a mapping's first line
            inside = line.rstrip().endswith(name)
        elif inside and head[0] == "Rss:":
            total += int(head[1])
    return total

semantic.warm()
model = semantic.model()
assert not model.embedding.flags.writeable and not model.embedding.flags.owndata
name = "l2_supercat_256.safetensors"
print(resident_kib(name), model.embedding.nbytes // 1024)
"""


def test_the_matrix_is_mapped_from_its_file_and_not_kept_resident():
    """The 16 MB matrix is a read-only view of the wheel's file (the page cache's pages,
    shared), and once the token norms are made a ready bot keeps none of it resident
    (docs/memory.md, fourth pass): bytes of the mapping in /proc/self/smaps."""
    out = subprocess.run([sys.executable, "-c", MAPPED_PROBE], capture_output=True, text=True, check=True)
    resident, whole = map(int, out.stdout.split())
    assert whole == 16_000 and resident < 256
