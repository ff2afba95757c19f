"""How often the feedback on a wrong answer names the learner's actual mistake (issue 29).

    python benchmarks/diagnosis.py [--split tune|heldout|both] [--show] [--folder PATH]

The corpus is tests/answers/error_model/{tune,heldout}/: one answer file each, learners' styles,
whose header records the exercise, the mistake in words and the feedback keys that name it
(``# accept: key key ...``). Each file is graded through the real sandbox on a fresh seed. An
answer counts as named in a language when it is caught (not passed), its feedback key is one of
the accepted ones, and the text shown in that language is the catalogue's own for that language
(no English fallback in Chinese, no unfilled placeholder). ``--show`` prints the misses (keep it
off the held-out split until the end: the held-out figure is reported untouched).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

import exercises  # noqa: E402
from attnlab.grading.report import feedback_text  # noqa: E402
from attnlab.grading.runner import Limits, Sandbox  # noqa: E402
from attnlab.grading.submissions import read_submission  # noqa: E402
from attnlab.i18n import STRINGS  # noqa: E402

CORPUS = ROOT / "tests" / "answers" / "error_model"
_CJK = re.compile(r"[\u4e00-\u9fff]")


def read_case(path: Path) -> dict:
    """A .py answer, or a notebook whose first code cell starts with the same header (graded as
    the app and the CLI grade notebooks)."""
    if path.suffix == ".ipynb":
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        text = "".join(next(c for c in cells if c["cell_type"] == "code")["source"])
        source = read_submission(path)
    else:
        text = source = path.read_text(encoding="utf-8")
    head = dict(re.findall(r"^# (\w+): (.*)$", text, re.MULTILINE))
    return {"path": path, "exercise": head["exercise"], "mistake": head["mistake"],
            "accept": set(head.get("accept", "").split()),
            "keywords": [k.strip().lower() for k in head.get("keywords", "").split(",") if k.strip()],
            "source": source}


def named_by_keywords(outcome, keywords: list[str], lang: str) -> bool:
    """For a corpus written without the grader's keys (``# keywords:``, words a right diagnosis
    would likely use): the English text holds at least two of them (all, if fewer are given); the
    Chinese text must be the catalogue's own, in Chinese, for the same key. A proxy, said so."""
    if outcome.status == "passed" or not keywords:
        return False
    text = feedback_text(outcome, "en").lower()
    hits = sum(1 for k in keywords if k in text)
    if hits < min(2, len(keywords)) or "{" in text:
        return False
    zh = feedback_text(outcome, "zh")
    return lang != "zh" or ("zh" in STRINGS.get(outcome.feedback, {}) and bool(_CJK.search(zh)))


def named(outcome, accept: set[str], lang: str) -> bool:
    # a second reading told beside the first ("the same output also comes from ...") counts too
    keys = {outcome.feedback, (outcome.args or {}).get("either"), (outcome.args or {}).get("exact")}
    if outcome.status == "passed" or not keys & accept:
        return False
    text = feedback_text(outcome, lang)
    if "{" in text or "—" == text.strip():
        return False
    return lang != "zh" or ("zh" in STRINGS.get(outcome.feedback, {}) and bool(_CJK.search(text)))


def measure(split: str, sandbox: Sandbox, show: bool, seed: int, folder: Path | None = None) -> dict:
    where = folder or CORPUS / split
    cases = [read_case(p) for p in sorted([*where.glob("*.py"), *where.glob("*.ipynb")])]
    counts = {"en": 0, "zh": 0, "caught": 0}
    for case in cases:
        ((_, outcome),) = sandbox.grade(case["source"], [case["exercise"]], seed=seed)
        counts["caught"] += outcome.status != "passed"
        ok = {lang: named(outcome, case["accept"], lang) if case["accept"] else
              named_by_keywords(outcome, case["keywords"], lang) for lang in ("en", "zh")}
        for lang in ok:
            counts[lang] += ok[lang]
        if show and not all(ok.values()):
            print(f"  MISS {case['path'].name}: {case['mistake']} -> {outcome.status} "
                  f"{outcome.feedback}: {feedback_text(outcome, 'en')}")
    total = len(cases)
    print(f"{split}: {total} wrong answers, caught {counts['caught']}/{total}; named in en "
          f"{counts['en']}/{total} ({100 * counts['en'] / total:.0f} %), in zh {counts['zh']}/{total} "
          f"({100 * counts['zh'] / total:.0f} %)")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", default="tune", choices=("tune", "heldout", "both"))
    parser.add_argument("--show", action="store_true", help="print the misses")
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--folder", type=Path, help="measure this corpus folder instead of a split "
                        "(files with '# accept:' keys, or '# keywords:' for the keyword proxy)")
    opts = parser.parse_args()
    torch.set_num_threads(1)  # as the CLI grades: the checkers' tensors are tiny
    sandbox = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    try:
        if opts.folder:
            measure(opts.folder.name, sandbox, opts.show, opts.seed, opts.folder)
            return
        for split in (("tune", "heldout") if opts.split == "both" else (opts.split,)):
            measure(split, sandbox, opts.show, opts.seed)
    finally:
        sandbox.close()


if __name__ == "__main__":
    main()
