"""A session's per-block configuration computed on first read (attnlab/ui/sessions.py says why).

Plain Python: the Gradio side (the session class that holds it) is in attnlab/ui/gradio_private.py.
"""

from __future__ import annotations

import threading


class LazyConfigs(dict):
    """A session's ``config_values``: each block's entry computed on first read.

    ``snapshot`` is the session's blocks when it was built (the eager constructor's input) and
    ``keys`` the ids it kept, in its order. An entry written by Gradio replaces the pending one.
    """

    def __init__(self, blocks_config, snapshot: dict, keys):
        super().__init__()
        self._blocks_config = blocks_config
        self._snapshot = snapshot
        self._order = list(keys)
        self._pending = set(self._order)
        self._sources: dict = {}  # the block an entry is to be computed from, where not snapshot's
        self._values: dict = {}  # props.value set on an entry not computed yet
        self._lock = threading.Lock()

    def _compute(self, key):
        block = self._sources.pop(key) if key in self._sources else self._snapshot[key]
        config = self._blocks_config.config_for_block(key, [], block)
        if key in self._values and "props" in config:
            config["props"]["value"] = self._values.pop(key)
        return config

    def defer(self, key, block) -> None:
        """Gradio's ``config_values[key] = config_for_block(key, [], block)``, computed when read
        (``block``, a session's replacement of a component, is not changed afterwards)."""
        with self._lock:
            dict.pop(self, key, None)
            self._values.pop(key, None)
            self._sources[key] = block
            self._pending.add(key)

    def set_value(self, key, value) -> bool:
        """Gradio's ``config_values[key]["props"]["value"] = value`` for an entry not computed
        yet: remembered, and applied when the entry is computed. False if it is computed."""
        with self._lock:
            if key not in self._pending:
                return False
            self._values[key] = value
            return True

    def __missing__(self, key):
        with self._lock:
            if dict.__contains__(self, key):
                return dict.__getitem__(self, key)
            if key not in self._pending:
                raise KeyError(key)
            value = self._compute(key)
            self._pending.discard(key)
            dict.__setitem__(self, key, value)
            return value

    def __contains__(self, key) -> bool:
        return dict.__contains__(self, key) or key in self._pending

    def __setitem__(self, key, value) -> None:
        with self._lock:
            self._pending.discard(key)
            self._sources.pop(key, None)
            self._values.pop(key, None)
            dict.__setitem__(self, key, value)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def pending(self) -> int:
        """How many blocks' entries have not been computed (tests and curiosity)."""
        return len(self._pending)

    def materialize(self) -> None:
        """Compute every pending entry and put all of them in the eager constructor's order."""
        with self._lock:
            if not self._pending:
                return
            done = dict(dict.items(self))
            ordered = {}
            for key in self._order:
                ordered[key] = done.pop(key) if key in done else self._compute(key)
            ordered.update(done)  # entries Gradio added for other blocks, after the eager ones
            for key in self._pending - set(ordered):
                ordered[key] = self._compute(key)
            self._pending.clear()
            dict.clear(self)
            dict.update(self, ordered)

    def __iter__(self):
        self.materialize()
        return dict.__iter__(self)

    def __len__(self) -> int:
        return dict.__len__(self) + len(self._pending)

    def keys(self):
        self.materialize()
        return dict.keys(self)

    def values(self):
        self.materialize()
        return dict.values(self)

    def items(self):
        self.materialize()
        return dict.items(self)

    def copy(self):
        self.materialize()
        return dict(dict.items(self))

    def __eq__(self, other) -> bool:
        self.materialize()
        return dict.__eq__(self, other)

    __hash__ = None

    def __repr__(self) -> str:
        return f"LazyConfigs({dict.__len__(self)} computed, {len(self._pending)} pending)"

    def __reduce__(self):  # a copy or a pickle is a plain dict of every entry
        return dict, (self.copy(),)
