"""Report writers for graded submissions: text, JSON, CSV, Gradescope's results.json and an HTML
class report (attnlab.grading.class_report)."""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

from attnlab.grading import points
from attnlab.grading.model import Exercise, Outcome, check_results, clean_text
from attnlab.grading.submissions import Skipped
from attnlab.i18n import STRINGS, _Blank, t, t_safe


@dataclass(frozen=True)
class SubmissionReport:
    path: str
    results: list[tuple[Exercise, Outcome]]
    graded: bool = True  # False: the file could not be read (every exercise is a load error)
    seed: int | None = None  # the run's seed: every probe input was drawn from it
    notes: dict = field(default_factory=dict)  # how it ran: Sandbox.grade_with_notes

    @property
    def score(self) -> float:
        return sum(o.score for _, o in self.results)

    @property
    def max_score(self) -> float:
        return sum(o.max_score for _, o in self.results)


def readable_path(path: str) -> str:
    """A file name as text that can be written anywhere: a name that is not UTF-8 (a tar upload
    carries them) reaches Python with lone surrogates ("\\udcff"), which no UTF-8 writer accepts;
    its undecodable bytes become U+FFFD, so one name never loses the whole report."""
    try:
        raw = str(path).encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate that is not an escaped byte (never from os.listdir)
        raw = str(path).encode("utf-8", "replace")
    return raw.decode("utf-8", "replace")


def path_text(path: str) -> str:
    """A submission's file name as one line of plain text: the name is the student's choice, so
    control, bidi and escape characters (a forged report line, a terminal escape) become spaces."""
    return clean_text(readable_path(path), 4096)


_FORMULA = ("=", "+", "-", "@")


def csv_text(path: str) -> str:
    """``path_text``, and never the start of a spreadsheet formula (``=HYPERLINK(...)``)."""
    text = path_text(path)
    return "'" + text if text.lstrip().startswith(_FORMULA) else text


_OUTPUT = re.compile(r"output(?: (\d{1,2}))?")


def _what(value: object, lang: str) -> object:
    """The checkers name a tensor "output" or "output 2": words, so said in the learner's
    language ("第 2 个输出"); code names (`sa_v1(x)`, `merged`) stay as written."""
    if value == "result":  # the default name of a checked tensor (checks.tensor_out)
        return t("what.result", lang)
    match = _OUTPUT.fullmatch(value) if isinstance(value, str) else None
    if not match:
        return value
    return t("what.output_n", lang, n=match[1]) if match[1] else t("what.output", lang)


def _cjk(ch: str) -> bool:
    """A Chinese character or full-width punctuation: Chinese sets no space next to these."""
    return ("\u3000" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"
            or "\uff00" <= ch <= "\uffef")


_FIELD = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


def _tight(template: str, args: dict) -> str:
    """A Chinese template with the space beside a field dropped where the value that fills it
    meets Chinese text on that side ("{what} 中出现了" with "输出" reads "输出中出现了"). The spaces
    stay around code and numbers ("sa_v1(x) 中", "在 (0, 1) 处"), as Chinese typography wants."""
    out, at = [], 0
    for m in _FIELD.finditer(template):
        value = str(args.get(m[1], ""))
        before = template[at:m.start()]
        if value and _cjk(value[0]) and before.endswith(" ") and len(before) > 1 and _cjk(before[-2]):
            before = before[:-1]
        out.append(before + m[0])
        at = m.end()
        if value and _cjk(value[-1]) and template[at:at + 1] == " " and _cjk(template[at + 1:at + 2]):
            at += 1
    return "".join(out) + template[at:]


_NO_MODULE = re.compile(r"ModuleNotFoundError: No module named '[\w.]+'(?: \([^)]*\))?")


def _error_notes(args: dict, lang: str) -> dict:
    """Error texts quoted in feedback are Python's, as the learner's code raised them, and stay
    as written; what they mean for grading is said in the learner's language beside them (a module
    the grader lacks), never carried inside the error's own English message."""
    out = dict(args)
    for k in ("error", "cause"):
        v = out.get(k)
        if isinstance(v, str) and _NO_MODULE.search(v) and t("feedback.module_absent", "en") not in v:
            m = _NO_MODULE.search(v)
            out[k] = v[:m.end()] + (": " if lang != "zh" else "：") + t("feedback.module_absent", lang) + v[m.end():]
    return out


