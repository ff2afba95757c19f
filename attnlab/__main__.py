"""Command line: ``python -m attnlab app`` starts the lab (more subcommands join as they land)."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="attnlab", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    app = sub.add_parser("app", help="start the Gradio app (host/port from GRADIO_SERVER_NAME/_PORT)")
    app.add_argument("--port", type=int, default=None)
    args = parser.parse_args(argv)
    if args.command == "app":
        from attnlab.ui.app import launch

        launch(server_port=args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
