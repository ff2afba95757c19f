"""What a lesson step returns: data for a figure and keys for text, never widgets.

A tab (attnlab.ui) turns a :class:`Step` into Markdown and a plotly figure in the learner's
language; tests read the tensors directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

# One colour scale per kind of quantity, so the same colour always means the same thing.
QUANTITIES = ("input", "score", "weight", "value", "difference")


@dataclass(frozen=True)
class Panel:
    """One figure panel: a heatmap of a 2-D tensor or bars of a 1-D tensor."""

    title: str  # i18n key
    values: torch.Tensor  # (rows, cols) for a heatmap, (n,) for bars
    quantity: str  # one of QUANTITIES
    x_labels: tuple[str, ...] = ()
    y_labels: tuple[str, ...] = ()
    title_args: dict = field(default_factory=dict)
    line: bool = False  # draw a 1-D tensor as a curve (e.g. a loss) instead of bars
    integer: bool = False  # counts (parameters, mask entries): printed as integers, not 589824.0000
    # (x axis title, y axis title) i18n keys, said by the step that knows what its axes are. Left
    # empty, a square heatmap with the tokens on both axes is titled queries (rows) × keys (columns).
    axes: tuple[str, str] = ()
    # Rows are queries and columns keys (an attention matrix: scores, weights, their gradients).
    # None: inferred from the labels (a square heatmap with the tokens on both axes); set True for
    # such a matrix whose tokens are only numbered, so its hover still names query and key.
    query_key: bool | None = None

    @property
    def kind(self) -> str:
        if self.values.dim() == 1:
            return "line" if self.line else "bars"
        return "heatmap"


@dataclass(frozen=True)
class Step:
    """One step of a lesson: explanation (i18n key + live numbers), formula, shapes, panels."""

    id: str
    text: str  # i18n key of the explanation
    text_args: dict
    formula: str  # LaTeX, language independent
    shapes: tuple[tuple[str, tuple[int, ...]], ...]
    panels: tuple[Panel, ...]
    diagram: tuple[tuple[str, tuple[int, ...]], ...] = ()  # a shape trace drawn as boxes and arrows
    # Further sentences (i18n keys, formatted with text_args) chosen by what the tensors show, so
    # each conditional claim is one key instead of one full text per combination.
    more: tuple[str, ...] = ()

    def keys(self) -> tuple[str, ...]:
        return (self.text, *self.more)


def distinct_labels(labels) -> list[str]:
    """Token labels as figure ticks, quiz choices and sentences all write them: a repeated token
    gets its position, counted from 1, so the second "our" of a sentence is "our (5)" wherever it
    appears (plotly would otherwise merge equal tick labels into one row)."""
    seen: dict[str, int] = {}
    out = []
    for i, name in enumerate(labels):
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name} ({i + 1})")
    return out


def fmt(x: float, digits: int = 4) -> str:
    """A number as the book prints it: fixed decimals, no '-0.0000'."""
    text = f"{x:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text


def fmt_vector(v: torch.Tensor, digits: int = 4) -> str:
    return "[" + ", ".join(fmt(float(x), digits) for x in v.tolist()) + "]"


PREVIEW = 8  # values of a long row a sentence quotes; it says how many of how many


def fmt_head(v: torch.Tensor, limit: int = PREVIEW) -> tuple[str, int]:
    """(the first ``limit`` values of ``v`` as a vector, ending in "…" when some are left out,
    how many are shown): the sentence quoting it says "the first {shown} of its {n} values"."""
    shown = min(limit, v.numel())
    text = fmt_vector(v[:shown])
    return (text[:-1] + ", …]" if shown < v.numel() else text), shown


def fmt_sig(x: float, sig: int = 3) -> str:
    """A size that can be of any magnitude, to ``sig`` significant digits: 0.00312 and 0.0231
    stay apart (two decimals would print 0.00 and 0.02 beside "it grows eight-fold")."""
    return f"{x:.{sig}g}" if x != 0 else "0"


def fmt_sci(x: float) -> str:
    return f"{x:.1e}"


def fmt_exact(x: float) -> str:
    """A setting as the learner typed it, never rounded into another number: -65504 stays
    -65504 (".0e" would print -7e+04, which a claim about float16's range would then misstate);
    -1e9 prints as -1e+09."""
    short = f"{x:.6g}"
    return short if float(short) == x else f"{x:.15g}"


def fmt_share(x: float, threshold: float | None = None) -> str:
    """A share or a small number: 4 decimals, or scientific below 0.001 so that a nonzero value
    never prints as 0.0000 (a sentence that says "leaks" must show that something leaks). Beside
    a verdict about ``threshold``, with the digits it takes to print on its side (fmt_vs)."""
    if threshold is None:
        return fmt(x) if x == 0 or abs(x) >= 1e-3 else fmt_sci(x)
    return fmt_vs(x, threshold, 4) if x == 0 or abs(x) >= 1e-3 else fmt_vs(x, threshold, 1, "e")


# Verdicts are read off the float32 tensors, never off their 4-decimal prints: two results are
# "equal" when they differ by no more than float32's rounding, a few units in the last place
# (eps = 2^-23 relative) of the larger one, times the number of terms for a sum.
EPS32 = float(torch.finfo(torch.float32).eps)
ULPS = 4


def same_f32(a: float, b: float, terms: int = 1) -> bool:
    """Whether two float32 results are equal to float32's rounding (ULPS units in the last place
    of the larger magnitude, per term summed)."""
    return abs(a - b) <= ULPS * EPS32 * max(terms, 1) * max(abs(a), abs(b))


def f32_room(a: float, b: float, terms: int = 1) -> str:
    """The tolerance same_f32 uses, printed (a sentence that calls two numbers equal says it)."""
    return fmt_sci(ULPS * EPS32 * max(terms, 1) * max(abs(a), abs(b)))


def fmt_apart(u: float, v: float, digits: int = 4) -> tuple[str, str]:
    """``u`` and ``v`` with the fewest decimals (``digits`` or more) that print them apart when
    they are not equal: 0.99995458 and 1.0 print as 0.99995 and 1.00000, never as two 1.0000s
    beside a verdict that one is larger. float32's 9 significant digits when decimals never do."""
    if u == v:
        return fmt(u, digits), fmt(v, digits)
    for d in range(digits, 13):
        a, b = fmt(u, d), fmt(v, d)
        if a != b:
            return a, b
    return f"{u:.9g}", f"{v:.9g}"


