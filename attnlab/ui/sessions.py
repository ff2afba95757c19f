"""A learner's Gradio session, built lazily: opening the app no longer serialises every block.

Gradio 6 builds a session (``gradio.state_holder.SessionState``) on the first request that carries
a new ``session_hash``, as a page load does, and its constructor computes the configuration of
every block of the app (``config_for_block``: the block's constructor signature read again, its
props, its API schema) into ``config_values``. That copy is written by every call (each output's new value is
set in its block's entry) and read only by the deep-link route; attnlab serves no deep links. With ~370 blocks it cost 45 ms of CPU per session on a quiet core and 150-350 ms
under a class's load, on the server's event loop, so every call in flight waited behind each page
opening (profiled with py-spy: benchmarks/class_load.py, docs/serving.md).

``LazySessionState`` is Gradio's class with one difference: ``config_values`` is a mapping that
computes a block's entry the first time it is read, from the same block the eager constructor
(or, for a block a call replaced with gr.update, Gradio's update) would have used, and computes
all of them (in the eager order) as soon as anyone iterates it; a call's new value for an entry
not computed yet is kept and written into it when it is. The values
a reader sees are the ones Gradio's own constructor and updates would have produced.

It is installed only over the Gradio constructor it was written against (its source is checked),
so an upgrade of Gradio that changes the constructor leaves Gradio's own class in place, and a
test fails (tests/test_app_sessions.py) instead of sessions silently changing behaviour.
"""

from __future__ import annotations

import datetime
import hashlib
import inspect
import logging
import os
import threading

import gradio.route_utils as route_utils
import gradio.state_holder as state_holder
from gradio.state_holder import SessionState

log = logging.getLogger(__name__)

# sha256 of the source of the SessionState methods LazySessionState replaces (REPLACED), in the
# Gradio versions it was checked against.
KNOWN_INIT_SOURCES = {
    "85e2d2e7eb55b66364f7ca3ea646eab194f6a66eeac7a6854aeee6c04fab3b36",  # gradio 6.31.0
}


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


class LazySessionState(SessionState):
    """Gradio's SessionState, whose per-block configuration is computed on first use."""

    def __init__(self, blocks):  # Gradio's constructor, except the one dict comprehension
        from copy import copy

        self.blocks_config = copy(blocks.default_config)
        snapshot = dict(self.blocks_config.blocks)
        self.config_values = LazyConfigs(
            self.blocks_config, snapshot, [k for k in snapshot if k in blocks.blocks])
        self.state_data = {}
        self._state_ttl = {}
        self.is_closed = False
        self.STATE_TTL_WHEN_CLOSED = 1 if os.getenv("GRADIO_IS_E2E_TEST", None) else 3600

    def __setitem__(self, key, value):  # Gradio's, with the entry's config computed when read
        from gradio.components import State

        block = self.blocks_config.blocks.get(key)
        if isinstance(block, State):
            self._state_ttl[key] = (block.time_to_live, datetime.datetime.now())
            self.state_data[key] = value
        else:
            self.blocks_config.blocks[key] = value
        if block:
            self.config_values.defer(key, block)

    def _update_config(self, key):  # Gradio's, with the entry's config computed when read
        if self[key] is not None:
            self.config_values.defer(key, self[key])

    def _update_value_in_config(self, key, value):
        # Every output of every call lands here: an entry nobody has read yet just records the
        # value (Gradio would compute the block's whole config to set one prop of it).
        if isinstance(self.config_values, LazyConfigs) and self.config_values.set_value(key, value):
            return
        super()._update_value_in_config(key, value)


REPLACED = ("__init__", "__setitem__", "_update_config", "_update_value_in_config")


def init_source_digest() -> str:
    source = "".join(inspect.getsource(getattr(SessionState, name)) for name in REPLACED)
    return hashlib.sha256(source.encode()).hexdigest()


def install() -> bool:
    """Make Gradio build LazySessionState (a browser's session, and the throwaway one of an API
    call without a session hash); False (and Gradio's class kept) when the installed Gradio's
    methods are not the ones LazySessionState replicates."""
    if state_holder.SessionState is LazySessionState:
        return True
    digest = init_source_digest()
    if digest not in KNOWN_INIT_SOURCES:
        log.warning("gradio's SessionState constructor changed (%s): sessions built eagerly",
                    digest[:12])
        return False
    state_holder.SessionState = LazySessionState  # StateHolder.__getitem__ reads this name
    if route_utils.SessionState is SessionState:  # restore_session_state, without a session hash
        route_utils.SessionState = LazySessionState
    return True
