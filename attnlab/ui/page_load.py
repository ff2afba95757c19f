"""One page load, one event: every tab's load-time handler runs inside a single queued call.

Each tab asks for its first rendering on ``demo.load`` (a lesson's step and question, the
training preview, the why tab's sentences, the real-layer row): 17 events, 15 of them through the
queue, each a full round trip with Gradio's fixed cost (~10 ms of server CPU a call, measured with
benchmarks/class_load.py's no-op endpoint), for every learner who opens or reloads the page.

``merge_load_events`` runs after every tab is built: it takes the handlers triggered by the page
load (and the ``.then`` steps that follow them), removes the load trigger from them (their other
triggers, API names and chains stay as they were) and registers one load event that calls them
in turn, in the same session, with the same request, and returns all their outputs at once.

What each handler sees is what it saw as its own event:
- its inputs: the page's values at load (the config's, which the server knows: the page sends
  only what lives in the browser, such as saved work), or the value an earlier handler of the
  page load has just set
  (a handler whose outputs another one reads runs first: the why tab's sentences in the learner's
  language are set before its step and question are computed from them);
- raw values where it was registered with ``preprocess=False``, else the component's preprocess;
- the gr.Request (Gradio's own special_args fills it in).
Outputs written by two handlers (an exercise's statement, then this browser's saved answer) are
combined in order, the later one's properties winning. A handler that raises leaves its outputs
as they were and shows its message as a warning toast instead of the error toast; the others are
unaffected (``.then`` steps registered for success only are skipped).

Merged, a tab's first rendering and a learner's first click in it are two events, where they
were one event with ``trigger_mode="always_last"``: the handlers the page load runs therefore
wait, when another trigger calls them, for their session's page load to end (PageLoads), so a
step picked while the page still loads is still the rendering shown last.

The merged event is registered with ``postprocess=False``: it serves each handler's outputs
itself, in its own thread, as Gradio's postprocessing would have (attnlab/ui/serving.py), where
Gradio would postprocess its ~70 outputs one thread hop at a time; a handler registered with
``postprocess=False`` (a cached lesson step) returns its outputs served already.

Handlers that cannot run this way are left as their own load events: JavaScript ones, generators,
coroutines, ones with other triggers that take no gr.Request (no session to wait for), and the
names in ``keep_apart`` (the Exercises tab's statement).

The registered events are read and changed through attnlab/ui/gradio_private.py, the one module
that touches Gradio's internals; where it finds Gradio's code changed (gradio_private.INTACT is
False) nothing is merged and every tab keeps its own load event.
"""

from __future__ import annotations

import copy
import functools
import json
import logging
import math
import threading

import gradio as gr

from attnlab.ui import gradio_private as gp
from attnlab.ui import serving

log = logging.getLogger(__name__)

# The Exercises tab's statement stays its own load event: it waits for the sandbox worker at a
# cold start (the lessons should not wait with it), and its trigger_mode="always_last" keeps a
# pick made meanwhile from being overwritten by the first statement, which holds only within one
# event.
KEEP_APART = ("exercise_show",)
WAIT_S = 15.0  # the longest a session's own event waits for its page load


class PageLoads:
    """Sessions whose page-load event is running.

    As separate events, a tab's first rendering and a learner's quick first click (a step picked
    while the page still loads) were one event each with ``trigger_mode="always_last"``: the
    click's rendering always came last. Merged, they are two events; a handler the page load runs
    therefore waits, when triggered by anything else, for its session's page load to end, so
    that the learner's choice is still what is shown last."""

    def __init__(self):
        self._running: dict[str, threading.Event] = {}
        self._lock = threading.Lock()

    def start(self, session: str | None) -> threading.Event:
        done = threading.Event()
        if session:
            with self._lock:
                self._running[session] = done
        return done

    def end(self, session: str | None, done: threading.Event) -> None:
        done.set()
        with self._lock:
            if session and self._running.get(session) is done:
                del self._running[session]

    def wait(self, session: str | None, timeout: float = WAIT_S) -> None:
        done = self._running.get(session) if session else None
        if done is not None:
            done.wait(timeout)

    def running(self, session: str | None) -> bool:
        """Whether ``session``'s page load is running now (an async handler then waits in a
        thread, never on the event loop)."""
        return bool(session) and session in self._running

    def __len__(self) -> int:
        return len(self._running)


