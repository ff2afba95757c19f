"""Glue shared by every tab: the request's language, translated errors, step rendering."""

from __future__ import annotations

import collections
import contextlib
import functools
import json
import logging
import threading
from collections.abc import Callable
from typing import TypeVar

import gradio as gr
import torch

from attnlab import i18n, line_view, plots
from attnlab.errors import InputError
from attnlab.lessons.steps import Step
from attnlab.ui import code_gate, serving
from attnlab.ui.code_gate import Refused
from attnlab.ui.gradio_private import PlotData

log = logging.getLogger(__name__)
T = TypeVar("T")

# Figures and formulas on a phone (issue 20): numbers in heatmap cells are hidden where cells are
# too narrow to hold them, a long formula scrolls instead of running off the edge, and the tab
# bar wraps so that every lesson is one tap away instead of behind Gradio's "•••" menu.
CSS = """
@media (max-width: 700px) {
  .js-plotly-plot .heatmaplayer text, .js-plotly-plot g.textpoint text { display: none; }
  /* A lone heatmap of up to 6 columns (its numbers are drawn 11 px: attnlab/plots.py) has
     cells of ~50 px on a phone: its numbers stay, smaller. */
  .js-plotly-plot .heatmaplayer text[style*="font-size: 11px"] { display: inline;
    font-size: 9px !important; }
}
/* A phone (issue 32): the step control, the explanation and the figure come first, the inputs
   under them; the steps wrap several to a line; input rows wrap instead of squeezing labels. */
@media (max-width: 700px) {
  .lesson-layout { flex-direction: column !important; }
  /* A wide formula scrolls inside its own box instead of widening the column past the screen. */
  .lesson-layout > .column { width: 100% !important; min-width: 0 !important; max-width: 100%; }
  .lesson-layout .column > * { min-width: 0; max-width: 100%; }
  .lesson-layout .prose { overflow-wrap: anywhere; }
  .lesson-layout > .lesson-outputs { order: 1; }
  .lesson-layout > .lesson-inputs { order: 2; }
  .lesson-outputs [id$="-step"] .wrap { gap: 4px !important; }
  .lesson-outputs [id$="-step"] .wrap label { flex: 0 1 auto !important; padding: 3px 8px !important;
    min-width: 0 !important; }
  .lesson-layout .row { flex-wrap: wrap !important; }
  .lesson-layout .row > .block, .lesson-layout .row > .form, .lesson-layout .row > .column {
    min-width: 150px !important; flex: 1 1 150px !important; }
  /* A slider's label shares its line with the number box and the reset button: a line of its own. */
  .lesson-layout .form { flex-wrap: wrap !important; }
  .lesson-layout .row .block:has(input[type=range]) { min-width: 100% !important; }
}
.katex-display { overflow-x: auto; overflow-y: hidden; padding-bottom: 2px; }
@media (max-width: 700px) {
  .tab-wrapper { flex-wrap: wrap; height: auto !important; }
  .tab-wrapper .overflow-menu > button { display: none !important; }
  .tab-wrapper .overflow-menu { flex-basis: 100%; position: relative; z-index: 5; }
  .tab-wrapper .overflow-dropdown, .tab-wrapper .overflow-dropdown.hide {
    display: flex !important; position: static !important; flex-wrap: wrap !important;
    flex-direction: row !important; width: 100% !important; max-width: 100% !important;
    box-shadow: none; border: none; background: none; padding: 0; min-width: 0; }
  .tab-wrapper .overflow-dropdown button { width: auto !important; padding: 4px 8px;
    white-space: nowrap; }
}
"""

LATEX = [
    {"left": "$$", "right": "$$", "display": True},
    {"left": "$", "right": "$", "display": False},
]


def request_lang(request: gr.Request | None) -> str:
    """'zh' or 'en', from the browser's Accept-Language header (English when unknown)."""
    if request is None:
        return "en"
    headers = getattr(request, "headers", None) or {}
    return i18n.lang_from_header(headers.get("accept-language"))