def fmt_one(x: float) -> str:
    """A float32 value beside a verdict whether it is 1 (read off the stored value: equal or not):
    4 decimals when it is exactly 1, else the decimals it takes to print it apart from 1
    (1.00000107 is 1.000001 and 0.99999994 is 0.9999999, never 1.0000)."""
    return fmt(x) if x == 1.0 else fmt_apart(x, 1.0)[0]


def fmt_sums(v) -> str:
    """A vector of sums judged against 1 (rows of weights), each printed by fmt_one: a sum that is
    not exactly 1 never prints as 1.0000 (0.99999994 is 0.9999999)."""
    return "[" + ", ".join(fmt_one(float(x)) for x in v) + "]"


def fmt_near(x: float, ref: float, terms: int = 1, digits: int = 4) -> str:
    """``x`` as printed beside a verdict about whether it equals ``ref``: 4 decimals when it does
    (to float32's rounding), else enough decimals to show that it does not."""
    return fmt(x, digits) if same_f32(x, ref, terms) else fmt_apart(x, ref, digits)[0]


def fmt_distinct(values, digits: int = 4) -> list[str]:
    """``values`` with one number of decimals (``digits`` or more), enough that any two that are not
    equal print apart (choices "1 = 1.0000" and "1 / (1 − p) = 1.0000" at p = 4e-05 would
    otherwise look the same, and so would 1 and 1.0000001 at p = 3e-08)."""
    values = [float(v) for v in values]
    for d in range(digits, 13):
        shown = [fmt(v, d) for v in values]
        if all(shown[i] != shown[j] or values[i] == values[j]
               for i in range(len(values)) for j in range(i)):
            return shown
    return [f"{v:.9g}" for v in values]



def fmt_vs(x: float, threshold: float, digits: int = 1, style: str = "f") -> str:
    """``x`` printed beside a verdict about ``threshold`` (overflows, leaks, reaches 50 %), with
    ``digits`` decimals ("f"; "e": mantissa decimals) or as many more as it takes for the printed
    number to fall on the same side of the threshold as ``x`` itself: 88.73 (exp overflows) is
    never printed 88.7 beside a limit of 88.72; 1.0002e-06 (leaks) never 1.0e-06; 49.989 % never
    50.0 %. A value on the threshold prints on it; one off it never does."""
    def side(v: float) -> int:
        return (v > threshold) - (v < threshold)

    for d in range(digits, 18):
        text = fmt(x, d) if style == "f" else f"{x:.{d}e}"
        if side(float(text)) == side(x):
            return text
    return repr(float(x))
