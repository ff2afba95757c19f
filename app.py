"""attnlab: learn self-attention on live tensors. Entry point for `python app.py` and Spaces."""

from attnlab.ui.app import build_demo, launch

demo = build_demo()

if __name__ == "__main__":
    launch(demo)