def run_translated(request: gr.Request | None, compute: Callable[[str], T]) -> T:
    """Call ``compute(lang)``; turn InputError and unexpected failures into a translated gr.Error.

    Handlers keep their own explicit signature (Gradio reads it to find the gr.Request) and
    delegate here, so no traceback or English-only message ever reaches the learner.
    """
    lang = request_lang(request)
    try:
        if torch.get_default_device().type == "cpu":
            return compute(lang)
        # A host that made the GPU torch's default (a notebook's set_default_device, a GPU
        # context) must not move the lessons: their draws come from CPU generators, which is
        # what reproduces the book's numbers (on an H200 every such step raised "Expected a
        # 'cuda' device type for generator"). Heads timing and GPT-2 name their devices.
        with torch.device("cpu"):
            return compute(lang)
    except InputError as e:
        raise gr.Error(
            i18n.t(e.key, lang, **i18n.error_args(e.args_, lang)), title=i18n.t("error.title", lang), print_exception=False
        ) from None
    except Refused as r:  # costly work its gate did not admit (attnlab/ui/code_gate.py)
        raise gr.Error(i18n.t(r.key, lang), title=i18n.t("error.title", lang),
                       print_exception=False) from None
    except gr.Error:
        raise
    except Exception:
        log.exception("handler failed")
        raise gr.Error(i18n.t("error.internal", lang), title=i18n.t("error.title", lang)) from None


def shapes_markdown(step: Step, lang: str) -> str:
    rows = "\n".join(f"| `{i18n.label(name, lang)}` | `{tuple(shape)}` |"
                     for name, shape in step.shapes)
    tensor, shape = i18n.t("heading.tensor", lang), i18n.t("heading.shapes", lang)
    return f"$${i18n.formula(step.formula, lang)}$$\n\n| {tensor} | {shape} |\n|---|---|\n{rows}"


def step_text(step: Step, lang: str) -> str:
    """The explanation and its conditional sentences, in ``lang``."""
    sep = "" if lang == "zh" else " "
    return sep.join(i18n.t(key, lang, **step.text_args) for key in step.keys())


def render_step(step: Step, lang: str) -> tuple[str, str, object]:
    """(explanation markdown, formula + shapes markdown, plotly figure) for one step."""
    return (
        step_text(step, lang),
        shapes_markdown(step, lang),
        plots.step_figure(step, lang),
    )


def render_step_lines(step: Step, lang: str, caption_key: str) -> tuple:
    """:func:`render_step` and then the step's attention weights as lines (attnlab/line_view.py),
    as an update of a gr.HTML: shown with them, hidden on a step that has none."""
    drawn = line_view.step_lines(step, lang, i18n.t(caption_key, lang))
    return (*render_step(step, lang),
            gr.update(value=drawn, visible=True) if drawn else gr.update(visible=False))


def run_step(request: gr.Request | None, make_step: Callable[[], Step]):
    """The whole body of a lesson handler: build the step, render it in the request's language."""
    return run_translated(request, lambda lang: render_step(make_step(), lang))


def tab_title(name: str, lang: str) -> str:
    """The title on the tab ``name``: its number, drawn from the one order of the tabs
    (attnlab.lessons.TABS), and its plain title ``title.<name>`` ("1 · Scores")."""
    from attnlab.lessons import tab_number

    return f"{tab_number(name)} · {i18n.t(f'title.{name}', lang)}"


