"""attnlab: learn self-attention on live tensors. Entry point for `python app.py` and Spaces."""

import os

# Learners' sessions are nobody else's business, and the Space has no use for the phone-home.
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

from attnlab.ui.app import build_demo, launch  # noqa: E402

demo = build_demo()

if __name__ == "__main__":
    launch(demo)
