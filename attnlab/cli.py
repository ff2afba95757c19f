"""`python -m attnlab starter | grade PATH... | app`: the instructor's command line.

Standard output carries only the report (or the starter); progress and logs go to stderr.
Exercises come from attnlab.registry (bundled, plus any --pack folders).
"""

from __future__ import annotations

import argparse
import errno
import math
import os
import re
import sys
import tempfile
import textwrap
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from attnlab.errors import InputError
from attnlab.i18n import t

FORMATS = ("text", "json", "csv", "gradescope", "html")
VISIBILITIES = ("after_published", "visible", "hidden", "after_due_date")  # Gradescope's
EXTENSIONS = {"text": "txt", "json": "json", "csv": "csv", "gradescope": "json", "html": "html"}


def starter_text(chosen=None) -> str:
    """A complete answers.py with every exercise unanswered, statements as comments."""
    from attnlab import registry

    out = ['"""attnlab answers. Replace each unanswered definition; keep the names.',
           "",
           "attnlab 练习答案。替换每个未作答的定义，名称保持不变。",
           "",
           "Grade it with / 评分：  python -m attnlab grade answers.py",
           '"""', ""]
    for e in chosen if chosen is not None else registry.bundled():
        out.append("# " + "=" * 96)
        out.append(f"# {e.title['en']}  ({t('exercises.points', 'en', points=e.points)})")
        out.append(f"# {e.title['zh']}")
        for lang in ("en", "zh"):
            for line in _wrap(e.statement[lang], 94):
                out.append(f"#   {line}")
        out.append("")
        out.append(e.starter.rstrip())
        out.append("")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


# A Chinese sentence ends with its own punctuation (。！？ or ；), which stays on its line.
_SENTENCE_END = re.compile(r"(?<=[。！？；])")


def _wrap(text: str, width: int) -> list[str]:
    lines = []
    for paragraph in text.splitlines() or [""]:
        if any("\u4e00" <= ch <= "\u9fff" for ch in paragraph):  # no spaces: break after sentences
            lines += [s.strip() for s in _SENTENCE_END.split(paragraph) if s.strip()]
        else:
            lines += textwrap.wrap(paragraph, width) or [""]
    return lines


class Progress:
    """A one-line progress bar on stderr (redrawn in place only when stderr is a terminal)."""

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


def grade_files(files: list[Path], chosen, device: str, jobs: int, ids: list[str] | None,
                lang: str, unsafe: bool = False, seed: int | None = None,
                time_limit: float | None = None):
    """A SubmissionReport per file; a file that cannot be read is graded as a load error.

    One sandbox worker serves every thread: each submission runs in a child of its own, on probe
    inputs drawn from the run's ``seed`` (a fresh one when not given), which every report records.
    """
    from attnlab.grading.runner import new_seed

    seed = new_seed() if seed is None else seed
    from attnlab.grading.model import Outcome
    from attnlab.grading.layers import layers_text
    from attnlab.grading.report import SubmissionReport, path_text
    from attnlab.grading.runner import Limits, Sandbox
    from attnlab.grading.submissions import Unreadable, read_submission

    picked = [e for e in chosen if ids is None or e.id in ids]
    limits = Limits() if time_limit is None else Limits.per_answer(time_limit)
    sandbox = Sandbox(device, limits, exercises=chosen, unsafe=unsafe)
    progress = Progress(len(files))

    def one(path: Path) -> SubmissionReport:
        try:
            submission = read_submission(path)
        except Unreadable as u:
            sys.stderr.write("attnlab: " + t("cli.not_graded", lang, path=path_text(str(path)),
                                             reason=t(u.key, lang, **u.args_)) + "\n")
            results = [(e, Outcome("error", 0, e.points, u.key, dict(u.args_))) for e in picked]
            progress.step(path_text(path.name))
            return SubmissionReport(str(path), results, graded=False)
        results, notes = sandbox.grade_with_notes(submission, ids, seed)
        progress.step(path_text(path.name))
        return SubmissionReport(str(path), results, seed=seed, notes=notes)

    try:
        sandbox.start()
        p = sandbox.protections()
        sys.stderr.write("attnlab: " + t(
            "cli.summary", lang, n=len(files), device=device, landlock=p["landlock_abi"],
            seccomp="on" if p["seccomp"] else "off", limits=p["resource_limits"]) + "\n")
        sys.stderr.write("attnlab: " + t("cli.layers", lang, layers=layers_text(p, lang)) + "\n")
        sys.stderr.write("attnlab: " + t("cli.seed", lang, seed=seed) + "\n")
        if sandbox.missing():
            if not unsafe:
                raise InputError("cli.refused", missing="; ".join(sandbox.missing()))
            sys.stderr.write("attnlab: " + t("cli.unsafe", lang,
                                             missing="; ".join(sandbox.missing())) + "\n")
        with ThreadPoolExecutor(max_workers=max(1, min(jobs, len(files)))) as ex:
            return list(ex.map(one, files))
    finally:
        sandbox.close()


