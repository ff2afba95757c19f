"""Command line: `python -m attnlab starter | grade PATH... | app` (see attnlab.grading.cli)."""

import sys

from attnlab.grading.cli import main

if __name__ == "__main__":
    sys.exit(main())
