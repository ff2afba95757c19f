"""The lessons, one folder each, and ``LESSONS``: the one list that registers them.

A lesson is its folder ``attnlab/lessons/<name>/``, and nothing outside it:

- ``__init__.py``  its computation: tensors and text keys, no gradio or plotly (works in a notebook);
- ``questions.py`` the predictions it asks before a step shows its answer (``QUESTIONS``), if any;
- ``en.py``, ``zh.py``, ... its strings, one plain catalogue per language (attnlab.i18n finds them);
- ``tab.py``       its tab: thin gradio glue from widgets to the computation (the ui layer).

``LESSONS`` orders the app: a tab's number is its position in ``TABS``, the lessons followed by the
Exercises tab. The number is drawn into the tab's title ("1 · Scores", from the plain title
``title.scores``) and into every link that sends a learner to it, never written into a string. A
new lesson is its folder and one entry in ``LESSONS``.
"""

import importlib

LESSONS = ("why", "scores", "softmax", "masking", "dropout", "heads", "gpt2", "gradients",
           "training")

# Every tab in order: the lessons, then the Exercises tab (attnlab/ui/exercises_tab.py).
TABS = (*LESSONS, "exercises")


def tab_number(name: str) -> int:
    """The number shown on the tab ``name`` (0 for the first)."""
    return TABS.index(name)


def tab_module(name: str) -> str:
    """The dotted name of the module whose ``build(demo)`` draws the tab ``name``."""
    return f"attnlab.lessons.{name}.tab" if name in LESSONS else f"attnlab.ui.{name}_tab"


def lesson_module(name: str):
    """The lesson ``name``'s computation (its folder's ``__init__.py``), imported on first use."""
    return importlib.import_module(f"attnlab.lessons.{name}")
