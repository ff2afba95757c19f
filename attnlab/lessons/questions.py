"""Predict first: questions a lesson asks before a step shows its answer.

Every question is built from the same inputs as the step and its answer is computed from the live
tensors, so it stays right after the learner edits the inputs. A lesson's first step never asks
(the tab must show a figure when it opens). No gradio here: the tab renders the question.

What a lesson asks lives in its own folder, ``attnlab/lessons/<name>/questions.py`` (``QUESTIONS``:
step id -> builder); this module holds what the questions share and asks them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
import dataclasses
from dataclasses import dataclass

import torch

from attnlab.lessons import inputs as parse
from attnlab.lessons.steps import EPS32, ULPS, distinct_labels, fmt, fmt_apart, fmt_distinct

YES, NO = "yes", "no"


# Half a unit of the 4th decimal every weight is shown with: what a sentence may call "0.0000".
# Ties are not decided with it (two weights 3e-05 apart are no tie): a tie is equality.
TOLERANCE = 5e-5


def f32_tol(numbers, terms: int) -> float:
    """Numbers judged equal within float32's rounding: ULPS units in the last place of the largest
    magnitude, per term summed (a tie is never decided by argmax, nor by 4-decimal prints)."""
    return ULPS * EPS32 * max(terms, 1) * max((abs(x) for x in numbers), default=0.0)


@dataclass(frozen=True)
class Question:
    """A prediction: prompt and explanation are i18n keys formatted with ``args``; choice labels
    are shown as written unless they are "predict." keys (translated where drawn).

    A question judged by value gives every choice its number (``numbers``) and the number of the
    answer (``target``): every choice within ``tol`` of it is right, ties included. Without
    numbers only the choice ``answer`` is right (yes/no, shapes)."""

    prompt: str
    args: dict
    choices: tuple[tuple[str, str], ...]  # (label, value)
    answer: str  # the value of one right choice
    why: str
    numbers: tuple[float, ...] | None = None  # one per choice
    target: float | None = None
    tol: float = 0.0
    more: tuple[str, ...] = ()  # further sentences of the explanation, formatted with args

    def right(self) -> tuple[str, ...]:
        """The values of every right choice, in the order shown."""
        if self.numbers is None:
            return (self.answer,)
        return tuple(value for (_, value), x in zip(self.choices, self.numbers)
                     if abs(x - self.target) <= self.tol)

    def is_right(self, value) -> bool:
        return str(value) in self.right()

    def distinct(self) -> int:
        """How many different answers the choices offer: the right ones count as one."""
        right = self.right()
        return len({v for _, v in self.choices if v not in right}) + (1 if right else 0)


def yes_no(prompt: str, args: dict, truth: bool, why_key: str) -> Question:
    return Question(prompt, args, (("predict.yes", YES), ("predict.no", NO)), YES if truth else NO,
                    why_key)


def _shown(labels) -> list[tuple[str, str]]:
    """One choice per label, values "0", "1", ...; a repeated token is written as the figures
    write it: with its position, from 1 (steps.distinct_labels)."""
    return [(name, str(i)) for i, name in enumerate(distinct_labels(labels))]


def pick_largest(prompt: str, args: dict, labels, weights: torch.Tensor, why_key: str,
                 tie_key: str | None = None) -> Question:
    """Which label gets the largest weight: judged by the stored float32 values, so every label
    whose weight equals the largest exactly is right (a tie is equality, never a tolerance: two
    weights 2 ulps apart are no tie, the larger is the largest; 4 decimals print them apart). ``best`` (all of them, each in its own quotes
    when the explanation quotes it: “a” / “b”) and ``w`` go into the args; when several tie, the
    explanation is ``tie_key``, which says so instead of naming one winner. A runner-up that 4
    decimals would print as equal is named, with both weights printed apart."""
    numbers = tuple(float(w) for w in weights)
    top = max(numbers)
    tol = 0.0
    shown = _shown(labels)
    best = [label for (label, _), x in zip(shown, numbers) if x == top]
    answer = str(numbers.index(top))
    why = tie_key if tie_key and len(best) > 1 else why_key
    rest = [(x, label) for (label, _), x in zip(shown, numbers) if abs(x - top) > tol]
    w, more, extra = fmt(top), (), {}
    if rest:
        runner = max(x for x, _ in rest)
        # every label tied for second place, in the tokens' order (never a label's alphabetical rank)
        name = "” / “".join(label for x, label in rest if x == runner)
        if fmt(runner) == fmt(top):  # 4 decimals cannot tell them apart: show more
            w, runner_w = fmt_apart(top, runner)
            more, extra = ("predict.runner_up",), {"runner": name, "runner_w": runner_w}
    return Question(prompt, {**args, "best": "” / “".join(best), "w": w, **extra}, tuple(shown),
                    answer, why, numbers, top, tol, more)


def tie_cause(q: Question, scores, labels, rounded_key: str) -> Question:
    """A tie of ``pick_largest`` explained by its measured cause: where the tied choices' scores
    (what the weights come from) are equal, ``q`` as it is ("equal scores get equal weights");
    where they differ, ``rounded_key``, with the tied scores printed apart in ``scores``: float32
    stored one weight for different scores, which is rounding, not equal scores."""
    tied = [int(v) for v in q.right()]
    values = [float(scores[j]) for j in tied]
    if len(tied) < 2 or len(set(values)) == 1:
        return q
    shown = fmt_distinct(values)
    return dataclasses.replace(q, why=rounded_key, args={
        **q.args, "scores": ", ".join(f"{labels[j]} {v}" for j, v in zip(tied, shown))})


def pick_by_value(prompt: str, args: dict, labels, values, why_key: str) -> Question:
    """Which label has the largest value, judged by the stored values as pick_largest is: a tie is
    equality (GPT-2's 0.14157957 and 0.14158161, 137 float32 steps apart, were both "right" within
    5e-5; the larger is the answer). ``args`` as given, for prompts that show the numbers."""
    numbers = tuple(float(v) for v in values)
    top = max(numbers)
    return Question(prompt, args, tuple(_shown(labels)), str(numbers.index(top)), why_key,
                    numbers, top, 0.0)


def shape_choices(prompt: str, args: dict, right: tuple[int, ...], wrong, why_key: str) -> Question:
    """Shapes as choices: the right one and distinct wrong ones, in a fixed (sorted) order."""
    options = sorted({tuple(right), *(tuple(w) for w in wrong)})
    labels = [str(o) for o in options]
    return Question(prompt, args, tuple((s, s) for s in labels), str(tuple(right)), why_key)


def questions_of(lesson: str) -> dict[str, Callable]:
    """The questions of ``lesson`` by step id: its folder's questions.py ({} where it has none)."""
    name = f"attnlab.lessons.{lesson}.questions"
    try:
        return importlib.import_module(name).QUESTIONS
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        return {}


def question(lesson: str, inp, step_id) -> Question | None:
    """The prediction asked at ``step_id`` of ``lesson`` for these inputs, or None (also when the
    choices offer fewer than two different answers: there is nothing to predict)."""
    steps = importlib.import_module(f"attnlab.lessons.{lesson}").STEPS
    builder = questions_of(lesson).get(parse.parse_choice(step_id, "step", steps))
    q = builder(inp) if builder else None
    return q if q is not None and q.distinct() >= 2 else None
