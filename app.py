"""attnlab: learn self-attention on live tensors. Entry point for `python app.py` and Spaces.

    python app.py                       a local app on http://127.0.0.1:7860
    python app.py --hosted              others can reach it (a course server): code answers run
                                        only fully confined (Spaces and deploy/launch.py say so
                                        themselves)
    python app.py --unsafe-no-sandbox   a local app on a machine without seccomp: run your own
                                        code answers without the sandbox (refused when hosted)
"""

import argparse
import os

# Learners' sessions are nobody else's business, and the Space has no use for the phone-home.
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

from attnlab.ui.app import build_demo, launch  # noqa: E402

demo = build_demo()

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="attnlab: self-attention on live tensors")
    parser.add_argument("--hosted", action="store_true",
                        help="others can reach this app (same as ATTNLAB_HOSTED=1)")
    parser.add_argument("--unsafe-no-sandbox", action="store_true",
                        help="run your own code answers unconfined where the sandbox cannot "
                        "(local apps only; same as ATTNLAB_UNSAFE_NO_SANDBOX=1)")
    args, _ = parser.parse_known_args()  # a host may pass options of its own
    launch(demo, hosted=args.hosted, unsafe=args.unsafe_no_sandbox)
