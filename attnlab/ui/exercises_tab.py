"""The Exercises tab: read an exercise, answer it, check it, get feedback and hints.

Short answers (numbers, vectors, shapes) are parsed here and checked directly: no submitted code
runs. Code answers go to the sandbox (attnlab.grading.runner), the same one the CLI and pytest use.
"""

from __future__ import annotations

import ast
import json
import logging
import os
import re
import unicodedata

import gradio as gr

from attnlab import i18n, registry
from attnlab.errors import InputError
from attnlab.grading import checks
from attnlab.grading.model import AnswerProblem, Exercise, Outcome
from attnlab.grading.report import feedback_text
from attnlab.grading.runner import SandboxUnavailable, new_seed, payload_rng, shared_sandbox
from attnlab.lessons import tab_number
from attnlab.ui import common

log = logging.getLogger(__name__)
MAX_CODE_CHARS = 20_000
MAX_TEXT_CHARS = 200


def open_lesson_js() -> str:
    """Clicking the lesson's tab button (Gradio gives it the id "<elem_id>-button") opens the
    lesson each exercise names as its own (Exercise.lesson), packs' exercises included."""
    lessons = {e.id: e.lesson for e in _all() if e.lesson}
    return (
        "(id) => { const lessons = " + json.dumps(lessons) + "; const name = lessons[id];"
        " const b = document.getElementById('tab-' + name + '-button')"
        " || document.querySelector('[data-tab-id=\"' + name + '\"]');"
        " if (b) { b.click(); window.scrollTo({top: 0, behavior: 'smooth'}); } return []; }"
    )


_exposure = {"server_name": None, "share": False}  # set by attnlab.ui.app.launch
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def set_exposure(server_name: str | None, share: bool) -> None:
    _exposure.update(server_name=server_name, share=bool(share))


def hosted() -> bool:
    """Reachable by others: a Space (SYSTEM=spaces), a non-loopback address, or a share link.

    Such an app runs code answers only fully confined; a local app on 127.0.0.1 runs the learner's
    own code with whatever protections this machine has, and says so.
    """
    name = _exposure["server_name"] or os.environ.get("GRADIO_SERVER_NAME") or "127.0.0.1"
    return os.environ.get("SYSTEM") == "spaces" or _exposure["share"] or name not in LOOPBACK


def app_sandbox():
    """The app's one sandbox: strict when others can reach the app, best effort when local."""
    return shared_sandbox(_all(), "cpu", unsafe=not hosted())


def start_sandbox() -> None:
    """Start the worker now, so the first code check does not wait for torch to import."""
    try:
        app_sandbox().start()
    except Exception:  # noqa: BLE001 - a failed start is reported by the first check instead
        log.warning("the sandbox did not start at launch", exc_info=True)


def code_note(lang: str) -> str:
    """What protects code answers here, when it is less than everything (empty otherwise)."""
    sandbox = app_sandbox()
    if not sandbox.info or sandbox.strict():
        return ""
    missing = "; ".join(sandbox.missing())
    return i18n.t("exercises.code_disabled" if hosted() else "exercises.code_limits_only", lang,
                  missing=missing)


def _all() -> tuple[Exercise, ...]:
    """Bundled exercises and the packs in ATTNLAB_PACKS (attnlab.registry)."""
    return registry.app_exercises()


def _exercise(exercise_id) -> Exercise:
    known = registry.by_id(_all())
    if exercise_id not in known:
        raise InputError("error.bad_choice", name="exercise", choices=", ".join(known))
    return known[exercise_id]


def lesson_markdown(ex: Exercise, lang: str) -> str:
    tab = ex.lesson
    if not tab:
        return ""
    return i18n.t("exercises.lesson_link", lang, lesson=i18n.t(f"title.{tab}", lang),
                  tab=tab_number(tab))


def statement_markdown(ex: Exercise, lang: str) -> str:
    points = i18n.t("exercises.points", lang, points=ex.points)
    lesson = lesson_markdown(ex, lang)
    lesson = f"\n\n{lesson}" if lesson else ""
    note = code_note(lang) if ex.kind == "code" else ""
    note = f"\n\n> {note}" if note else ""
    return f"### {ex.title[lang]}\n*{points}*\n\n{ex.statement[lang]}{lesson}{note}"


def hints_markdown(ex: Exercise, count: int, lang: str) -> str:
    """The first ``count`` hints, each under the one before."""
    hints = ex.hints[lang]
    return "\n\n".join(i18n.t("exercises.hint", lang, i=i + 1, n=len(hints), hint=hints[i])
                         for i in range(min(count, len(hints))))