def feedback_text(outcome: Outcome, lang: str) -> str:
    args = _error_notes(dict(outcome.args), lang)
    if "what" in args:
        args["what"] = _what(args["what"], lang)
    entry = STRINGS.get(outcome.feedback) or STRINGS["feedback.malformed"]
    if lang == "zh" and "zh" in entry:
        text = _tight(entry["zh"], args).format_map(_Blank(args))
    else:
        text = t_safe(outcome.feedback, lang, **args)
    if args.get("either") in STRINGS:  # a second reading that reproduces the answer as exactly
        either = {k.removeprefix("either_"): v for k, v in args.items() if k.startswith("either_")}
        connector = "rewrite.either_error" if args.get("raised_either") else "rewrite.either"
        text += ("" if lang == "zh" else " ") + t(connector, lang) + ("" if lang == "zh" else " ") \
            + t_safe(args["either"], lang, **either)
    if args.get("exact") in STRINGS:  # an exercise's own text, then the rewrite that gives the answer
        exact = {k.removeprefix("exact_"): v for k, v in args.items() if k.startswith("exact_")}
        text += ("" if lang == "zh" else " ") + t("rewrite.exactly", lang) + ("" if lang == "zh" else " ") \
            + t_safe(args["exact"], lang, **exact)
    if args.get("also") in STRINGS:  # the error model's second rewrite of a pair, said after the first
        also = {k.removeprefix("also_"): v for k, v in args.items() if k.startswith("also_")}
        text += ("" if lang == "zh" else " ") + t("rewrite.also", lang) + ("" if lang == "zh" else " ") \
            + t_safe(args["also"], lang, **also)
    if args.get("concept") in STRINGS:  # the concept behind a raised error (raise_explain)
        concept = {k.removeprefix("concept_"): v for k, v in args.items() if k.startswith("concept_")}
        # a raised error's text ends without a stop (an error's own closing bracket is not one)
        if text and text[-1] not in ".。!！?？" + ("" if outcome.feedback == "feedback.raised" else ")）"):
            text += "。" if lang == "zh" else "."
        text += ("" if lang == "zh" else " ") + t_safe(args["concept"], lang, **concept)
    if args.get("diverge_line") not in (None, ""):  # the line where the answer's steps leave the right ones
        if text and text[-1] not in ".。!！?？)）":
            text += "。" if lang == "zh" else "."
        at = {k.removeprefix("diverge_"): v for k, v in args.items() if k.startswith("diverge_")}
        key = ("feedback.diverge_at_cell" if at.get("cell") else "feedback.diverge_at") \
            + ("" if at.get("op") not in (None, "", "=") else "_plain")  # "=": a Python number bound
        if at.get("kind") == "unrestored":  # the axes moved once and never moved back
            key = "feedback.unrestored_at_cell" if at.get("cell") else "feedback.unrestored_at"
        elif at.get("kind") == "along":  # the op along the axis the text names
            key = "feedback.along_at_cell" if at.get("cell") else "feedback.along_at"
        text += ("" if lang == "zh" else " ") + t_safe(key, lang, **at)
        if args.get("diverge_how") in STRINGS:
            how = {k.removeprefix("diverge_how_"): v for k, v in args.items() if k.startswith("diverge_how_")}
            if str(how.get("what", "")).startswith("diverge.what_") and how["what"] in STRINGS:
                # the tensor the right computation has there, named in the learner's language
                how["what"] = t_safe(how["what"], lang, name=how.get("name", ""))
            text += ("" if lang == "zh" else " ") + t_safe(args["diverge_how"], lang, **how)
    if args.get("settings"):  # a global torch setting of the learner's file explains the failure
        text += ("" if lang == "zh" else " ") + t("feedback.settings_note", lang,
                                                  settings=args["settings"])
    if lang == "zh":  # torch's English message ends on "." where the Chinese sentence puts "。"
        text = text.replace(".。", "。")
    return text


