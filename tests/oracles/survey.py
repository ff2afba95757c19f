"""Count the false sentences each lesson's oracle finds (issue 30's measurement).

    python tests/oracles/survey.py softmax masking ... [--examples 200]

Runs a lesson's ``check`` over many drawn inputs without stopping at the first problem, and
prints each distinct sentence key (or question) found false, with how many inputs exposed it and
one example. The count of distinct keys is the number of false sentences.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: gpt2_model
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hypothesis import HealthCheck, given, settings  # noqa: E402


def survey(lesson: str, examples: int) -> dict[str, list]:
    oracle = importlib.import_module(f"test_{lesson}_oracle")
    found: dict[str, list] = defaultdict(list)

    @settings(max_examples=examples, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(oracle.raw_inputs())
    def run(raw):
        try:
            problems = oracle.check(raw)
        except Exception as err:  # a crash is a finding too
            problems = [("(crash)", f"{type(err).__name__}: {err}")]
        for key, what in problems:
            found[key].append((what, raw))

    run()
    for extra in getattr(oracle, "EXAMPLES", ()):
        for key, what in oracle.check(extra):
            found[key].append((what, extra))
    return found


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("lessons", nargs="+")
    ap.add_argument("--examples", type=int, default=200)
    args = ap.parse_args()
    for lesson in args.lessons:
        found = survey(lesson, args.examples)
        print(f"== {lesson}: {len(found)} false sentence(s) / verdict(s)")
        for key, hits in sorted(found.items()):
            what, raw = hits[0]
            print(f"  {key}: {len(hits)} input(s); e.g. {what}  <- {str(raw)[:160]}")


if __name__ == "__main__":
    main()
