"""What every lesson tab shares: the step control, the output area and the event wiring."""

from __future__ import annotations

import collections
import concurrent.futures
import functools
import json
import threading
import time
from collections.abc import Callable

import anyio
import gradio as gr

from attnlab.ui import code_gate, common, kept_inputs, page_load, serving
from attnlab.ui import predict as prediction
from attnlab.ui.common import triggers_of


def neighbour(steps: tuple[str, ...], current: str, offset: int) -> str:
    """The step ``offset`` places from ``current``, clamped to the first and last step."""
    i = steps.index(current) if current in steps else 0
    return steps[max(0, min(len(steps) - 1, i + offset))]


def add_step_control(i18n: gr.I18n, lesson: str, steps: tuple[str, ...],
                     browser_buttons: bool = True) -> gr.Radio:
    """Render the control; returns the Radio whose value is the step id.

    With ``browser_buttons`` Previous/Next only move the radio, in the browser (``neighbour_js``),
    and the radio's change does the computing. Without, the buttons are left for
    :func:`wire_lesson` to wire to the server (``step.step_buttons``: (previous, next))."""
    # Numbers are drawn here from the lesson's step list, never written into the strings.
    step = gr.Radio(
        choices=[(f"{i + 1}. " + i18n(f"{lesson}.step.{s}"), s) for i, s in enumerate(steps)],
        value=steps[0],
        label=i18n("widget.step"),
        elem_id=f"{lesson}-step",
    )
    with gr.Row():
        prev = gr.Button(i18n("widget.prev"), size="sm", elem_id=f"{lesson}-prev")
        nxt = gr.Button(i18n("widget.next"), size="sm", elem_id=f"{lesson}-next")
    step.step_buttons = (prev, nxt)
    if browser_buttons:
        prev.click(None, step, step, js=neighbour_js(steps, -1), api_visibility="private")
        nxt.click(None, step, step, js=neighbour_js(steps, +1), api_visibility="private")
    return step


def neighbour_js(steps: tuple[str, ...], offset: int) -> str:
    """:func:`neighbour` in JavaScript, for a button that only moves the step radio."""
    return (f"(s) => {{ const steps = {json.dumps(list(steps))}; "
            f"const i = Math.max(0, steps.indexOf(s)); "
            f"return steps[Math.max(0, Math.min(steps.length - 1, i + ({int(offset)})))]; }}")


def add_step_outputs(i18n: gr.I18n, lesson: str, steps: tuple[str, ...], predict: bool = False,
                     browser_buttons: bool | None = None, lines: bool = False):
    """Step control, explanation, figure, formula + shapes: (step, [text, formula, plot]).

    With ``lines`` a gr.HTML under the figure (``<lesson>-lines``, hidden until a step fills it)
    takes the step's attention weights drawn as lines (attnlab/line_view.py): outputs are then
    [text, formula, plot, lines], and the lines travel with the figure (:func:`wire_lesson`).

    With ``predict`` the question widgets come first and the outputs sit in a foldable answer
    box: returns (step, [text, formula, plot], question widgets, answer box); its buttons are then
    left for :func:`wire_lesson` unless ``browser_buttons`` (a tab that wires its own step)."""
    if browser_buttons is None:
        browser_buttons = not predict
    step = add_step_control(i18n, lesson, steps, browser_buttons=browser_buttons)
    if not predict:
        return step, _outputs(i18n, lesson, lines)
    widgets = prediction.add_prediction(i18n, lesson)
    with gr.Accordion(i18n("predict.answer_box"), open=True, elem_id=f"{lesson}-answer") as box:
        outputs = _outputs(i18n, lesson, lines)
    return step, outputs, widgets, box


def _outputs(i18n: gr.I18n, lesson: str, lines: bool = False) -> list:
    text = gr.Markdown(elem_id=f"{lesson}-text", latex_delimiters=common.LATEX)
    plot = gr.Plot(label=i18n("widget.figure"), elem_id=f"{lesson}-plot")
    # Hidden while a step has no weights to draw: no empty panel (tests/test_no_empty_panels.py).
    drawn = [gr.HTML(visible=False, elem_id=f"{lesson}-lines")] if lines else []
    formula = gr.Markdown(elem_id=f"{lesson}-formula", latex_delimiters=common.LATEX)
    return [text, formula, plot, *drawn]