# Forms a printed tensor, shape or array takes: ``tensor([..], dtype=..)`` reads as ``[..]``.
_WRAPPED = re.compile(r"^(?:torch\.|np\.|numpy\.)?(?:tensor|Size|array)\((.*)\)$", re.DOTALL)
_KEYWORDS = re.compile(r",\s*(?:dtype|device|grad_fn|requires_grad)\s*=[^,()\]]*(?:\([^()]*\))?")
_PERCENT = re.compile(r"(\d[\d.]*(?:e[+-]?\d+)?)\s*%", re.IGNORECASE)
_NAMED = re.compile(r"^[^\W\d]\w*\s*=")  # "ω = 0.9544", "ex_omega = 0.9544"
_TIMES = re.compile(r"(?<=\d)\s*[×xX*]\s*(?=\d)")  # 2×3×5×4 for a shape


def _arithmetic(text: str):
    """A number, a list or a tuple written with + - * / ** and brackets; never executes code."""

    def ev(node):
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            return node.value if type(node.value) is float or abs(node.value) < 2**53 else float(node.value)
        if isinstance(node, ast.Name) and node.id.lower() in ("nan", "inf"):  # graded as not finite
            return float(node.id)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.UAdd, ast.USub)):
            v = ev(node.operand)
            if not isinstance(v, (int, float)):
                raise ValueError
            return -v if isinstance(node.op, ast.USub) else v
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow)):
            a, b = ev(node.left), ev(node.right)
            if not (isinstance(a, (int, float)) and isinstance(b, (int, float))):
                raise ValueError
            a, b = float(a), float(b)  # floats only: 9 ** 9 ** 9 overflows instead of hanging
            op = type(node.op)
            return (a + b if op is ast.Add else a - b if op is ast.Sub else a * b if op is ast.Mult
                    else a / b if op is ast.Div else a ** b)
        if isinstance(node, ast.List):
            return [ev(e) for e in node.elts]
        if isinstance(node, ast.Tuple):
            return tuple(ev(e) for e in node.elts)
        raise ValueError

    try:
        value = ev(ast.parse(text, mode="eval").body)
    except (SyntaxError, ValueError, TypeError, ArithmeticError, MemoryError, RecursionError):
        return None
    return None if isinstance(value, complex) else value


def _unwrap(value, kind: str):
    """[x] for a number is x; [[a, b, c]] (a printed row) is [a, b, c]."""
    while isinstance(value, (list, tuple)) and len(value) == 1 and (
            kind == "number" or isinstance(value[0], (list, tuple))):
        value = value[0]
    return value


def parse_short_answer(text, kind: str):
    """What a learner types, as a number or a list: '0.9544', '0,9544', '23.79%', '10/9',
    '≈ 1.1111', '0.44, 0.65, 0.57', '[0.44 0.65 0.57]' (numpy's print), 'tensor([..])',
    '（2，3，5，4）', 'torch.Size([2, 3, 5, 4])' or '2×3×5×4'. Unreadable text raises an InputError
    that says how to type the answer."""
    raw = str(text if text is not None else "").strip()
    if not raw:
        raise InputError("error.vector_empty")
    if len(raw) > MAX_TEXT_CHARS:
        raise InputError("exercises.answer_too_long", limit=MAX_TEXT_CHARS)
    s = unicodedata.normalize("NFKC", raw).translate(str.maketrans({"、": ",", ";": ","}))
    s = re.split(r"[≈=]", s)[-1] if _NAMED.match(s) or "≈" in s else s
    s = s.strip().rstrip("。.!！").strip()
    wrapped = _WRAPPED.match(s)
    if wrapped:
        s = _KEYWORDS.sub("", wrapped.group(1)).strip()
    if kind == "shape":
        s = _TIMES.sub(", ", s)
    else:
        s = _PERCENT.sub(r"(\1/100)", s)
    if kind == "number" and re.fullmatch(r"[+-]?[1-9]\d{0,2}(,\d{3})+", s):
        s = s.replace(",", "")  # thousands grouped: 2,360,064 (and 1,000 is a thousand)
    elif kind == "number" and re.fullmatch(r"[+-]?\d+,\d+", s):
        s = s.replace(",", ".")  # a decimal comma: one number, never a list of two
    value = _arithmetic(s) if s else None
    if value is None:  # numbers separated by spaces, as numpy prints them: [0.44 0.65 0.57]
        parts = [p for p in re.split(r"[\s,]+", s.strip("[]() ")) if p]
        values = [_arithmetic(p) for p in parts]
        if parts and all(isinstance(v, (int, float)) for v in values):
            value = values
    if value is None:
        raise InputError(f"exercises.unparsed_{kind}", value=raw[:40])
    if isinstance(value, tuple) and not s.startswith("("):
        value = list(value)  # 0.44, 0.65, 0.57: a list typed without brackets
    return _unwrap(value, kind)


def check_short(ex: Exercise, text) -> Outcome:
    value = parse_short_answer(text, ex.kind)
    payload = {**ex.make_payload(payload_rng(new_seed(), ex.id)), "device": "cpu"}
    try:
        result = checks.number_out(value) if ex.kind == "number" else checks.sequence_out(value)
    except AnswerProblem as p:
        return Outcome("failed", 0, ex.points, p.key, p.args_)
    return ex.grade(payload, result)