@functools.lru_cache(maxsize=1)  # every tab and launch() share one table
def i18n_instance() -> gr.I18n:
    """Every static string for the browser: the i18n table plus the tabs' numbered titles and the
    exercises' titles."""
    from attnlab import registry
    from attnlab.lessons import TABS

    tables = {}
    for lang in i18n.LANGS:
        table = i18n.table(lang)
        table.update({f"tab.{name}": tab_title(name, lang) for name in TABS})
        chosen = registry.app_exercises()
        table.update({f"exercise.{e.id}.title": e.title[lang] for e in chosen})
        for lesson in TABS:  # "Practise this lesson: …" at the end of a tab: Exercise.lesson
            items = "\n".join(f"- `{e.id}`: {e.title[lang]}" for e in chosen
                              if lesson in (e.lesson, *e.also_in))
            table[f"links.{lesson}"] = i18n.t("lesson.exercises", lang, items=items)
        tables[lang] = table
    return gr.I18n(**tables)


class StepCache:
    """A bounded, thread-safe LRU of rendered lesson steps, keyed by (endpoint, inputs, language).

    Honest because a lesson step is a pure function of its inputs: every seed goes through an
    explicit ``torch.Generator`` and nothing reads the clock or global state (tests/test_deploy.py
    checks that each step gives the same output twice, with the global RNG moved in between, and
    that a cached answer equals a fresh one). Most learners look at the book's defaults, so a
    class mostly hits. Bounded by entries and by characters stored; inputs too large to be worth
    keeping (an edited 64 x 512 matrix) are computed and not stored.
    """

    def __init__(self, max_entries: int = 512, max_chars: int = 16_000_000,
                 max_key_chars: int = 4096, max_value_chars: int = 512_000):
        self.max_entries, self.max_chars = max_entries, max_chars
        self.max_key_chars, self.max_value_chars = max_key_chars, max_value_chars
        self._data: collections.OrderedDict[str, tuple[tuple, int]] = collections.OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    @staticmethod
    def key(api_name: str, values: tuple, lang: str) -> str | None:
        """A canonical key of raw (unpreprocessed, JSON-like) inputs; None if they have none."""
        try:
            return json.dumps([api_name, lang, values], sort_keys=True, allow_nan=True)
        except (TypeError, ValueError):  # not plain JSON data: not cacheable
            return None

    def get(self, key: str):
        with self._lock:
            entry = self._data.get(key)
            if entry is None:
                self.misses += 1
                return None
            self._data.move_to_end(key)
            self.hits += 1
            return entry[0]

    def put(self, key: str, value: tuple) -> None:
        size = len(key) + _chars(value)
        if len(key) > self.max_key_chars or size > self.max_value_chars:
            return
        with self._lock:
            if key in self._data:
                return
            self._data[key] = (value, size)
            self._chars += size
            while len(self._data) > self.max_entries or self._chars > self.max_chars:
                _, (_, dropped) = self._data.popitem(last=False)
                self._chars -= dropped

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: str) -> bool:  # without counting a hit or a miss
        return key in self._data

    @property
    def chars(self) -> int:
        return self._chars

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._chars = 0


STEP_CACHE = StepCache()


def _chars(value) -> int:
    """Characters of the text in a frozen output (strings, also inside a serialized figure)."""
    if isinstance(value, str):
        return len(value)
    if isinstance(value, tuple):
        return sum(_chars(v) for v in value)
    return 8