PAGE_LOADS = PageLoads()


def _session(args, kwargs) -> str | None:
    request = next((a for a in (*args, *kwargs.values()) if isinstance(a, gr.Request)), None)
    return getattr(request, "session_hash", None)


def after_page_load(fn, loads: PageLoads = PAGE_LOADS):
    """``fn`` for its other triggers: first waits for its session's page load, if one runs."""

    @functools.wraps(fn)  # Gradio reads the signature (and the gr.Request) through __wrapped__
    def wrapper(*args, **kwargs):
        loads.wait(_session(args, kwargs))
        return fn(*args, **kwargs)

    return wrapper


def _mergeable(f: gp.Event) -> bool:
    """Sync, not JavaScript, not a generator; and a handler that other events trigger too takes
    the gr.Request, so those events can wait for the session's page load."""
    return f.plain() and (gp.takes_request(f.handler) or not _other_triggers(f))


def _other_triggers(f: gp.Event) -> list:
    """Triggers other than the page load (a .then step follows its parent: none of its own)."""
    return [t for t in f.triggers() if t[1] != "load" and t[0] is not None]


def _ordered(fns: list) -> list:
    """Stable order in which a handler that writes a component another one reads runs first."""
    out, left = [], list(fns)
    while left:
        for f in left:  # the first handler that no other waiting handler writes an input of
            reads = {id(b) for b in f.inputs}
            if not any(g is not f and any(id(b) in reads for b in g.outputs) for g in left):
                break
        else:  # a cycle: keep the registration order
            f = left[0]
        out.append(f)
        left.remove(f)
    return out


def _chain(fn: gp.Event, children: dict, parent=None) -> list:
    """(handler, the handler it follows) for ``fn`` and its .then steps, depth first."""
    out = [(fn, parent)]
    for child in children.get(fn.id, []):
        out += _chain(child, children, fn)
    return out


def _combine(old, new):
    """Two handlers' values for one output, the later one's properties winning."""
    if not gp.is_update(new):
        return new
    if old is _UNSET:
        return new
    if gp.is_update(old):
        return {**old, **new}
    merged = {"__type__": "update", "value": old}
    merged.update(new)
    return merged


_UNSET = object()


def _set_value(value):
    """(True, new value) when an output value changes the component's value."""
    if gp.is_update(value):
        return ("value" in value), value.get("value")
    return True, value