def check_code(ex: Exercise, code) -> Outcome:
    source = str(code or "")
    if len(source) > MAX_CODE_CHARS:
        raise InputError("exercises.code_too_long", limit=MAX_CODE_CHARS)
    sandbox = app_sandbox()
    try:
        sandbox.start()
    except SandboxUnavailable:
        return Outcome("error", 0, ex.points, "feedback.sandbox_failed", {})
    if hosted() and not sandbox.strict():
        raise InputError("exercises.code_disabled", missing="; ".join(sandbox.missing()))
    ((_, outcome),) = sandbox.grade(source, [ex.id])
    return outcome


def progress_markdown(progress: dict, lang: str) -> str:
    total = sum(e.points for e in _all())
    score = sum(progress.get(e.id, 0) for e in _all())
    marks = "".join(("●" if progress.get(e.id, 0) == e.points else "○") for e in _all())
    return i18n.t("exercises.progress", lang, score=score, total=total) + f"  {marks}"


# --- handlers -------------------------------------------------------------------------------------


def exercise_show(exercise_id, request: gr.Request):
    """Statement, the right answer widget, the starter code, cleared feedback."""

    def compute(lang):
        ex = _exercise(exercise_id)
        code = ex.kind == "code"
        return (statement_markdown(ex, lang), gr.update(visible=not code, value=""),
                gr.update(visible=code, value=ex.starter), "", 0)

    return common.run_translated(request, compute)


def exercise_check(exercise_id, answer_text, answer_code, progress, request: gr.Request):
    """Grade one answer: (feedback markdown, progress markdown, progress state)."""

    def compute(lang):
        ex = _exercise(exercise_id)
        outcome = check_code(ex, answer_code) if ex.kind == "code" else check_short(ex, answer_text)
        state = dict(progress or {})
        state[ex.id] = max(state.get(ex.id, 0), outcome.score)
        text = i18n.t("exercises.result", lang, status=i18n.t(f"status.{outcome.status}", lang),
                      score=outcome.score, max_score=outcome.max_score,
                      feedback=feedback_text(outcome, lang))
        return text, progress_markdown(state, lang), state

    return common.run_translated(request, compute)


def exercise_hint(exercise_id, shown, request: gr.Request):
    """One more hint, shown under the earlier ones: (hints markdown, number of hints shown)."""

    def compute(lang):
        ex = _exercise(exercise_id)
        hints = ex.hints[lang]
        try:
            count = max(0, min(int(shown or 0), len(hints)))
        except (TypeError, ValueError):
            count = 0
        if count >= len(hints):
            return (hints_markdown(ex, count, lang) + "\n\n"
                    + i18n.t("exercises.no_more_hints", lang)).strip(), count
        return hints_markdown(ex, count + 1, lang), count + 1

    return common.run_translated(request, compute)


def build(demo: gr.Blocks) -> None:
    t = common.i18n_instance()
    first = _all()[0]
    gr.Markdown(t("exercises.intro"))
    with gr.Row():
        with gr.Column(scale=2, min_width=320):
            picker = gr.Dropdown(
                choices=[(t(f"exercise.{e.id}.title"), e.id) for e in _all()],
                value=first.id, label=t("widget.exercise"), elem_id="exercise-picker",
            )
            progress_md = gr.Markdown(elem_id="exercise-progress")
            statement = gr.Markdown(elem_id="exercise-statement")
            hint_md = gr.Markdown(elem_id="exercise-hint")
            with gr.Row():
                hint = gr.Button(t("widget.hint"), size="sm", elem_id="exercise-hint-button")
                lesson = gr.Button(t("widget.open_lesson"), size="sm", elem_id="exercise-lesson-button")
        with gr.Column(scale=3):
            answer_text = gr.Textbox(label=t("widget.answer_text"), visible=False,
                                     elem_id="exercise-answer", max_length=MAX_TEXT_CHARS)
            answer_code = gr.Code(value=first.starter, language="python",
                                  label=t("widget.answer_code"), elem_id="exercise-code",
                                  interactive=True, lines=14)
            check = gr.Button(t("widget.check"), variant="primary", elem_id="exercise-check")
            result = gr.Markdown(elem_id="exercise-result")
    progress = gr.State({})
    hints_shown = gr.State(0)

    gr.on(triggers=[demo.load, picker.change], fn=exercise_show, inputs=picker,
          outputs=[statement, answer_text, answer_code, hint_md, hints_shown],
          api_name="exercise_show", preprocess=False)
    gr.on(triggers=[check.click, answer_text.submit], fn=exercise_check,
          inputs=[picker, answer_text, answer_code, progress],
          outputs=[result, progress_md, progress], api_name="exercise_check",
          concurrency_limit=2, preprocess=False)
    hint.click(exercise_hint, inputs=[picker, hints_shown], outputs=[hint_md, hints_shown],
               api_name="exercise_hint", preprocess=False)
    picker.change(lambda: "", outputs=result, api_visibility="private", queue=False)
    lesson.click(None, inputs=picker, outputs=None, js=open_lesson_js(), api_visibility="private")
