"""Every use of Gradio's internals in attnlab, in one module, guarded.

Gradio's public API has no way to (1) fold the page load's many events into one
(attnlab/ui/page_load.py), (2) send an event's outputs already postprocessed, computed in the
handler's own thread (attnlab/ui/serving.py), (3) build a learner's session lazily
(attnlab/ui/sessions.py), (4) hand a table's raw payload to the lesson, which explains a bad
matrix in the learner's language (attnlab/ui/widgets.py), or (5) make the queue look for work less
often than every millisecond (calm_queue, below). Those modules reach Gradio only
through this one; nothing else in attnlab imports a private Gradio name or attribute
(tests/test_gradio_private.py checks both).

Guard: ``RELIED_ON`` names the Gradio code whose behaviour this module reads, replicates or
replaces, and ``FINGERPRINTS`` the sha256 of its source in the Gradio versions it was checked
against. On any other source, ``INTACT`` is False and every hook steps aside: the page load's
events stay separate, events are postprocessed by Gradio, sessions are Gradio's own, and a
table's payload is validated by Gradio. The app then behaves as Gradio alone would (slower under
a class's load), and tests/test_gradio_private.py fails, so an upgrade is a reading of exactly the
functions it names, not an audit of blocks.py.
"""

from __future__ import annotations

import datetime
import hashlib
import inspect
import logging
import os
from types import SimpleNamespace
from typing import Optional

import gradio as gr
import gradio.queueing as queueing
import gradio.route_utils as route_utils
import gradio.state_holder as state_holder
from gradio import blocks as gradio_blocks
from gradio import helpers, utils
from gradio.blocks import Block, BlockFunction, Blocks
from gradio.components.base import Component
from gradio.components.dataframe import DataframeData
from gradio.components.plot import PlotData  # noqa: F401 - a served figure (attnlab/ui/common.py)
from gradio.data_classes import FileData, ListFiles  # noqa: F401 - file inputs (ui/uploads.py)
from gradio.data_classes import GradioModel, GradioRootModel
from gradio.state_holder import SessionState, StateHolder

from attnlab.ui.lazy_configs import LazyConfigs

log = logging.getLogger(__name__)

# The Gradio code each hook depends on: what it reads (attributes an event is built with, how
# its triggers are recorded), what it replicates (pre- and postprocessing, argument filling) and
# what it replaces (the session's methods).
RELIED_ON = {
    "BlockFunction.__init__": BlockFunction.__init__,  # the event attributes read and written
    "BlocksConfig.set_event_trigger": gradio_blocks.BlocksConfig.set_event_trigger,  # targets (block id, "load"), chains
    "Blocks.preprocess_data": Blocks.preprocess_data,  # replicated by preprocessed()
    "Blocks.postprocess_data": Blocks.postprocess_data,  # replicated by served()
    "blocks.postprocess_update_dict": gradio_blocks.postprocess_update_dict,  # served() updates
    "helpers.special_args": helpers.special_args,  # fills a merged handler's gr.Request
    "utils.is_prop_update": utils.is_prop_update,
    "utils.delete_none": utils.delete_none,
    "utils.get_type_hints": utils.get_type_hints,
    "Component.api_info": Component.api_info,  # RawDataframe's cached schema
    "SessionState.__init__": SessionState.__init__,  # replaced by LazySessionState's
    "SessionState.__setitem__": SessionState.__setitem__,
    "SessionState._update_config": SessionState._update_config,
    "SessionState._update_value_in_config": SessionState._update_value_in_config,
    "StateHolder.__getitem__": StateHolder.__getitem__,  # builds state_holder.SessionState
    "route_utils.restore_session_state": route_utils.restore_session_state,  # and this module's
    "Queue.__init__": queueing.Queue.__init__,  # sets the two poll intervals calm_queue raises
    "Queue.start_processing": queueing.Queue.start_processing,  # polls while free or full
    "Queue.start_progress_updates": queueing.Queue.start_progress_updates,  # polls always
}

FINGERPRINTS = {  # gradio 6.31.0
    "BlockFunction.__init__": "62022979700845b0",
    "BlocksConfig.set_event_trigger": "5306930a389ee6cb",
    "Blocks.preprocess_data": "6848b88bd303f76f",
    "Blocks.postprocess_data": "5f6a865a3446ba0b",
    "blocks.postprocess_update_dict": "8c520acb2fce46b3",
    "helpers.special_args": "978cb018036ae43f",
    "utils.is_prop_update": "56482cd0e00ee690",
    "utils.delete_none": "7061e282c028290c",
    "utils.get_type_hints": "55f0d0378c39a844",
    "Component.api_info": "082d55c3bb949fb1",
    "SessionState.__init__": "1b2ea21dc42c45da",
    "SessionState.__setitem__": "49a413d82fc29603",
    "SessionState._update_config": "4fbf595c7b71660c",
    "SessionState._update_value_in_config": "7e5b61f747b0dce7",
    "StateHolder.__getitem__": "eff490951a5ffb81",
    "route_utils.restore_session_state": "df1344ad34bd60e2",
    "Queue.__init__": "8f39a4352e7ca36a",
    "Queue.start_processing": "d65be5a5cbed97d7",
    "Queue.start_progress_updates": "7cbbec1cf932324c",
}