def _as_page_sends(value):
    """``value`` as it comes back from the page's JSON: JavaScript writes a float with no
    fraction as an integer (1.0 as 1) and NaN or an infinity as null."""
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            return None
        return int(value) if value.is_integer() and abs(value) < 1e21 else value
    if isinstance(value, dict):
        return {k: _as_page_sends(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_as_page_sends(v) for v in value]
    return value


def _known_at_load(block, written: set[int]):
    """(True, a function giving the value the page would send for ``block`` at its load) where
    the server knows it, else (False, None): a gr.State no event writes keeps its own value,
    any other component sends its config value, unless that is not plain JSON (a value the page
    translates) or lives in the browser (a gr.BrowserState: the learner's saved work)."""
    if isinstance(block, gr.BrowserState):
        return False, None
    if gp.held_by_session(block):
        if id(block) in written:
            return False, None
        return True, functools.partial(copy.deepcopy, block.value)
    try:
        sent = json.dumps(_as_page_sends(block.get_config().get("value")), allow_nan=False)
    except (TypeError, ValueError):
        return False, None
    return True, functools.partial(json.loads, sent)


def value_at_load(block):
    """The value the page sends for ``block`` when it has just loaded (its config value, as the
    page's JSON gives it back); for a block whose value the server cannot know, its own value."""
    known, fill = _known_at_load(block, set())
    return fill() if known else copy.deepcopy(getattr(block, "value", None))


def merge_load_events(demo: gr.Blocks, keep_apart=KEEP_APART, loads: PageLoads = PAGE_LOADS):
    """Fold the page load's handlers into one load event; returns that event's BlockFunction (or
    None when there is nothing to merge). Call inside ``with demo:``, after every tab is built."""
    if not gp.INTACT:
        return None
    load = gp.page_load_target(demo)
    fns = gp.events(demo)
    children: dict[int, list] = {}
    for f in fns:
        if f.parent is not None:
            children.setdefault(f.parent, []).append(f)
    roots = [f for f in fns if load in f.triggers()
             and f.api_name not in keep_apart and _mergeable(f)]
    roots = [f for f in roots if all(_mergeable(g) for g, _ in _chain(f, children))]
    if len(roots) < 2:
        return None
    plan = [step for f in _ordered(roots) for step in _chain(f, children)]
    own = {f.id: f.handler for f, _ in plan}  # the page load calls the handlers themselves

    inputs, outputs = [], []
    for f, _ in plan:
        for b in f.inputs:
            if all(b is not x for x in inputs):
                inputs.append(b)
        for b in f.outputs:
            if all(b is not x for x in outputs):
                outputs.append(b)
    in_index = {id(b): i for i, b in enumerate(inputs)}
    out_index = {id(b): i for i, b in enumerate(outputs)}
    # The page sends only what the server cannot know: Gradio's page keeps a loading status for
    # every input of every event it ran, for the page's life, and re-sends them all to their
    # components on each status change of any later event, a search of the whole layout tree
    # each: the ~60 inputs every tab's first rendering read made each step click ~50 searches
    # slower per status change (benchmarks/profile_step.py --calls). The page's values at load
    # are its config's, which the server wrote.
    written = {id(b) for f in gp.events(demo) for b in f.outputs}
    known = {id(b): fill for b in inputs for is_known, fill in [_known_at_load(b, written)]
             if is_known}
    sent = [b for b in inputs if id(b) not in known]

    def page_load(request: gr.Request, *values):
        session = getattr(request, "session_hash", None)
        done = loads.start(session)
        try:
            return run(request, values)
        finally:
            loads.end(session, done)

    def run(request, values):
        given = dict(zip((id(b) for b in sent), values, strict=True))
        # raw (unpreprocessed) values, as the page sends them
        current = [given[id(b)] if id(b) in given else known[id(b)]() for b in inputs]
        result = [_UNSET] * len(outputs)
        failed: set[int] = set()
        for f, parent in plan:
            if parent is not None and parent.id in failed and f.only_on_success:
                failed.add(f.id)
                continue
            if parent is not None and parent.id not in failed and f.only_on_failure:
                continue
            try:
                args = [current[in_index[id(b)]] for b in f.inputs]
                if f.preprocess:
                    args = [gp.preprocessed(b, a) for a, b in zip(args, f.inputs)]
                got = gp.call_with_request(own[f.id], args, request)
                if len(f.outputs) == 1:
                    got = [got]
                elif isinstance(got, dict) and not gp.is_update(got):
                    got = [got.get(b, gr.skip()) for b in f.outputs]
                if f.postprocess:  # as Gradio would have served them (cached steps: already)
                    got = [serving.served(b, v) for b, v in zip(f.outputs, got)]
            except gr.Error as e:
                failed.add(f.id)
                gr.Warning(e.message, title=e.title)
                continue
            except Exception:
                failed.add(f.id)
                log.exception("page-load handler %s failed", f.name)
                continue
            for b, v in zip(f.outputs, got):
                k = out_index[id(b)]
                result[k] = _combine(result[k], v)
                changed, new = _set_value(v)
                if changed and id(b) in in_index:  # a later handler reads what the page shows
                    current[in_index[id(b)]] = new
        return [gr.skip() if v is _UNSET else v for v in result]

    for f in roots:
        f.drop_trigger(load)
    for f, _ in plan:
        f.handler = after_page_load(f.handler, loads)
    # Progress shows on the first tab's explanation only, not on all ~65 outputs: Gradio's
    # frontend keeps a loading status for every component an event ever showed progress on, and
    # on each status change of any later event (four per step click) it re-sends all of them to
    # their components, a search of the whole layout tree each (benchmarks/profile_step.py: a
    # click's text 6 ms sooner with 1 than with 8 here and 8 for the Exercises tab).
    shown = [b for b in outputs if str(getattr(b, "elem_id", "")).endswith("-text")]
    demo.load(page_load, inputs=sent, outputs=outputs, preprocess=False, postprocess=False,
              api_visibility="private", show_progress_on=shown[:1] or outputs[:1])
    return gp.event_of(demo, page_load)
