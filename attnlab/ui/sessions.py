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

The class and its installation live in attnlab/ui/gradio_private.py, the one module that touches
Gradio's internals: it is installed only over the Gradio methods it was written against (their
source is checked), so an upgrade of Gradio that changes them leaves Gradio's own class in place,
and a test fails (tests/test_gradio_private.py) instead of sessions silently changing behaviour.
"""

from __future__ import annotations

from attnlab.ui.gradio_private import LazySessionState, SessionState  # noqa: F401
from attnlab.ui.gradio_private import install_lazy_sessions as install  # noqa: F401
from attnlab.ui.lazy_configs import LazyConfigs  # noqa: F401
