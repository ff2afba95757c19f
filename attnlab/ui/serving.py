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
Textbox and Accordion outputs read none). ``served`` itself is in attnlab/ui/gradio_private.py,
the one module that touches Gradio's internals, with the guard on the code it replicates.
"""

from __future__ import annotations

import functools

from attnlab.ui import gradio_private
from attnlab.ui.gradio_private import LOOKS, postprocessed, served  # noqa: F401

# Where Gradio's postprocessing is not the one served() replicates (gradio_private.INTACT),
# events are registered with postprocess=True and their handlers left as they are.
SERVE_OWN = gradio_private.INTACT


def served_handler(fn, outputs: list):
    """``fn`` returning its outputs served, for an event registered with
    ``postprocess=not SERVE_OWN`` (Gradio reads ``fn``'s signature, and so its gr.Request, through
    ``functools.wraps``); ``fn`` itself where Gradio postprocesses."""
    if not SERVE_OWN:
        return fn

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        out = fn(*args, **kwargs)
        if len(outputs) == 1:
            return served(outputs[0], out)
        return tuple(served(b, v) for b, v in zip(outputs, out, strict=True))

    wrapper.served = True
    return wrapper
