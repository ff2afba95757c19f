"""Every answer of a corpus with the feedback a learner would read, for an examiner (issue 29).

    python benchmarks/feedback_dump.py FOLDER OUT.jsonl [--device cuda]

One JSON line per answer: file, exercise, the mistake as its author wrote it, the verdict, the
feedback key and the text in English and in Chinese, and the keyword proxy per language. The
held-out figures in tests/answers/error_model/README.md are an examiner's reading of this file
(judged.tsv beside each corpus), which is stricter than the proxy of benchmarks/diagnosis.py.
With --device cuda the answers run on the GPU, so a dump there can be compared line by line with
the CPU's (the GPU-only slips are caught there, and the feedback should otherwise be the same).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import torch  # noqa: E402

import diagnosis  # noqa: E402
import exercises  # noqa: E402
from attnlab.grading.report import feedback_text  # noqa: E402
from attnlab.grading.runner import Limits, Sandbox  # noqa: E402


def main(folder: Path, out_path: Path, seed: int = 29, device: str = "cpu") -> dict:
    torch.set_num_threads(1)
    sandbox = Sandbox(device, Limits(wall_seconds=30), exercises=exercises.ALL)
    counts = {"en": 0, "zh": 0, "caught": 0, "total": 0}
    try:
        with out_path.open("w", encoding="utf-8") as out:
            for path in sorted([*folder.glob("*.py"), *folder.glob("*.ipynb")]):
                case = diagnosis.read_case(path)
                ((_, outcome),) = sandbox.grade(case["source"], [case["exercise"]], seed=seed)
                proxy = {lang: diagnosis.named_by_keywords(outcome, case["keywords"], lang)
                         for lang in ("en", "zh")}
                counts["total"] += 1
                counts["caught"] += outcome.status != "passed"
                counts["en"] += proxy["en"]
                counts["zh"] += proxy["zh"]
                out.write(json.dumps({
                    "file": path.name, "exercise": case["exercise"], "mistake": case["mistake"],
                    "status": outcome.status, "key": outcome.feedback,
                    "en": feedback_text(outcome, "en"), "zh": feedback_text(outcome, "zh"),
                    "proxy": proxy}, ensure_ascii=False) + "\n")
    finally:
        sandbox.close()
    return counts


if __name__ == "__main__":
    args = sys.argv[1:]
    device = "cpu"
    if len(args) == 4 and args[2] == "--device":
        device, args = args[3], args[:2]
    if len(args) != 2:
        sys.exit(__doc__)
    print(main(Path(args[0]), Path(args[1]), device=device))