def note_lines(notes: dict, lang: str) -> list[str]:
    """How a submission ran, in the learner's language: the order of a notebook's cells, each cell
    (or line of a file) that failed, and the IPython lines that were left out."""
    lines = []
    if notes.get("order") == "saved":
        lines.append(t("note.order_saved", lang))
    elif notes.get("order") == "document":
        lines.append(t("note.order_fallback" if "saved" in notes.get("tried", ())
                       else "note.order_document", lang))
    for f in notes.get("failures", ()):
        key = ("note.cell_went_on" if f.get("soft") else "note.cell_failed") if f.get("cell") \
            else ("note.line_went_on" if f.get("soft") else "note.line_failed")
        lines.append(t(key, lang, cell=f.get("cell"), line=f.get("line"),
                       error=clean_text(f.get("error", ""))))
    for cell, line in notes.get("skipped", ()):
        lines.append(t("note.skipped", lang, cell=cell, line=clean_text(line, 120)) if cell
                     else t("note.skipped_more", lang, n=str(line).lstrip("+")))
    return lines


def _num(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 4)


_MARKS = {"passed": "✓", "failed": "✗", "not_run": "·"}


def check_rows(e: Exercise, o: Outcome, lang: str) -> list[dict]:
    """Each check of an exercise's outcome: name, title, status, score and max_score."""
    return [{"name": c.name, "title": points.title(e.id, c.name, lang), "status": c.status,
             "score": _num(c.score), "max_score": _num(c.max_score)}
            for c in check_results(e, o)]


def check_lines(e: Exercise, o: Outcome, lang: str) -> list[str]:
    """One line per check of an exercise with several ("✓ right values: 1 / 1 (passed)")."""
    if len(e.parts) < 2:
        return []
    return [t("check.line", lang, mark=_MARKS[c["status"]], title=c["title"], score=c["score"],
              max_score=c["max_score"], status=t(f"check_status.{c['status']}", lang))
            for c in check_rows(e, o, lang)]


def to_json(reports: list[SubmissionReport], lang: str = "en",
            skipped: Sequence[Skipped] = ()) -> str:
    return json.dumps({
        "submissions": [
            {"path": readable_path(r.path), "score": _num(r.score), "max_score": _num(r.max_score),
             "seed": r.seed,
             "exercises": [{"id": e.id, "status": o.status, "score": _num(o.score),
                            "max_score": _num(o.max_score), "feedback": feedback_text(o, lang),
                            "checks": check_rows(e, o, lang)}
                           for e, o in r.results],
             "notes": note_lines(r.notes, lang)}
            for r in reports],
        "skipped": [{"path": readable_path(s.path), "reason": t(s.reason, lang)} for s in skipped],
    }, ensure_ascii=False, indent=2)


