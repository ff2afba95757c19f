"""ZeroGPU support: on a Hugging Face Space with the `spaces` package, GPU work is wrapped in
`spaces.GPU` so a GPU is attached for its duration; anywhere else the wrapper changes nothing."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable


def gpu(fn: Callable) -> Callable:
    if importlib.util.find_spec("spaces") is None:
        return fn
    import spaces

    return spaces.GPU(fn)
