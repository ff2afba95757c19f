"""The yardstick of the class-load benchmark: attnlab's imports and launch, one endpoint that does nothing.

    GRADIO_SERVER_PORT=7861 python benchmarks/noop_app.py

Same imports (torch, gradio, plotly and every attnlab tab module), same queue settings and the same
`launch()` as `python app.py`, so the difference in a benchmark is the lessons' own work.
"""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import gradio as gr  # noqa: E402

from attnlab.lessons import TABS, tab_module  # noqa: E402
from attnlab.ui import app  # noqa: E402

for _name in TABS:  # every tab module (torch, plotly, the lessons), as app.py's build_demo imports
    importlib.import_module(tab_module(_name))


def build_noop() -> gr.Blocks:
    with gr.Blocks(title="noop") as demo:
        gr.api(app.ping, api_name="ping")
    demo.queue(max_size=app.QUEUE_MAX_SIZE, default_concurrency_limit=app.DEFAULT_CONCURRENCY)
    return demo


if __name__ == "__main__":
    app.launch(build_noop())
