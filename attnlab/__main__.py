"""Command line: `python -m attnlab starter | grade PATH... | app` (see attnlab.cli)."""

import sys

from attnlab.cli import main

if __name__ == "__main__":
    sys.exit(main())
