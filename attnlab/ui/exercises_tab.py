"""The Exercises tab: read an exercise, answer it, check it, get feedback and hints.

Short answers (numbers, vectors, shapes) are parsed here and checked directly: no submitted code
runs. Code answers go to the sandbox (attnlab.grading.runner), the same one the CLI and pytest use.
"""

from __future__ import annotations

import collections
import json
import logging
import sys
import threading

import gradio as gr

from attnlab import hosting, i18n
from attnlab.errors import InputError
from attnlab.grading import checks
from attnlab.grading.layers import layers_text
from attnlab.grading.model import AnswerProblem, Exercise, Outcome
from attnlab.grading.points import title as check_title
from attnlab.grading.report import check_lines, feedback_text
from attnlab.grading.runner import (Limits, SandboxUnavailable, new_seed, payload_rng,
                                    shared_sandbox)
from attnlab.grading.typed_answers import MAX_TEXT_CHARS, parse_short_answer  # noqa: F401
from attnlab.lessons import tab_number
from attnlab.ui import common, real_layer, saved_work, serving
from attnlab.ui import code_gate
from attnlab.ui.code_gate import Refused, client_of, learner_of  # noqa: F401 - their home
from attnlab.ui.exercise_common import all_exercises as _all
from attnlab.ui.exercise_common import clean_progress, hints_markdown, progress_markdown
from attnlab.ui.exercise_common import exercise_by_id as _exercise

log = logging.getLogger(__name__)
MAX_CODE_CHARS = 20_000


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


# The app's bounds on one code check: an honest answer computes in milliseconds, so a few seconds
# is plenty, and a slot held by a hostile answer comes back soon (see code_gate).
APP_LIMITS = Limits(cpu_seconds=10, wall_seconds=4.0, budget_seconds=5.0)
GATE = code_gate.GATES["code"]
# Gradio's own cap on exercise_check handlers at once: code checks hold at most GATE's slots plus
# its waiting line, so short answers always find a free handler and never queue behind code.
CHECK_CONCURRENCY = GATE.handlers


def app_sandbox():
    """The app's one sandbox: strict, unless its own user asked for an unsafe local run."""
    return shared_sandbox(_all(), "cpu", unsafe=hosting.unsafe_local(), limits=APP_LIMITS)


def start_sandbox() -> None:
    """Start the worker now, so the first code check does not wait for torch to import."""
    try:
        app_sandbox().start()
    except Exception:  # noqa: BLE001 - a failed start is reported by the first check instead
        log.warning("the sandbox did not start at launch", exc_info=True)


def code_available() -> bool:
    """Code answers run here: fully confined, or (a local app only) the user asked to run them
    unconfined. Waits for the sandbox's start, so no statement shows before it is known."""
    sandbox = app_sandbox()
    try:
        sandbox.start()
    except SandboxUnavailable:
        return False
    return sandbox.strict() or sandbox.unsafe


def code_note(lang: str) -> str:
    """What protects code answers here, or why they are off, in the learner's words."""
    sandbox = app_sandbox()
    if not code_available():
        if sys.platform != "linux":
            return i18n.t("exercises.code_needs_linux", lang)
        if not sandbox.info:
            return i18n.t("exercises.code_broken", lang)
        missing = "; ".join(sandbox.missing())
        return i18n.t("exercises.code_disabled" if hosting.hosted() else "exercises.code_refused_local",
                      lang, missing=missing)
    if not sandbox.strict():
        return i18n.t("exercises.code_limits_only", lang, missing="; ".join(sandbox.missing()))
    return i18n.t("exercises.protected", lang, layers=layers_text(sandbox.protections(), lang))


def lesson_markdown(ex: Exercise, lang: str) -> str:
    tab = ex.lesson
    if not tab:
        return ""
    return i18n.t("exercises.lesson_link", lang, lesson=i18n.t(f"title.{tab}", lang),
                  tab=tab_number(tab))


def statement_markdown(ex: Exercise, lang: str) -> str:
    points = i18n.t("exercises.points", lang, points=ex.points)
    if len(ex.parts) > 1:  # points per check
        points += " · " + i18n.t("exercises.checks", lang, checks=", ".join(
            i18n.t("exercises.check_item", lang, title=check_title(ex.id, c.name, lang),
                   points=c.points) for c in ex.parts))
    lesson = lesson_markdown(ex, lang)
    lesson = f"\n\n{lesson}" if lesson else ""
    note = code_note(lang) if ex.kind == "code" else ""
    note = f"\n\n> {note}" if note else ""
    return f"### {ex.title[lang]}\n*{points}*\n\n{ex.statement[lang]}{lesson}{note}"