def _parser() -> argparse.ArgumentParser:
    from attnlab import __version__

    parser = argparse.ArgumentParser(prog="attnlab", description="attnlab: self-attention on "
                                     "live tensors. Also run as `python -m attnlab`.")
    parser.add_argument("--version", action="version", version=f"attnlab {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    starter = sub.add_parser("starter", help="print an answers.py template with every exercise")
    app = sub.add_parser("app", help="start the Gradio app (GRADIO_SERVER_NAME/_PORT apply)")
    app.add_argument("--port", type=int, default=None,
                     help="port to listen on (default: GRADIO_SERVER_PORT, else 7860)")
    app.add_argument("--hosted", action="store_true",
                     help="others can reach this app: code answers run only fully confined")
    app.add_argument("--unsafe-no-sandbox", action="store_true",
                     help="run your own code answers unconfined where the sandbox cannot "
                     "(local apps only)")
    app.add_argument("--pack", action="append", default=[], metavar="DIR",
                     help="an exercise pack folder for the Exercises tab (adds to ATTNLAB_PACKS)")
    grade = sub.add_parser("grade", help="grade .py and .ipynb submissions (files or folders)")
    grade.add_argument("paths", nargs="+", metavar="PATH",
                       help="submission files, or folders searched for .py and .ipynb files")
    grade.add_argument("--device", default="auto", choices=("auto", "cpu", "cuda"),
                       help="where answers run: auto uses CUDA when present (default: auto)")
    grade.add_argument("--format", default="text", choices=FORMATS,
                       help="the report's format (default: text)")
    grade.add_argument("--out", help="write the report to this file instead of standard output")
    grade.add_argument("--jobs", type=_jobs, default=min(4, os.cpu_count() or 1),
                       help="submissions graded in parallel, 1 or more (each in sandboxed "
                       "children; default: the cores, at most 4)")
    grade.add_argument("--lang", default="en", choices=("en", "zh"),
                       help="language of the report and the messages (default: en)")
    grade.add_argument("--seed", type=_seed, default=None,
                       help="draw the probes' inputs from this seed (default: a fresh one, "
                       "printed and recorded in the report): reproduces an earlier run's verdicts")
    grade.add_argument("--unsafe-no-sandbox", action="store_true",
                       help="grade even where seccomp is missing (your own code only)")
    grade.add_argument("--time-limit", type=_time_limit, default=None, metavar="SECONDS",
                       help="wall-clock seconds for loading a submission and for each answer; "
                       "a whole submission gets four times as many (default: 30)")
    grade.add_argument("--visibility", choices=VISIBILITIES, default=None,
                       help="--format gradescope: when students see the results (Gradescope's "
                       "default: visible)")
    gradescope = sub.add_parser("gradescope", help="write a Gradescope autograder zip (setup.sh, "
                                "run_autograder, this package as a wheel, the packs)")
    gradescope.add_argument("out", metavar="OUT.zip", help="the autograder zip to write")
    gradescope.add_argument("--pack", action="append", default=[], metavar="DIR",
                            help="an exercise pack folder to add (repeatable)")
    gradescope.add_argument("--visibility", choices=VISIBILITIES, default="after_published",
                            help="when students see their results (default: after_published)")
    gradescope.add_argument("--lang", default="en", choices=("en", "zh"),
                            help="language of the students' feedback (default: en)")
    for p in (starter, grade):
        p.add_argument("--pack", action="append", default=[], metavar="DIR",
                       help="an exercise pack folder to add (repeatable)")
        p.add_argument("--exercises", help="comma-separated exercise ids (default: all)")
    starter.add_argument("--lang", default="en", choices=("en", "zh"), help="language of messages")
    starter.add_argument("--format", default="py", choices=("py", "ipynb"),
                         help="answers.py (default) or a notebook handout whose check cells "
                         "grade the kernel's answers")
    starter.add_argument("--out", help="write the handout to this file instead of standard output")
    return parser


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("--jobs takes a whole number of 1 or more") from None
    if value < 1:
        raise argparse.ArgumentTypeError("--jobs takes a whole number of 1 or more")
    return value


def _time_limit(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 1 <= value <= 600:  # NaN fails too
        raise argparse.ArgumentTypeError("--time-limit takes seconds from 1 to 600")
    return value


def _seed(text: str) -> int:
    value = int(text)
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError("a seed is a whole number from 0 to 2**63 - 1")
    return value


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "app":
        return _app(args)
    if args.command == "gradescope":
        return _gradescope(args)
    try:
        chosen, ids = _exercises(args)
    except InputError as e:
        if args.command == "grade" and args.format == "gradescope":
            _gradescope_setup_failed(args, e)
        return _fail(e, args.lang)
    if args.command == "starter":
        picked = [e for e in chosen if ids is None or e.id in ids]
        if args.format == "ipynb":
            import nbformat

            from attnlab.notebook import handout

            text = nbformat.writes(handout(picked, args.lang))
        else:
            text = starter_text(picked)
        if not args.out:
            sys.stdout.write(text)
            return 0
        try:
            out = _prepare_out(args.out, "json")
        except InputError as e:
            return _fail(e, args.lang)
        _write(out, text)
        if args.format == "ipynb":
            sys.stderr.write("attnlab: " + t("cli.notebook_written", args.lang, path=str(out),
                                             n=len(picked)) + "\n")
        return 0
    return _grade(args, chosen, ids)


def _app(args) -> int:
    from attnlab import registry
    from attnlab.ui.app import launch

    if args.pack:  # the app reads its packs from ATTNLAB_PACKS, like a Space's settings
        given = [str(Path(p).resolve()) for p in args.pack]
        os.environ[registry.ENV] = os.pathsep.join(registry.env_packs() + given)
    launch(server_port=args.port, hosted=args.hosted, unsafe=args.unsafe_no_sandbox)
    return 0


def _gradescope(args) -> int:
    from attnlab import gradescope

    out = Path(args.out).expanduser()
    if out.is_dir():
        return _fail(InputError("error.out_is_folder", path=str(out), ext="zip"), args.lang)
    try:
        done = gradescope.build(out, args.pack, args.lang, args.visibility)
    except InputError as e:
        return _fail(e, args.lang)
    except OSError as e:
        return _fail(InputError("error.out_unwritable", path=str(out),
                                error=e.strerror or str(e)), args.lang)
    sys.stderr.write("attnlab: " + t("cli.gradescope_written", args.lang, path=str(out),
                                     visibility=args.visibility, **done) + "\n")
    return 0


def _gradescope_setup_failed(args, e: InputError) -> None:
    """The autograder is set up wrongly (a pack, --exercises): still tell the student, in
    results.json, that the failure is not theirs."""
    from attnlab.grading import report

    try:
        out = _prepare_out(args.out, args.format) if args.out else None
    except InputError:
        return
    _write(out, report.gradescope_message("gradescope.grader_failed", args.lang,
                                          error=t(e.key, "en", **e.args_)))


def _fail(e: InputError, lang: str) -> int:
    sys.stderr.write("attnlab: " + t(e.key, lang, **e.args_) + "\n")
    return 2


def _exercises(args):
    from attnlab import registry

    chosen = registry.exercises(args.pack)
    ids = None
    if args.exercises:
        ids = [i.strip() for i in args.exercises.split(",") if i.strip()]
        known = [e.id for e in chosen]  # in exercise order: the same list on every run
        if any(i not in known for i in ids) or not ids:
            raise InputError("error.bad_choice", name="--exercises", choices=", ".join(known))
    return chosen, ids


def _prepare_out(out: str, fmt: str) -> Path:
    """Create the report's folder and make sure a file can be written there, before any grading.

    The report itself is not created here: it appears whole, at the end (see _write), so a run
    that fails midway never leaves an empty or partial report (nor truncates an older one).
    """
    path = Path(out).expanduser()
    if path.is_dir():
        raise InputError("error.out_is_folder", path=str(path), ext=EXTENSIONS[fmt])
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not os.access(path, os.W_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
        fd, probe = tempfile.mkstemp(dir=path.parent, prefix=".attnlab-", suffix=".tmp")
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        raise InputError("error.out_unwritable", path=str(path),
                         error=e.strerror or str(e)) from None
    return path


def _grade(args, chosen, ids) -> int:
    from attnlab.devices import resolve_device
    from attnlab.grading import class_report, report
    from attnlab.grading.submissions import collect

    lang = args.lang
    try:
        out = _prepare_out(args.out, args.format) if args.out else None
    except InputError as e:
        return _fail(e, lang)
    try:
        device = resolve_device(args.device)
        try:
            files, skipped = collect(args.paths)
        except FileNotFoundError as e:
            raise InputError("error.no_such_path", path=str(e)) from None
    except InputError as e:
        if args.format != "gradescope":
            return _fail(e, lang)
        files, skipped, device = [], [], "cpu"
        if e.key == "error.no_cuda":  # the autograder's own setup is wrong, not the student's
            return _write(out, report.gradescope_message("gradescope.grader_failed", lang,
                                                        error=t(e.key, "en")))
    for s in skipped:
        reason = t(s.reason, lang)
        sys.stderr.write("attnlab: " + t("cli.skipped", lang, path=report.path_text(s.path),
                                         reason=reason) + "\n")
    if args.format == "gradescope" and len(files) != 1:
        # The student sees only results.json: say what was wrong with the upload.
        key = "gradescope.none" if not files else "gradescope.many"
        names = ", ".join(report.path_text(f.name) for f in files[:5])
        _done(lang, [], skipped)
        return _write(out, report.gradescope_message(key, lang, n=len(files), names=names))
    if not files:
        return _fail(InputError("error.no_submission_files"), lang)
    import torch

    torch.set_num_threads(1)  # the checkers' tensors are tiny; threads only contend with children
    try:
        reports = grade_files(files, chosen, device, args.jobs, ids, lang, args.unsafe_no_sandbox,
                              args.seed, args.time_limit)
    except InputError as e:  # the sandbox cannot confine code on this machine
        if args.format == "gradescope":
            return _write(out, report.gradescope_message("gradescope.grader_failed", lang,
                                                        error=t(e.key, "en", **e.args_)))
        return _fail(e, lang)
    except Exception as e:  # noqa: BLE001 - the grader's failure, reported as the grader's
        error = f"{type(e).__name__}: {e}"[:300]
        if args.format == "gradescope":
            message = report.gradescope_message("gradescope.grader_failed", lang, error=error)
            return _write(out, message)
        sys.stderr.write("attnlab: " + t("cli.grader_failed", lang, error=error) + "\n")
        return 3
    _done(lang, reports, skipped)
    if args.format == "gradescope":
        return _write(out, report.to_gradescope(reports[0], lang, args.visibility))
    writer = {"text": report.to_text, "json": report.to_json, "csv": report.to_csv,
              "html": class_report.page}[args.format]
    return _write(out, writer(reports, lang, skipped=skipped))


def _done(lang: str, reports, skipped) -> None:
    graded = sum(1 for r in reports if r.graded)
    sys.stderr.write("attnlab: " + t("cli.done", lang, graded=graded,
                                     not_graded=len(reports) - graded, skipped=len(skipped)) + "\n")


def _write(out: Path | None, text: str) -> int:
    text = text if text.endswith("\n") else text + "\n"
    if out is None:
        sys.stdout.write(text)
        return 0
    # Written beside the target and renamed over it: readers see the old report or the whole new
    # one, never an empty or half-written file. "replace": a character no report writer cleaned
    # (a lone surrogate) costs one character, never the class's report.
    fd, temp = tempfile.mkstemp(dir=out.parent, prefix=".attnlab-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace", newline="") as f:
            f.write(text)
        os.chmod(temp, 0o644 & ~_umask())
        os.replace(temp, out)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    return 0


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