def connect(demo: gr.Blocks, fn: Callable, inputs: list, step: gr.Radio, outputs: list,
            api_name: str, cache: bool = True, on_load: bool = True, on_step: bool = True,
            around: Callable | None = None):
    """Recompute on page load (unless the tab loads its own defaults first), on every input edit
    and (unless ``on_step`` is False: :func:`wire_lesson` answers it) on every step change.

    A lesson step is a pure function of its inputs, so its rendering is kept in the shared
    bounded cache (common.STEP_CACHE), already in the form Gradio sends (attnlab/ui/serving.py):
    the event skips Gradio's postprocessing, a thread hop per output. Pass ``cache=False`` for a
    handler that is not pure; ``around`` wraps the cached handler (attnlab/ui/steps.py: wire_lesson).
    """
    triggers = [demo.load] if on_load else []
    triggers += triggers_of(inputs) + ([step.change] if on_step else [])
    return gr.on(
        triggers=triggers,
        fn=(around or (lambda f: f))(step_handler(fn, api_name, outputs, cache)),
        inputs=[*inputs, step],
        outputs=outputs,
        api_name=api_name,
        trigger_mode="always_last",
        # progress on the explanation alone: the page keeps a status for each component an event
        # showed progress on, re-sent on every later status change (see wire_lesson)
        show_progress_on=outputs[:1],
        preprocess=False,  # raw values: the lesson validates them and explains every rejection
        postprocess=not (cache and serving.SERVE_OWN),  # the cached handler returns them served
        # misses wait in the steps gate (code_gate), never hits: room for its slots and line
        concurrency_limit=code_gate.GATES["steps"].handlers,
    )


def step_handler(fn: Callable, api_name: str, outputs: list, cache: bool = True) -> Callable:
    """``fn`` behind the step cache, returning its outputs served where Gradio lets us."""
    if not cache:
        return fn
    return common.cached_step(fn, api_name, outputs=outputs if serving.SERVE_OWN else None)


class Moves:
    """A bounded, thread-safe LRU of small values per (session, lesson): the step a session last
    moved to, when its last edit ended. The oldest are dropped first."""

    def __init__(self, max_entries: int = 1024):
        self.max_entries = max_entries
        self._data: collections.OrderedDict = collections.OrderedDict()
        self._lock = threading.Lock()

    def put(self, key, value) -> None:
        with self._lock:
            self._data.pop(key, None)
            self._data[key] = value
            while len(self._data) > self.max_entries:
                self._data.popitem(last=False)

    def peek(self, key):
        with self._lock:
            return self._data.get(key)

    def take(self, key):
        with self._lock:
            return self._data.pop(key, None)

    def __len__(self) -> int:
        return len(self._data)


# (session, lesson) -> a move's figure and inputs until its figure request takes them; a client
# that invents sessions and never asks for the figures fills only its own share.
MOVES = kept_inputs.KeptInputs(total_bytes=128 * 2**20, per_client_bytes=8 * 2**20)
CURRENT = Moves(max_entries=8192)  # (session, lesson) -> the step id it last moved to
# (session, lesson) -> the lesson's inputs as the page last sent them (a new tuple each time: its
# identity is the version a move compares). A move sends only the step: Gradio's page keeps a
# loading status for every input of every event it ran, for the page's life, and sends each one
# to its component on every later status change, a search of the whole layout tree each; a move
# that sent a lesson's inputs left 5-10 such statuses per lesson visited, and each click in the
# later lessons paid for all of them (benchmarks/browser_steps.py: 1.4-1.6x the no-op click by
# the fifth lesson, from 1.0-1.2x when the same lesson came first).
KEPT = kept_inputs.KeptInputs()  # bounded in bytes, in all and per client


def keep(request, lesson: str, values) -> tuple:
    """Record ``values`` as the inputs ``request``'s page shows in ``lesson``; returns the record."""
    kept = tuple(values)
    session = getattr(request, "session_hash", None)
    if session is not None:
        KEPT.put((session, lesson), kept, code_gate.client_of(request))
    return kept


def keeping(fn: Callable, lesson: str) -> Callable:
    """``fn`` (no inputs, returning a lesson's input values, e.g. a reset to the defaults) that also
    records what it returns as the session's inputs: a text box it writes fires no edit event."""

    def wrapper(request: gr.Request):  # not functools.wraps: Gradio reads this signature
        out = fn()
        keep(request, lesson, out)
        return out

    wrapper.__name__ = getattr(fn, "__name__", "keeping")
    wrapper.keeps_inputs = True
    return wrapper


EDITED = Moves(max_entries=8192)  # (session, lesson) -> when an edit's rendering last ended
EDIT_SETTLE_S = 0.25  # a move waits this long after its session's last edit rendering ended
# A move that arrives while an edit of its session is still rendering (a busy server: the edit's
# question is a second event, queued behind others) waits for it to end, at most this long: that
# rendering began at the old step, and its answer reaching the page after the move's would show
# the old step's question (no reveal button) under the new step.
EDIT_WAIT_MAX_S = 3.0
_editing: collections.Counter = collections.Counter()  # (session, lesson) -> renderings running
_editing_lock = threading.Lock()