# A short answer's grade is a pure function of the exercise and the value wherever the exercise's
# inputs do not depend on the seed (the book's numbers): a class sends the same few wrong answers
# again and again, and the error model's search for the route behind one costs 5-20 ms of CPU
# (benchmarks/class_load.py's p95). Bounded in entries; keys are short (parsed, bounded answers).
SHORT_GRADES: collections.OrderedDict = collections.OrderedDict()
MAX_SHORT_GRADES = 4096
_SHORT_LOCK = threading.Lock()
_SEEDLESS: dict[str, bool] = {}


def _seedless(ex: Exercise) -> bool:
    if ex.id not in _SEEDLESS:
        _SEEDLESS[ex.id] = ex.make_payload(payload_rng(1, ex.id)) == ex.make_payload(payload_rng(2, ex.id))
    return _SEEDLESS[ex.id]


def check_short(ex: Exercise, text) -> Outcome:
    value = parse_short_answer(text, ex.kind)
    key = (ex.id, repr(value)) if _seedless(ex) else None
    with _SHORT_LOCK:
        known = SHORT_GRADES.get(key) if key else None
    if known is not None:
        return known
    payload = {**ex.make_payload(payload_rng(new_seed(), ex.id)), "device": "cpu"}
    try:
        result = checks.number_out(value) if ex.kind == "number" else checks.sequence_out(value)
    except AnswerProblem as p:
        return Outcome("failed", 0, ex.points, p.key, p.args_)
    outcome = ex.grade(payload, result)
    if key:
        with _SHORT_LOCK:
            SHORT_GRADES[key] = outcome
            while len(SHORT_GRADES) > MAX_SHORT_GRADES:
                SHORT_GRADES.popitem(last=False)
    return outcome


def check_code(ex: Exercise, code, learner: str, client: str = "") -> Outcome:
    """Grade a code answer in the sandbox; raises Refused when it cannot run now."""
    source = str(code or "")
    if len(source) > MAX_CODE_CHARS:
        raise InputError("exercises.code_too_long", limit=MAX_CODE_CHARS)
    if not code_available():
        raise Refused("exercises.code_off")
    with GATE.admit(learner, client):
        ((_, outcome),) = app_sandbox().grade(source, [ex.id])
    return outcome


# --- handlers -------------------------------------------------------------------------------------


def exercise_show(exercise_id, request: gr.Request):
    """Statement, the right answer widget, the starter code, cleared feedback, and the Check
    button (hidden, with the editor, where code answers cannot run here)."""

    def compute(lang):
        ex = _exercise(exercise_id)
        code = ex.kind == "code"
        runnable = not code or code_available()
        return (statement_markdown(ex, lang), gr.update(visible=not code, value=""),
                gr.update(visible=code and runnable, value=ex.starter), "", 0,
                gr.update(visible=runnable))

    return common.run_translated(request, compute)


def exercise_check(exercise_id, answer_text, answer_code, progress, request: gr.Request):
    """Grade one answer: (feedback markdown, progress markdown, progress state)."""

    def compute(lang):
        ex = _exercise(exercise_id)
        state = clean_progress(progress)
        try:
            outcome = (check_code(ex, answer_code, learner_of(request), client_of(request))
                       if ex.kind == "code" else check_short(ex, answer_text))
        except Refused as r:  # not graded: say why, and leave the progress as it was
            return i18n.t(r.key, lang), progress_markdown(state, lang), state
        state[ex.id] = max(state.get(ex.id, 0), outcome.score)
        text = i18n.t("exercises.result", lang, status=i18n.t(f"status.{outcome.status}", lang),
                      score=outcome.score, max_score=outcome.max_score,
                      feedback=feedback_text(outcome, lang))
        lines = check_lines(ex, outcome, lang)  # points per check, where it has several
        if lines:
            text += "\n\n" + "\n".join(f"- {line}" for line in lines)
        return text, progress_markdown(state, lang), state

    return common.run_translated(request, compute)


