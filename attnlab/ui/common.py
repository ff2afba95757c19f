"""Glue shared by every tab: the request's language, translated errors, step rendering."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TypeVar

import gradio as gr

from attnlab import i18n, plots
from attnlab.errors import InputError
from attnlab.lessons.steps import Step

log = logging.getLogger(__name__)
T = TypeVar("T")

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
        return compute(lang)
    except InputError as e:
        raise gr.Error(
            i18n.t(e.key, lang, **i18n.error_args(e.args_, lang)), title=i18n.t("error.title", lang), print_exception=False
        ) from None
    except gr.Error:
        raise
    except Exception:
        log.exception("handler failed")
        raise gr.Error(i18n.t("error.internal", lang), title=i18n.t("error.title", lang)) from None


def shapes_markdown(step: Step, lang: str) -> str:
    rows = "\n".join(f"| `{i18n.label(name, lang)}` | `{tuple(shape)}` |"
                     for name, shape in step.shapes)
    tensor, shape = i18n.t("heading.tensor", lang), i18n.t("heading.shapes", lang)
    return f"$${step.formula}$$\n\n| {tensor} | {shape} |\n|---|---|\n{rows}"


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


def run_step(request: gr.Request | None, make_step: Callable[[], Step]):
    """The whole body of a lesson handler: build the step, render it in the request's language."""
    return run_translated(request, lambda lang: render_step(make_step(), lang))


@functools.lru_cache(maxsize=1)  # every tab and launch() share one table
def i18n_instance() -> gr.I18n:
    """Every static string for the browser: the i18n table plus the exercises' titles."""
    import exercises

    from attnlab.lessons import exercise_links

    tables = {}
    for lang in i18n.LANGS:
        table = i18n.table(lang)
        titles = {e.id: e.title[lang] for e in exercises.ALL}
        table.update({f"exercise.{e_id}.title": title for e_id, title in titles.items()})
        for lesson in exercise_links.EXERCISES:  # "Practise this lesson: …" at the end of a tab
            items = "\n".join(f"- `{e_id}`: {title}"
                              for e_id, title in exercise_links.links(lesson, titles))
            table[f"links.{lesson}"] = i18n.t("lesson.exercises", lang, items=items)
        tables[lang] = table
    return gr.I18n(**tables)