def at_current_step(fn: Callable, lesson: str, position: int) -> Callable:
    """``fn`` with its step argument (at ``position``) replaced by the step the session last
    moved to, where the server knows one: for the renderings that input edits ask for. A move
    made while it computed is rendered again, so the edit's answer shows the step moved to."""

    @functools.wraps(fn)
    def wrapper(*args):
        request = next((a for a in args if isinstance(a, gr.Request)), None)
        key = (getattr(request, "session_hash", None), lesson)
        if key[0] is None or len(args) <= position:
            return fn(*args)
        # Kept before computing: a move that reads the inputs from now on renders these.
        keep(request, lesson, args[:position])
        with _editing_lock:
            _editing[key] += 1
        try:
            for _ in range(3):  # a learner clicking on while it computes: follow, a few times
                known = CURRENT.peek(key)
                if known is not None and args[position] != known:
                    args = (*args[:position], known, *args[position + 1:])
                out = fn(*args)
                if CURRENT.peek(key) in (None, args[position]):
                    break
        finally:
            EDITED.put(key, time.monotonic())
            with _editing_lock:
                _editing[key] -= 1
                if _editing[key] <= 0:
                    del _editing[key]
        return out

    wrapper.keeps_inputs = True
    return wrapper


async def settle_after_edit(request, lesson: str) -> None:
    """Wait until EDIT_SETTLE_S after this session's last edit rendering ended: its answer, sent
    through Gradio's queue, then reaches the page before the move's (and the move's, rendering
    the same inputs, is the one shown last)."""
    key = (getattr(request, "session_hash", None), lesson)
    deadline = time.monotonic() + EDIT_WAIT_MAX_S
    while _editing.get(key) and time.monotonic() < deadline:  # an edit still rendering: let it end
        await anyio.sleep(0.02)
    ended = EDITED.peek(key)
    if ended is not None:
        left = ended + EDIT_SETTLE_S - time.monotonic()
        if left > 0:
            await anyio.sleep(left)
AHEAD_PENDING = 4  # steps waiting to be computed ahead, at most; more are not asked for
_ahead_pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="ahead")
_ahead_waiting = threading.BoundedSemaphore(AHEAD_PENDING)


def ahead(request, show_step, ask, values: list, step_id: str) -> None:
    """Compute the step ``step_id`` and its question into the step cache in the background: one
    worker for the whole server, at most AHEAD_PENDING waiting (further ones are dropped), as an
    in-process call in the learner's language (the steps gate admits the learners' own
    requests, and a learner's click must never wait behind work done ahead for them)."""
    if not _ahead_waiting.acquire(blocking=False):
        return
    headers = getattr(request, "headers", None) or {}
    quiet = gr.Request(headers={"accept-language": headers.get("accept-language", "")})

    def run():
        try:
            show_step.warm(*values, step_id, quiet)
            ask.warm(*values, step_id, True, quiet)
        finally:
            _ahead_waiting.release()

    _ahead_pool.submit(run)