def real_layer_check(sentence, code, request: gr.Request):
    """The code answer's ex_mha_forward on one real GPT-2 layer, for ``sentence``: not graded,
    a sentence saying whether it reproduces the layer, or where it first differs."""

    def compute(lang):
        ex = _exercise(real_layer.EXERCISE)
        source = str(code or "")
        if len(source) > MAX_CODE_CHARS:
            raise InputError("exercises.code_too_long", limit=MAX_CODE_CHARS)
        try:
            if not code_available():
                raise Refused("exercises.code_off")
            with GATE.admit(learner_of(request), client_of(request)):
                # GPT-2's forward is part of the check's cost: it runs under the gate too. Bad
                # sentences and a missing model raise here (the gate lets go).
                case = real_layer.case_for(sentence)
                result, problem = app_sandbox().run_probe(source, ex, "probe_real_layer",
                                                          real_layer.payload_of(case))
        except Refused as r:
            return i18n.t(r.key, lang)
        if problem is not None:
            return feedback_text(problem, lang)
        return real_layer.verdict(case, result, lang)

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
                                  interactive=True, lines=14, buttons=["copy"])
            # No download icon: it saved one answer as file.py; "Download my answers" gives the
            # whole answers file the CLI and the graders read.
            check = gr.Button(t("widget.check"), variant="primary", elem_id="exercise-check")
            result = gr.Markdown(elem_id="exercise-result")
            with gr.Group(visible=first.id == real_layer.EXERCISE) as real_row:
                gr.Markdown(t("real_layer.intro"))
                real_sentence = gr.Textbox(value="Your journey starts with one step", max_lines=2,
                                           label=t("widget.real_layer_sentence"),
                                           elem_id="real-layer-sentence")
                real_run = gr.Button(t("widget.real_layer_run"), size="sm", elem_id="real-layer-run")
                real_md = gr.Markdown(elem_id="real-layer-result")
    with gr.Accordion(t("saved.title"), open=True, elem_id="saved-work"):
        gr.Markdown(t("saved.note"))
        with gr.Row():
            download_py = gr.Button(t("widget.download_py"), size="sm", elem_id="saved-download-py")
            download_nb = gr.Button(t("widget.download_ipynb"), size="sm",
                                    elem_id="saved-download-ipynb")
            opener = gr.UploadButton(t("widget.open_file"), size="sm", file_types=[".py", ".ipynb"],
                                     file_count="single", type="filepath", elem_id="saved-open")
            erase = gr.Button(t("widget.start_over"), size="sm", variant="stop",
                              elem_id="saved-start-over")
        with gr.Row(visible=False) as confirm_row:
            gr.Markdown(t("saved.start_over_question"))
            erase_yes = gr.Button(t("widget.start_over_confirm"), size="sm", variant="stop",
                                  elem_id="saved-start-over-yes")
            erase_no = gr.Button(t("widget.cancel"), size="sm", elem_id="saved-start-over-no")
        saved_file = gr.File(label=t("widget.answers_file"), visible=False, interactive=False,
                             elem_id="saved-file")
        saved_md = gr.Markdown(elem_id="saved-message")
    # Kept in the learner's browser (localStorage), never on the server: attnlab/ui/saved_work.py.
    answers = gr.BrowserState({}, storage_key=saved_work.STORAGE + ".answers",
                              secret=saved_work.SECRET)
    progress = gr.BrowserState({}, storage_key=saved_work.STORAGE + ".progress",
                               secret=saved_work.SECRET)
    hints = gr.BrowserState({}, storage_key=saved_work.STORAGE + ".hints", secret=saved_work.SECRET)
    place = gr.BrowserState({}, storage_key=saved_work.STORAGE + ".place", secret=saved_work.SECRET)
    loaded = gr.Number(0, visible="hidden", elem_id="saved-loaded")  # see saved_work.LOADED_JS
    hints_shown = gr.State(0)
    versions = {e.id: saved_work.version_of(e) for e in _all()}

    # always_last: a pick made while the first statement still loads (it waits for the sandbox's
    # status) is shown next, never dropped, so the statement always matches the picker.
    # The most frequent events serve their own outputs (attnlab/ui/serving.py): no thread hop
    # per output for Gradio's postprocessing.
    shown = [statement, answer_text, answer_code, hint_md, hints_shown, check]
    gr.on(triggers=[demo.load, picker.change], fn=serving.served_handler(exercise_show, shown),
          inputs=picker, outputs=shown, api_name="exercise_show", preprocess=False,
          postprocess=not serving.SERVE_OWN, trigger_mode="always_last",
          # progress on one component each: every status Gradio's page keeps is re-sent on each
          # later event's status change (a lesson step's click pays for them: attnlab/ui/steps.py)
          show_progress_on=[statement]).then(
        saved_work.restore, inputs=[picker, answers, hints, progress],
        outputs=[answer_text, answer_code, hint_md, hints_shown, saved_md, progress_md],
        api_name="exercise_restore", preprocess=False,
        show_progress_on=[])  # quick, after the statement's progress: no status kept for it
    checked = [result, progress_md, progress]
    gr.on(triggers=[check.click, answer_text.submit],
          fn=serving.served_handler(exercise_check, checked),
          inputs=[picker, answer_text, answer_code, progress], outputs=checked,
          api_name="exercise_check", concurrency_limit=CHECK_CONCURRENCY, preprocess=False,
          postprocess=not serving.SERVE_OWN)
    for box in (answer_text, answer_code):  # typing saves in the browser alone
        box.input(None, inputs=[picker, box, answers], outputs=answers,
                  js=saved_work.save_js(versions), api_visibility="private")
    hint.click(serving.served_handler(exercise_hint, [hint_md, hints_shown]),
               inputs=[picker, hints_shown], outputs=[hint_md, hints_shown],
               api_name="exercise_hint", preprocess=False, postprocess=not serving.SERVE_OWN).then(
        saved_work.remember_hints, inputs=[picker, hints_shown, hints], outputs=hints,
        api_visibility="private", preprocess=False)
    for button, fn in ((download_py, saved_work.download_py),
                       (download_nb, saved_work.download_ipynb)):
        button.click(fn, inputs=answers, outputs=[saved_file, saved_md],
                     api_name=fn.__name__.replace("download", "answers_download"),
                     preprocess=False).success(None, inputs=saved_file, js=saved_work.DOWNLOAD_JS,
                                               api_visibility="private")
    # After a reload: back to the exercise the learner was on, with their work (saved_work.resume).
    picker.change(None, inputs=picker, outputs=place, js=saved_work.PLACE_JS,
                  api_visibility="private")
    gr.on(triggers=[answers.change, hints.change, progress.change, place.change], fn=None,
          inputs=[answers, hints, progress, place, loaded], outputs=loaded,
          js=saved_work.LOADED_JS, api_visibility="private")
    loaded.change(saved_work.resume, inputs=[place, picker, answers, hints, progress],
                  outputs=[picker, answer_text, answer_code, hint_md, hints_shown, saved_md,
                           progress_md], api_visibility="private", preprocess=False)
    # The handler checks the file slot itself (only this client's own upload is read), so any
    # other value gets its message instead of Gradio's bare error: preprocess=False.
    opener.upload(saved_work.open_upload, inputs=[opener, picker, answers],
                  outputs=[answers, saved_md, answer_text, answer_code], api_name="answers_open",
                  preprocess=False, concurrency_limit=saved_work.FILE_GATE.handlers)
    erase.click(lambda: gr.update(visible=True), outputs=confirm_row, api_visibility="private",
                queue=False)
    erase_no.click(lambda: gr.update(visible=False), outputs=confirm_row,
                   api_visibility="private", queue=False)
    erase_yes.click(saved_work.start_over, inputs=picker,
                    outputs=[answers, progress, hints, answer_text, answer_code, hint_md,
                             hints_shown, progress_md, saved_md, confirm_row],
                    api_name="answers_start_over", preprocess=False)
    picker.change(lambda: "", outputs=result, api_visibility="private", queue=False)
    gr.on(triggers=[demo.load, picker.change], inputs=picker, outputs=real_row,
          fn=lambda eid: gr.update(visible=eid == real_layer.EXERCISE),
          api_visibility="private", queue=False)
    real_run.click(real_layer_check, inputs=[real_sentence, answer_code], outputs=real_md,
                   api_name="exercise_real_layer", concurrency_limit=CHECK_CONCURRENCY,
                   preprocess=False)
    lesson.click(None, inputs=picker, outputs=None, js=open_lesson_js(), api_visibility="private")
