"""Build the whole Gradio app: header, one tab per lesson, translations, queue settings."""

from __future__ import annotations

import gradio as gr

from attnlab.ui import common, scores_tab

# Sized for a free CPU Space (2 vCPU): bounded queue, a few lesson computations at once.
QUEUE_MAX_SIZE = 256
DEFAULT_CONCURRENCY = 4


def build_demo() -> gr.Blocks:
    i18n = common.i18n_instance()
    with gr.Blocks(title="attnlab") as demo:
        gr.Markdown(i18n("app.title"))
        gr.Markdown(i18n("app.intro"))
        with gr.Tabs():
            with gr.Tab(i18n("tab.scores"), id="scores"):
                scores_tab.build(demo)
    demo.queue(max_size=QUEUE_MAX_SIZE, default_concurrency_limit=DEFAULT_CONCURRENCY)
    return demo


def launch(demo: gr.Blocks | None = None, **kwargs):
    """Launch with translations on; host and port come from GRADIO_SERVER_NAME / _PORT."""
    demo = demo or build_demo()
    return demo.launch(i18n=common.i18n_instance(), **kwargs)