def wire_lesson(demo: gr.Blocks, lesson: str, inputs: list, step: gr.Radio, outputs: list,
                widgets, answer_box: gr.Accordion, step_fn: Callable, ask_fn: Callable,
                check_fn: Callable, on_load: bool = True) -> None:
    """A lesson tab's events: its step (``<lesson>_step``) and question (``<lesson>_question``,
    ``<lesson>_check``) endpoints on page load and input edits, and a step move (a click on
    Previous/Next, or a learner's pick in the radio: ``.input``, never the radio's own change).

    A move is what a learner waits for (benchmarks/browser_steps.py, profile_step.py). One
    unqueued request moves the radio (the neighbour computed here, so no browser-only event runs
    first: that hop alone cost as much as a no-op click) and sends the explanation, the formula
    and the question; the figure (and the line view beside it, where the tab has one) follows in a
    ``.then`` request, with no progress shown. Plotly
    draws a new figure in 70-200 ms of the page's main thread, in the same task as Gradio's update
    of the other outputs: sent together, the explanation was shown only once the figure was drawn.
    The move keeps the figure for its session (MOVES) and the figure's request, with no inputs,
    takes it.
    """
    api_name = f"{lesson}_step"
    # An edit's rendering (a box this very click leaves fires its blur first) carries the step
    # the page showed when it left; the move may be answered before it, and then its answer,
    # arriving last, would show the old step under the new one's radio. So edits render the
    # step this session last moved to, where the server knows one (CURRENT).
    position = len(inputs)
    connect(demo, step_fn, inputs, step, outputs, api_name, on_load=on_load, on_step=False,
            around=lambda f: at_current_step(f, lesson, position))  # outside the cache
    prediction.wire(demo, lesson, widgets, answer_box, inputs, step,
                    at_current_step(ask_fn, lesson, position), check_fn, on_load=on_load,
                    on_step=False)
    question, choice, check_btn, reveal_btn, verdict = widgets
    ask_outputs = [question, choice, answer_box, verdict, check_btn, reveal_btn]
    show_step = step_handler(step_fn, api_name, outputs)
    # The question is a pure function of the inputs, the step and the language as well: cached
    # beside the step (5-15 ms of a click's server time in scores, masking, heads), served.
    ask = common.cached_step(ask_fn, f"{lesson}_question/move",
                             outputs=ask_outputs if serving.SERVE_OWN else None, admit=False)
    steps = tuple(value for _, value in step.choices)
    # Outputs after the figure (the line view: add_step_outputs(lines=True)) go with the figure.
    text, formula, plot, *with_plot = outputs

    at_load: list = []  # the inputs as the page sends them at its load (page_load.py)

    def inputs_of(request) -> tuple:
        """The inputs the session's page shows: as its last edit (or its page load) sent them;
        where the server has none (a request without a session), the page's values at load."""
        kept = KEPT.peek((getattr(request, "session_hash", None), lesson))
        if kept is not None:
            return kept
        if not at_load:
            at_load.append(tuple(page_load.value_at_load(b) for b in inputs))
        return at_load[0]

    def moved(values, new, request, shown, asked):
        CURRENT.put((getattr(request, "session_hash", None), lesson), new)
        MOVES.put((getattr(request, "session_hash", None), lesson), (shown[2:], values, new),
                  code_gate.client_of(request))
        return (serving.served(step, new), shown[0], shown[1], *asked)

    def mover(offset: int) -> Callable:
        def computed(current, request):  # in a worker thread: may compute, wait for the page load
            page_load.PAGE_LOADS.wait(getattr(request, "session_hash", None))
            new = neighbour(steps, current, offset) if offset else current
            for _ in range(3):  # an edit that began meanwhile: render its inputs (a few times)
                values = inputs_of(request)
                shown = show_step(*values, new, request)
                asked = ask(*values, new, True, request)  # a new step folds its answer
                if inputs_of(request) is values:
                    break
            return moved(values, new, request, shown, asked)

        async def move(current, request: gr.Request):
            # Only the step comes from the page; the inputs are the ones its edits sent (KEPT).
            # A step already cached is answered on the event loop: a hop to Gradio's worker
            # threads costs milliseconds on a busy machine, for microseconds of work.
            await settle_after_edit(request, lesson)
            if not page_load.PAGE_LOADS.running(getattr(request, "session_hash", None)):
                values = inputs_of(request)
                new = neighbour(steps, current, offset) if offset else current
                shown = show_step.peek(*values, new, request)
                asked = shown and ask.peek(*values, new, True, request)
                if shown and asked:
                    return moved(values, new, request, shown, asked)
            return await anyio.to_thread.run_sync(computed, current, request)

        move.__name__ = f"{lesson}_move"
        return move

    async def figure(request: gr.Request):
        """The figure of this session's last move (nothing changes if there is none, or if an
        edit began since: its own answer brings the figure of the inputs now shown)."""
        move = MOVES.take((getattr(request, "session_hash", None), lesson))
        if move is None or inputs_of(request) is not move[1]:
            return gr.skip() if not with_plot else tuple(gr.skip() for _ in outputs[2:])
        figure_values, values, current = move
        # While the browser draws this figure, the next step is computed ahead (once: the cache
        # is shared), so a learner reading on finds it ready.
        ahead(request, show_step, ask, values, neighbour(steps, current, +1))
        return figure_values[0] if not with_plot else tuple(figure_values)

    # Neither request shows progress anywhere (show_progress_on=[]): Gradio's page keeps a
    # loading status for every component any event of the page has shown progress on, and on
    # each status change of any event sends them all again, a search of the layout tree each.
    # A learner's moves through seven lessons kept 14 and made every later click search 14 more
    # times per change (benchmarks/profile_step.py --before).
    common_kwargs = dict(api_visibility="private", queue=False, preprocess=False,
                         postprocess=not serving.SERVE_OWN)
    prev, nxt = step.step_buttons
    for trigger, offset in ((prev.click, -1), (nxt.click, +1), (step.input, 0)):
        trigger(mover(offset), inputs=[step],
                outputs=[step, text, formula, *ask_outputs], trigger_mode="always_last",
                show_progress="hidden", show_progress_on=[],
                concurrency_limit=code_gate.GATES["steps"].handlers, **common_kwargs).then(
            figure, inputs=None, outputs=[plot, *with_plot],
            show_progress="hidden", show_progress_on=[], **common_kwargs)
