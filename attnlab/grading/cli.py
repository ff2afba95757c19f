"""`python -m attnlab starter` and `python -m attnlab grade`: the instructor's command line.

Standard output carries only the report (or the starter); progress and logs go to stderr.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from attnlab.errors import InputError
from attnlab.i18n import t

MAX_SOURCE_BYTES = 1_000_000
FORMATS = ("text", "json", "csv", "gradescope")


def starter_text() -> str:
    """A complete answers.py with every exercise unanswered, statements as comments."""
    import exercises

    out = ['"""attnlab answers. Replace each unanswered definition; keep the names.',
           "",
           "attnlab 练习答案。替换每个未作答的定义，名称保持不变。",
           "",
           "Grade it with / 评分：  python -m attnlab grade answers.py",
           '"""', ""]
    for e in exercises.ALL:
        out.append("# " + "=" * 96)
        out.append(f"# {e.title['en']}  ({e.points} points)")
        out.append(f"# {e.title['zh']}")
        for lang in ("en", "zh"):
            for line in _wrap(e.statement[lang], 94):
                out.append(f"#   {line}")
        out.append("")
        out.append(e.starter.rstrip())
        out.append("")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _wrap(text: str, width: int) -> list[str]:
    import textwrap

    if any("\u4e00" <= ch <= "\u9fff" for ch in text):  # no spaces: break after each sentence
        return [s + "。" for s in text.split("。") if s.strip()]
    return textwrap.wrap(text, width)


def collect(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files += sorted(f for f in p.rglob("*.py") if f.is_file())
        elif p.is_file():
            files.append(p)
        else:
            raise InputError("error.no_such_path", path=str(p))
    return files


class Progress:
    """A one-line progress bar on stderr (only when stderr is a terminal or forced)."""

    def __init__(self, total: int):
        self.total, self.done = total, 0
        self.lock = threading.Lock()
        self.live = sys.stderr.isatty()

    def step(self, label: str) -> None:
        with self.lock:
            self.done += 1
            bar = "#" * int(30 * self.done / max(1, self.total))
            line = f"[{bar:30}] {self.done}/{self.total} {label}"
            if self.live:
                sys.stderr.write("\r" + line[:100].ljust(100))
                if self.done == self.total:
                    sys.stderr.write("\n")
            else:
                sys.stderr.write(line + "\n")
            sys.stderr.flush()


def grade_files(files: list[Path], device: str, jobs: int, ids: list[str] | None, lang: str):
    import exercises
    from attnlab.grading.report import SubmissionReport
    from attnlab.grading.runner import Sandbox

    pool: list[Sandbox] = [Sandbox(device, exercises=exercises.ALL) for _ in range(max(1, min(jobs, len(files))))]
    free = list(pool)
    free_lock = threading.Lock()
    progress = Progress(len(files))

    def one(path: Path) -> SubmissionReport:
        with free_lock:
            sandbox = free.pop()
        try:
            data = path.read_bytes()
            if len(data) > MAX_SOURCE_BYTES:
                data = b"raise SystemExit('submission larger than 1 MB')\n"
            results = sandbox.grade(data.decode("utf-8", "replace"), ids)
        finally:
            with free_lock:
                free.append(sandbox)
        progress.step(path.name)
        return SubmissionReport(str(path), results)

    try:
        pool[0].start()
        p = pool[0].protections()
        sys.stderr.write("attnlab: " + t(
            "cli.summary", lang, n=len(files), device=device, landlock=p["landlock_abi"],
            seccomp="on" if p["seccomp"] else "off", limits=p["resource_limits"]) + "\n")
        with ThreadPoolExecutor(max_workers=len(pool)) as ex:
            return list(ex.map(one, files))
    finally:
        for s in pool:
            s.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m attnlab")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("starter", help="print an answers.py template with every exercise")
    app = sub.add_parser("app", help="start the Gradio app (GRADIO_SERVER_NAME/_PORT apply)")
    app.add_argument("--port", type=int, default=None)
    grade = sub.add_parser("grade", help="grade .py submissions (files or folders)")
    grade.add_argument("paths", nargs="+")
    grade.add_argument("--device", default="auto", choices=("auto", "cpu", "cuda"))
    grade.add_argument("--format", default="text", choices=FORMATS)
    grade.add_argument("--out", help="write the report to this file instead of standard output")
    grade.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1),
                       help="submissions graded in parallel (one sandbox worker each)")
    grade.add_argument("--lang", default="en", choices=("en", "zh"))
    grade.add_argument("--exercises", help="comma-separated exercise ids (default: all)")
    args = parser.parse_args(argv)

    if args.command == "starter":
        sys.stdout.write(starter_text())
        return 0
    if args.command == "app":
        from attnlab.ui.app import launch

        launch(server_port=args.port)
        return 0
    return _grade(args)


def _grade(args) -> int:
    import exercises
    from attnlab.grading import report
    from attnlab.devices import resolve_device

    try:
        device = resolve_device(args.device)
        files = collect(args.paths)
        ids = None
        if args.exercises:
            ids = [i.strip() for i in args.exercises.split(",") if i.strip()]
            unknown = [i for i in ids if i not in exercises.BY_ID]
            if unknown:
                raise InputError("error.bad_choice", name="--exercises",
                                 choices=", ".join(exercises.BY_ID))
        if not files:
            raise InputError("error.no_submissions")
        if args.format == "gradescope" and len(files) != 1:
            raise InputError("error.gradescope_one", n=len(files))
    except InputError as e:
        sys.stderr.write("attnlab: " + t(e.key, args.lang, **e.args_) + "\n")
        return 2
    reports = grade_files(files, device, args.jobs, ids, args.lang)
    writer = {"text": report.to_text, "json": report.to_json, "csv": report.to_csv,
              "gradescope": lambda rs, lang: report.to_gradescope(rs[0], lang)}[args.format]
    text = writer(reports, args.lang)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0