def _frozen(value):
    """An output in a form safe to share between requests: strings, numbers, serialized figures,
    served values (JSON-like dicts and lists of those)."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, PlotData):
        return ("plot", value.type, value.plot)
    if type(value).__module__.startswith("plotly."):
        return ("plot", "plotly", value.to_json())  # serialized once, instead of on every hit
    if type(value) is dict:
        return ("dict", tuple((k, _frozen(v)) for k, v in value.items()))
    if type(value) is list:
        return ("list", tuple(_frozen(v) for v in value))
    raise TypeError(type(value).__name__)


def _thawed(value):
    """A fresh copy of a frozen output (each request may keep or change what it is given)."""
    if isinstance(value, tuple) and value:
        if value[0] == "plot":
            return PlotData(type=value[1], plot=value[2])
        if value[0] == "dict":
            return {k: _thawed(v) for k, v in value[1]}
        if value[0] == "list":
            return [_thawed(v) for v in value[1]]
    return value


def cached_step(fn: Callable, api_name: str, cache: StepCache | None = None,
                outputs: list | None = None, admit: bool = True) -> Callable:
    """Wrap a lesson handler ``fn(*inputs, step_id, request)`` with the step cache.

    Gradio reads the handler's signature (for the gr.Request) through ``functools.wraps``; the
    wrapper receives the raw input values positionally, as Gradio passes them. Errors are never
    cached: a rejected input is re-checked, and explained, every time.

    With ``outputs`` (the event's output components) the wrapper returns its values already
    served (attnlab/ui/serving.py), for an event registered with ``postprocess=False``, and the
    cache keeps them so: a hit is then sent as it is, with no postprocessing at all.

    ``admit=False`` for a handler that passes the steps gate itself (predict.ask): the gate is
    not re-entrant, so the wrapper must not hold it around such a handler.
    """
    store = STEP_CACHE if cache is None else cache
    name = api_name if outputs is None else f"{api_name}/served"

    def computed(args):
        out = fn(*args)
        if outputs is not None:
            if not isinstance(out, (tuple, list)):
                out = (out,) if len(outputs) == 1 else out
            out = tuple(serving.served(b, v) for b, v in zip(outputs, out, strict=True))
        return out

    @functools.wraps(fn)
    def wrapper(*args):
        request = next((a for a in args if isinstance(a, gr.Request)), None)
        values = tuple(a for a in args if not isinstance(a, gr.Request))
        key = store.key(name, values, request_lang(request))
        if key is not None:
            hit = store.get(key)
            if hit is not None:
                return tuple(_thawed(v) for v in hit)
        try:  # a miss is computed under the steps gate (a client picks its size)
            with code_gate.admit("steps", request) if admit else contextlib.nullcontext():
                out = computed(args)
        except Refused as r:
            lang = request_lang(request)
            raise gr.Error(i18n.t(r.key, lang), title=i18n.t("error.title", lang),
                           print_exception=False) from None
        if key is None or not isinstance(out, tuple):
            return out
        try:
            frozen = tuple(_frozen(v) for v in out)
        except TypeError:  # an output we cannot share safely: serve it uncached
            return out
        store.put(key, frozen)
        return tuple(_thawed(v) for v in frozen)

    def peek(*args):
        """The cached outputs for these arguments, or None (computes nothing, waits for nothing)."""
        request = next((a for a in args if isinstance(a, gr.Request)), None)
        values = tuple(a for a in args if not isinstance(a, gr.Request))
        key = store.key(name, values, request_lang(request))
        hit = store.get(key) if key is not None else None
        return None if hit is None else tuple(_thawed(v) for v in hit)

    def warm(*args) -> None:
        """Compute and keep these arguments' outputs unless kept already or too large to keep:
        work the server chooses to do ahead (attnlab/ui/steps.py), outside the gate, bounded by
        its caller. A failure is left for the learner's own request to meet and explain."""
        request = next((a for a in args if isinstance(a, gr.Request)), None)
        values = tuple(a for a in args if not isinstance(a, gr.Request))
        key = store.key(name, values, request_lang(request))
        if key is None or len(key) > store.max_key_chars or key in store:
            return
        try:
            out = computed(args)
            frozen = tuple(_frozen(v) for v in out) if isinstance(out, tuple) else None
        except Exception:  # noqa: BLE001 - the learner's request reports it, in their language
            return
        if frozen is not None:
            store.put(key, frozen)

    wrapper.peek = peek
    wrapper.warm = warm
    wrapper.step_cache = store  # marks the handler as cached (tests find them by it)
    wrapper.served = outputs is not None  # its values are sent as they are (postprocess=False)
    return wrapper


def triggers_of(components) -> list:
    """Edit events of input widgets: text boxes fire on Enter or leaving the box, not per key."""
    out = []
    for c in components:
        if isinstance(c, gr.Textbox):
            out += [c.submit, c.blur]
        else:
            out.append(c.change)
    return out