def fingerprint(obj) -> str:
    return hashlib.sha256(inspect.getsource(obj).encode()).hexdigest()[:16]


def changed() -> list[str]:
    """The names in RELIED_ON whose source is not the one recorded (empty when all match)."""
    return [name for name, obj in RELIED_ON.items() if fingerprint(obj) != FINGERPRINTS.get(name)]


_CHANGED = changed()
INTACT = not _CHANGED
if _CHANGED:
    log.warning("gradio %s changed %s: attnlab uses Gradio's own behaviour instead of its hooks",
                gr.__version__, ", ".join(_CHANGED))


# --- the registered events (attnlab/ui/page_load.py) -----------------------------------------------


class Event:
    """One registered event (Gradio's BlockFunction), as page_load reads and changes it."""

    __slots__ = ("raw",)

    def __init__(self, raw: BlockFunction):
        self.raw = raw

    id = property(lambda self: self.raw._id)
    parent = property(lambda self: self.raw.trigger_after)  # the event it follows (.then), or None
    name = property(lambda self: self.raw.name)
    api_name = property(lambda self: self.raw.api_name)
    inputs = property(lambda self: self.raw.inputs)
    outputs = property(lambda self: self.raw.outputs)
    preprocess = property(lambda self: self.raw.preprocess)
    postprocess = property(lambda self: self.raw.postprocess)
    only_on_success = property(lambda self: self.raw.trigger_only_on_success)
    only_on_failure = property(lambda self: self.raw.trigger_only_on_failure)

    @property
    def handler(self):
        return self.raw.fn

    @handler.setter
    def handler(self, fn) -> None:
        self.raw.fn = fn

    def triggers(self) -> list[tuple]:
        """(block id, event name) of what fires it; a .then step has none of its own."""
        return [tuple(t) for t in self.raw.targets]

    def drop_trigger(self, target: tuple) -> None:
        self.raw.targets = [t for t in self.raw.targets if tuple(t) != tuple(target)]

    def plain(self) -> bool:
        """A sync Python function called once per event with its inputs in order: not JavaScript,
        a generator, a batch or a coroutine, and none of what page_load does not replicate (a
        validator, keyword or dict inputs, component properties as inputs, event data)."""
        f = self.raw
        return (f.fn is not None and not f.js and not f.types_generator and not f.batch
                and not inspect.iscoroutinefunction(f.fn)
                and not inspect.isasyncgenfunction(f.fn)
                and f.validator is None and not f.is_validator_function
                and not f.input_keyword_names and not f.inputs_as_dict
                and not f.component_prop_inputs and not f.collects_event_data
                and not f.is_cancel_function)

    def __eq__(self, other) -> bool:
        return isinstance(other, Event) and other.raw is self.raw

    def __hash__(self) -> int:
        return id(self.raw)


def events(demo: Blocks) -> list[Event]:
    """The app's registered events, in registration order."""
    return [Event(f) for f in demo.fns.values()]


def page_load_target(demo: Blocks) -> tuple:
    """How Gradio records ``demo.load`` as an event's trigger."""
    return (demo._id, "load")


def event_of(demo: Blocks, fn) -> BlockFunction:
    """The registered event whose handler is ``fn``."""
    return next(f for f in demo.fns.values() if f.fn is fn)


def takes_request(fn) -> bool:
    """``fn`` has a gr.Request parameter (so Gradio hands it one)."""
    return any(h in (gr.Request, Optional[gr.Request]) for h in utils.get_type_hints(fn).values())


def call_with_request(fn, args: list, request: gr.Request):
    """``fn(*args)`` with its gr.Request (and other special arguments) filled in as Gradio does."""
    args, *_ = helpers.special_args(fn, list(args), request, None)
    return fn(*args)


def is_update(value) -> bool:
    """A property update (gr.update(...)), not a plain value."""
    return utils.is_prop_update(value)


def held_by_session(block) -> bool:
    """Whether ``block``'s value lives in the server's session (a gr.State), not in the page."""
    return bool(block.stateful)