def width(text: str) -> int:
    """Columns ``text`` takes in a terminal: wide (CJK) and full-width characters take two."""
    return sum(0 if unicodedata.combining(ch) else
               2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def pad(text: str, columns: int, right: bool = False) -> str:
    """``text`` padded with spaces to ``columns`` terminal columns (left-aligned by default)."""
    fill = " " * max(0, columns - width(text))
    return fill + text if right else text + fill


def to_text(reports: list[SubmissionReport], lang: str = "en",
            skipped: Sequence[Skipped] = ()) -> str:
    lines = []
    statuses = [t(f"status.{s}", lang) for s in ("passed", "failed", "error", "missing")]
    status_w = max(map(width, statuses))
    id_w = max([width(e.id) for r in reports for e, _ in r.results] + [8])
    for r in reports:
        lines.append(f"{path_text(r.path)}: {_num(r.score)} / {_num(r.max_score)}"
                     + (f"  ({t('report.seed', lang, seed=r.seed)})" if r.seed is not None else ""))
        lines += [f"  {t('note.label', lang)}: {note}" for note in note_lines(r.notes, lang)]
        for e, o in r.results:
            score = pad(str(_num(o.score)), 3, right=True) + "/" + pad(str(_num(o.max_score)), 3)
            lines.append(f"  {pad(e.id, id_w)} {pad(t('status.' + o.status, lang), status_w)} "
                         f"{score} {feedback_text(o, lang)}")
            lines += [f"  {' ' * id_w}   {line}" for line in check_lines(e, o, lang)]
        lines.append("")
    if skipped:
        lines.append(t("report.skipped_heading", lang))
        lines += [f"  {path_text(s.path)}: {t(s.reason, lang)}" for s in skipped]
        lines.append("")
    return "\n".join(lines)


def to_csv(reports: list[SubmissionReport], lang: str = "en",
            skipped: Sequence[Skipped] = ()) -> str:
    """One row per submission: total, then each exercise's score and status (passed, failed,
    error or missing: a load error, a missing answer and a wrong one are all 0 points), then
    the score of each check of the exercises that have several (``<id>.<check>``)."""
    buf = io.StringIO()
    writer = csv.writer(buf)
    first = reports[0].results if reports else []
    ids = [e.id for e, _ in first]
    parts = [f"{e.id}.{c.name}" for e, _ in first if len(e.parts) > 1 for c in e.parts]
    writer.writerow(["path", "score", "max_score", "seed",
                     *(c for i in ids for c in (i, f"{i}_status")), *parts])
    for r in reports:
        cells = [c for _, o in r.results for c in (_num(o.score), o.status)]
        cells += [_num(c.score) for e, o in r.results if len(e.parts) > 1
                  for c in check_results(e, o)]
        seed = "" if r.seed is None else r.seed
        writer.writerow([csv_text(r.path), _num(r.score), _num(r.max_score), seed, *cells])
    return buf.getvalue()


VISIBILITIES = ("hidden", "after_due_date", "after_published", "visible")


def _gradescope_tests(e: Exercise, o: Outcome, lang: str, visibility: str | None) -> list[dict]:
    """An exercise's tests: one, or one per check where it has several (each with its points:
    the tests' scores add up to the exercise's)."""
    title = e.title.get(lang, e.title["en"])
    shown = {"visibility": visibility} if visibility else {}
    if len(e.parts) < 2:
        return [{"name": f"{e.id}: {title}", "score": _num(o.score), "max_score": _num(o.max_score),
                 "status": "passed" if o.status == "passed" else "failed",
                 "output": feedback_text(o, lang), **shown}]
    tests = []
    for c in check_rows(e, o, lang):
        output = {"passed": t("gradescope.passed", lang), "failed": feedback_text(o, lang),
                  "not_run": t("gradescope.not_reached", lang)}[c["status"]]
        tests.append({"name": t("gradescope.check_name", lang, id=e.id, title=title,
                                check=c["title"]),
                      "score": c["score"], "max_score": c["max_score"],
                      "status": "passed" if c["status"] == "passed" else "failed",
                      "output": output, **shown})
    return tests


def to_gradescope(report: SubmissionReport, lang: str = "en", visibility: str | None = None) -> str:
    """Gradescope's autograder results.json for one submission: a test per exercise, or per check
    of an exercise that has several; ``visibility`` (VISIBILITIES) for the whole result and each
    test, Gradescope's default (visible) when None."""
    seeded = [] if report.seed is None else [t("gradescope.seed", lang, seed=report.seed)]
    output = "\n".join(seeded + note_lines(report.notes, lang))
    # Only Gradescope's documented top-level fields: the maximum and the seed go in extra_data
    # (Gradescope takes the assignment's maximum from its own settings).
    extra = {"max_score": _num(report.max_score),
             **({"seed": report.seed} if report.seed is not None else {})}
    return json.dumps({
        "score": _num(report.score),
        **({"output": output} if output else {}),
        **({"visibility": visibility} if visibility else {}),
        "extra_data": extra,
        "tests": [test for e, o in report.results
                  for test in _gradescope_tests(e, o, lang, visibility)],
    }, ensure_ascii=False, indent=2)


def gradescope_message(key: str, lang: str = "en", **args) -> str:
    """A results.json that tells the student what went wrong when nothing could be graded."""
    return json.dumps({"score": 0, "output": t(key, lang, **args), "tests": []},
                      ensure_ascii=False, indent=2)

