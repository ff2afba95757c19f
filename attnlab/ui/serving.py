"""Outputs in the form Gradio sends them, so that events can skip Gradio's own postprocessing.

For an event registered with ``postprocess=True`` Gradio postprocesses each output component's
value on a worker thread of its own: one round trip between the event loop and the thread pool
per output, waited for in turn (a lesson step has three outputs, the merged page load ~70). On a
loaded 2-core server each of those hops can wait behind a busy thread. An event registered with
``postprocess=False`` sends its handler's values as they are; its handler then returns them
already served, computed here in the handler's own thread, in one go, and a lesson step's served
outputs are what the step cache keeps (attnlab/ui/common.py), so a hit skips that work too.

``served`` gives what Gradio's ``Blocks.postprocess_data`` gives with ``postprocess=True``: the
component's ``postprocess`` (then the data model's ``model_dump``) for a plain value; for a
property update (``gr.update(...)``, or a component returned as an update) the update with its
``value`` postprocessed by the component as updated (Gradio then applies the properties, as it
does for any event); a ``gr.State`` value as it is. Outputs are postprocessed by the app's own
component, not the session's copy: the same for every component whose postprocess reads no
property that an earlier update of the session changed (attnlab's Markdown, Plot, Radio, Button,
Textbox and Accordion outputs read none).
"""

from __future__ import annotations

import functools
import inspect
from types import SimpleNamespace

from gradio import utils
from gradio.blocks import Block
from gradio.data_classes import GradioModel, GradioRootModel


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


def served_handler(fn, outputs: list):
    """``fn`` returning its outputs served, for an event registered with ``postprocess=False``
    (Gradio reads ``fn``'s signature, and so its gr.Request, through ``functools.wraps``)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        out = fn(*args, **kwargs)
        if len(outputs) == 1:
            return served(outputs[0], out)
        return tuple(served(b, v) for b, v in zip(outputs, out, strict=True))

    wrapper.served = True
    return wrapper