def preprocessed(block, value):
    """What Gradio's preprocess hands a ``preprocess=True`` handler for this raw value."""
    if block.stateful:
        return value
    if getattr(block, "data_model", None) is not None and value is not None:
        value = block.data_model.model_validate(value, context={"validate_meta": True})
    return block.preprocess(value)


# --- outputs served as Gradio sends them (attnlab/ui/serving.py) -------------------------------------

# Properties that change how a component looks, never how its postprocess reads a value: an
# update of only these is served by the app's component, without building an updated copy.
LOOKS = frozenset({"visible", "interactive", "label", "show_label", "info", "placeholder",
                   "elem_id", "elem_classes", "scale", "min_width", "container", "lines",
                   "max_lines", "variant", "size", "open"})


def postprocessed(block, value):
    """``block.postprocess(value)`` as JSON-ready data (a data model dumped)."""
    out = block.postprocess(value)
    if isinstance(out, (GradioModel, GradioRootModel)):
        out = out.model_dump()
    return out


def served(block, value):
    """The value Gradio would send for output ``block`` of a ``postprocess=True`` event."""
    if block.stateful:
        return value
    if isinstance(value, Block):  # a component returned as an update, as Gradio converts it
        value = {**value.constructor_args, "__type__": "update"}
    elif isinstance(value, SimpleNamespace) and getattr(value, "_is_component_update", False):
        keys = inspect.signature(block.__class__.__init__).parameters.keys()
        value = {k: v for k, v in vars(value).items() if k in keys}
        value["__type__"] = "update"
    if not utils.is_prop_update(value):
        return postprocessed(block, value)
    value = utils.delete_none(dict(value), skip_value=True)
    if "value" not in value:
        return value
    props = {k: v for k, v in value.items() if k not in ("value", "__type__")}
    target = block
    if set(props) - LOOKS:  # the value is postprocessed by the component with its new properties
        kwargs = {**block.constructor_args, **props, "render": False}
        kwargs.pop("value", None)
        target = block.__class__(**kwargs)
    return {**value, "value": postprocessed(target, value["value"])}


# --- a table whose payload reaches the handler as sent (attnlab/ui/widgets.py) ------------------------


class RawDataframe(gr.Dataframe):
    """A Dataframe that Gradio hands over without validating the payload's form (where INTACT):
    the lesson checks the matrix itself and explains every problem in the learner's language."""

    is_template = True  # drawn by the frontend's Dataframe (Gradio names it after the base class)

    if INTACT:
        data_model = None

        def api_info(self) -> dict:
            # Computed once per widget, as Gradio caches its own components' schemas: pydantic's
            # schema generation cost ~2 ms each time Gradio described the widget.
            if self._api_info_cache is None:
                schema = DataframeData.model_json_schema()
                schema["additional_description"] = schema.pop("description", None)
                self._api_info_cache = schema
            return self._api_info_cache


# --- sessions built lazily (attnlab/ui/sessions.py) ---------------------------------------------------


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


def install_lazy_sessions() -> bool:
    """Make Gradio build LazySessionState (a browser's session, and the throwaway one of an API
    call without a session hash); False (and Gradio's class kept) unless INTACT."""
    if state_holder.SessionState is LazySessionState:
        return True
    if not INTACT:
        return False
    state_holder.SessionState = LazySessionState  # StateHolder.__getitem__ reads this name
    if route_utils.SessionState is SessionState:  # restore_session_state, without a session hash
        route_utils.SessionState = LazySessionState
    return True


# --- the queue's polling (attnlab/ui/app.py's launch) -----------------------------------------------

# Gradio's queue has no wake-up: off Windows it looks for a new event every 1 ms while it has none
# or has no free slot (Queue.start_processing), and for progress to send every 10 ms
# (start_progress_updates), for the server's whole life. An idle app process kept 5 % of a core
# busy that way (1.05 CPU-s in 20 s; 0.35 at these values, measured with a cgroup's cpuacct), and
# the spinning thread takes the GIL from the handlers beside it. Gradio's own Windows values are
# 50 ms and 100 ms; 10 ms adds at most that to the start of an event, far under a network's and a
# handler's time.
QUEUE_POLL_S = 0.01
PROGRESS_POLL_S = 0.05


def calm_queue(demo: Blocks) -> bool:
    """Raise ``demo``'s queue poll intervals to QUEUE_POLL_S and PROGRESS_POLL_S (never lower
    them); False (Gradio's left as they are) unless INTACT."""
    if not INTACT:
        return False
    queue = demo._queue
    queue.sleep_when_free = max(queue.sleep_when_free, QUEUE_POLL_S)
    queue.progress_update_sleep_when_free = max(queue.progress_update_sleep_when_free,
                                                PROGRESS_POLL_S)
    return True
