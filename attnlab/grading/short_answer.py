"""The trusted checker of short answers (a number, a vector or a shape typed by the learner).

Such an answer runs no code, so it needs no probe file: the child (or the app, which parses the
text itself) hands over the value as plain data (attnlab.grading.probes.short_answer_probe).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import torch

from attnlab.grading import book_sizes, checks, codec, divergence, error_model, intermediate, properties, rounding, shape_relation, shape_sizes, wrong_sum

Misconception = tuple[str, Callable[[], object]]  # (feedback key, what a classic wrong route gives)


def typed_decimals(value: float) -> int:
    """Decimals of a number as typed (0.238: 3, 0.9540 typed in Python: 3, a computed float: ~10)."""
    text = f"{abs(value):.10g}"
    if "e" in text:
        return 10
    return len(text.split(".")[1]) if "." in text else 0


def decimals_tolerance(value: float, decimals: int) -> float:
    """How far an answer asked "to ``decimals`` decimals" may be from the exact value: one unit of
    that place when given to it or beyond (rounded or cut either way); given one decimal short,
    only the right rounding (0.238 for 0.2379, never 0.955 for 0.9544); shorter, nothing."""
    d = typed_decimals(value)
    slack = 1e-6 * max(1.0, abs(value))  # the exact value itself is a float32 computation
    if d >= decimals:
        return 10.0 ** -decimals + slack
    if d == decimals - 1:
        return 0.5 * 10.0 ** -d + slack
    return 0.0


def route_tolerance(values: Sequence[float], cap: float) -> float:
    """A wrong route names the learner's number only if it gives that number to the decimals they
    typed (half a unit of their last place; float32's noise for a computed value): 0.2385 is not
    the 0.23858 of a rounding route, 0.9535 not the 0.954 of another."""
    d = min(min(typed_decimals(v) for v in values), 6) if values else 6
    return min(cap, 0.5 * 10.0 ** -d + 1e-9)


def short_check(kind: str, want: Callable[[], object], tolerance: float | None = None,
                misconceptions: Sequence[Misconception] = (), routes: Sequence[Callable[[], object]] = (),
                decimals: int | None = None, axes: Sequence[str] = (),
                statement_sizes: dict[str, int] | None = None,
                derived_sizes: dict[str, tuple[str, str, str]] | None = None):
    """The checker of a ``kind`` answer equal to ``want()`` within ``tolerance``, or, for a question
    that asks for ``decimals`` decimals, within what those decimals allow (decimals_tolerance).

    An answer equal to one of the ``misconceptions`` is told which route it took. ``routes``: other
    computations of the same value (the book's whole-matrix route for one entry), whose rewrites
    are searched too. NaN and inf never pass. ``axes``: for a shape, what each axis of the asked
    shape is (b, h, n, head_dim), so a wrong shape is told in those names (two axes merged, the
    same sizes in another order). ``statement_sizes`` ({"n": 5, ...}) and ``derived_sizes``
    ({"head_dim": ("d_out", "//", "num_heads")}): the statement's numbers, to tell where a wrong
    size at one axis comes from (shape_sizes).
    """
    cap = tolerance if tolerance is not None else 6 * 10.0 ** -(decimals or 4)

    def allowed(value: float) -> float:
        return decimals_tolerance(value, decimals) if decimals is not None else tolerance

    def check(payload, result):
        key, args = told(payload, result)
        if key and kind == "number" and isinstance(result, dict) and isinstance(result.get("steps"), list):
            # what the learner's own code reduced comes before a route that lands on the same number
            # (the mean of six weights is 1/6, as uniform weights are)
            got = checks.value(result)
            if checks.check_number(got, want(), allowed(got))[0] == "feedback.wrong_number":
                found = reduced_step(result["steps"], got, want(), route_tolerance([got], cap))
                if found:
                    return found
                if key in ("feedback.wrong_number",):
                    # no route named it: the tensor of the code that holds the right number
                    found = right_entry(result["steps"], want(), route_tolerance([got], cap))
                    if found:
                        return found
        if key and isinstance(result, dict) and result.get("steps"):
            # the line of the learner's cells or file where their number first leaves the book's
            # computation (the child recorded the steps that went into this answer)
            args = divergence.with_location(key, args, {"steps": [[0, result["steps"]]]}, [want, *routes],
                                            lambda _: [], 1)
            held = {k.removeprefix(divergence.HELD): v for k, v in args.items() if k.startswith(divergence.HELD)}
            if key == "rewrite.single_term" and held.get("diverge_how") == "diverge.terms" \
                    and held.get("diverge_op") not in (None, "=") and kind in ("number", "vector"):
                # a product's terms kept apart by one call and one of them read (einsum "ij,j->ij",
                # a diagonal matrix): that call says more than which term was read (a loop that
                # assigns each term in turn is found only where the answer is bound: "=")
                got = checks.value(result) if kind == "number" else None
                key, args = checks.check_number(got, want(), allowed(got)) if kind == "number" \
                    else ("feedback.wrong_vector", {})
                args = {**args, **held}
            key = divergence.located_key(key, args)  # the line says where: no "check your arithmetic"
        return key, args

    def told(payload, result):
        expected = want()
        if kind == "number":
            got = checks.value(result)
            key, args = checks.check_number(got, expected, allowed(got))
            tolerance = route_tolerance([got], cap) if decimals is not None else cap
            if key == "feedback.wrong_number":
                for mistake, wrong in misconceptions:
                    if abs(got - wrong()) <= tolerance:
                        return mistake, args
                # two slips (another row and a halving) fit a round guess such as 0.5 to within
                # the tolerance by chance: they are searched only for a number given to 3
                # significant digits or more; one slip, or an early rounding, always
                # 0 and ±1 come out of too many routes (a weight over one token, a dropped entry, a
                # row that is all masked) for a rewrite that gives them to name the learner's
                trivial = float(got).is_integer() and abs(got) <= 1
                found = None if trivial else (_route(want, [got], tolerance, routes, pairs=_significant(got) >= 3)
                                              or rounding.rounded_route(want, got, tolerance)
                                              or properties.scaled_number(got, expected, tolerance))
                rounded_right = decimals is not None and typed_decimals(got) >= 1 \
                    and abs(got - expected) <= 0.5 * 10.0 ** -typed_decimals(got) + 1e-9
                if found and found[0] in error_model.AFTER_PAIRS and rounded_right:
                    found = None  # the right value rounded is likelier than a late route that lands there
                if found and found[1].get("also"):
                    # a pair: what the plain text says, kept for the reading of the code, which
                    # drops a pair whose literal (an index) the code contradicts
                    return found[0], {**found[1], "plain_got": args.get("got", ""),
                                      "plain_digits": args.get("digits", "")}
                if found:
                    return found
                if rounded_right:
                    # no wrong route: the right value, rounded to fewer decimals than asked
                    return "feedback.few_decimals", {"got": f"{got:.10g}", "have": typed_decimals(got),
                                                     "digits": decimals}
            return key, args
        got = checks.values(result)
        if not all(math.isfinite(g) for g in got):
            return "feedback.not_finite_answer", {"got": ", ".join(checks.number_text(g) for g in got)}
        if len(got) == len(expected) and all(abs(g - w) <= allowed(g) for g, w in zip(got, expected)):
            return "", {}
        tolerance = route_tolerance(got, cap) if decimals is not None else cap
        for mistake, wrong in misconceptions:
            if checks.close_all(got, wrong(), tolerance):
                return mistake, {}
        found = _route(want, got, tolerance, routes) if len(got) <= 64 else None
        if found and found[0] in error_model.AFTER_PAIRS and decimals is not None and len(got) == len(expected) \
                and all(abs(g - w) <= 0.5 * 10.0 ** -typed_decimals(g) + 1e-9 for g, w in zip(got, expected)):
            found = None  # the right values rounded are likelier than a late route that lands there
        if not found and kind == "vector":  # the weighted terms added up along the other axis
            found = wrong_sum.wrong_sum_route(want, got, tolerance)
        if not found and kind == "vector":  # an intermediate (the weights) rounded before the end
            found = rounding.rounded_route(want, got, tolerance)
        computed = isinstance(result, dict) and bool(result.get("steps"))
        if kind == "shape" and computed and found and found[0] == "rewrite.transpose_numpy":
            # a shape the learner's code computed, not typed: torch ran its transpose, which never
            # acts as numpy's; the layout the code produced is said instead
            found = None
        if kind == "shape" and len(got) >= 3 and list(got) == [float(w) for w in reversed(list(expected))] \
                and len(set(got)) > 1:
            # every axis in reverse order: the shape read from its end (reversed(t.shape),
            # t.shape[::-1], a column-major language's order, .T on many axes), one slip
            return "feedback.shape.reversed", {"got": checks.shape_text([int(g) for g in got]),
                                               "want": checks.shape_text([int(w) for w in expected])}
        if kind == "shape":
            # many routes give one shape: a transpose of other axes names the slip; otherwise the
            # right sizes in another order, which positions moved, is the surer thing to say
            readings = ("rewrite.transpose_one_based", "rewrite.transpose_axes", "rewrite.transpose_lower_rank",
                        "rewrite.transpose_numpy", "rewrite.transpose_reversed")
            if computed:
                readings = tuple(r for r in readings if r != "rewrite.transpose_numpy")
            if found and found[0] in readings:
                return found
            if not (found and found[0] in readings):  # a reading of transpose that gives this shape
                found = _transpose_reading(want, got, readings) or found
                if found and found[0] in readings:
                    return found
            if found and found[1].get("either") in readings:  # the same shape by another route:
                # a typed shape shows no code, and a reading of the transpose is the likelier slip
                either = found[1]["either"]
                return either, {k.removeprefix("either_"): v for k, v in found[1].items()
                                if k.startswith("either_")}
            named = dict(zip(expected, axes)) if len(axes) == len(expected) else {}
            moved = properties.shape_permutation(got, list(expected), named)
            if moved:
                return moved
            # the right width split into another number of heads (the book's 2), or one axis
            # holding the book's size for it (6 tokens)
            at = dict(enumerate(axes)) if len(axes) == len(expected) else {}
            told = book_sizes.shape_heads(got, list(expected), at) or \
                book_sizes.shape_book_axis(got, list(expected), at) or \
                book_sizes.shape_book_example(got, list(expected), at)
            if told:
                return told
            sizes = [int(g) for g in got if float(g).is_integer() and 0 < g < 2**31]
            if named and len(sizes) == len(got):
                told = shape_relation.relation(sizes, [int(w) for w in expected],
                                               {int(k): {v} for k, v in named.items()})
                # an axis left out of a typed shape is a count, said as such (its texts speak of code)
                if told and told[0] not in ("feedback.shape.missing", "feedback.shape.squeezed"):
                    # ("short": a shape given as the answer, not code's output to reshape back)
                    return told[0], {**told[1], "what": "output", "short": "1"}
                read = shape_relation.layout(sizes, [int(w) for w in expected], dict(enumerate(axes)))
                if read:  # the same numbers with axes merged (and moved): which axes, by name
                    return "feedback.shape.layout", read
                if told and told[0] == "feedback.shape.missing":
                    # one axis left out of a typed shape: the shape of one slice along it (one
                    # sequence where the batch is asked), named by what that axis is
                    return "feedback.shape.typed_missing", {k: told[1][k] for k in ("want", "got", "axis", "size")}
            if not found and statement_sizes:
                # one axis wrong: the size there read as another of the statement's sizes, or a
                # derived size worked out with one operand swapped
                told = shape_sizes.explain(got, list(expected), axes, statement_sizes, derived_sizes or {})
                if told:
                    return told
        if found:
            return found
        if kind == "vector" and len(got) <= 64:  # a step on the way (the weights for the context)
            found = intermediate.route(want, got, tolerance)
            if found:
                return found
            # the result plus one of its steps (a row of the inputs): a sum started from it
            found = intermediate.offset(want, got, max(tolerance or 0.0, 1e-4))
            if found:
                return found
        if len(got) != len(expected):
            return "feedback.wrong_length", {"got": len(got), "want": len(expected)}
        return ("feedback.wrong_shape_answer" if kind == "shape" else "feedback.wrong_vector"), {}

    return check


def _step_values(steps: list):
    """(step, its values) of each recorded step of the learner's code with a line, its code and
    between 2 and MAX_VALUES numbers, decoded; malformed steps are skipped."""
    for s in steps[:divergence.MAX_STEPS]:
        values = s.get("values") if isinstance(s, dict) else None
        if not isinstance(values, list) or not 2 <= len(values) <= divergence.MAX_VALUES \
                or not isinstance(s.get("line"), int) or not isinstance(s.get("code"), str):
            continue
        try:
            yield s, torch.tensor([codec.decode_number(x, "steps") for x in values], dtype=torch.float64)
        except Exception:  # noqa: BLE001 - malformed steps tell nothing
            continue


_REDUCED = (("short.reduced_mean", torch.mean), ("short.reduced_sum", torch.sum))


def _counted(steps: list):
    """(step, its distinct values, their counts) of each recorded step too large to keep whole
    that holds a few distinct values (step_record's "distinct"); malformed ones are skipped."""
    for s in steps[:divergence.MAX_STEPS]:
        pairs = s.get("distinct") if isinstance(s, dict) else None
        if not isinstance(pairs, list) or not 1 <= len(pairs) <= 4 or not isinstance(s.get("line"), int) \
                or not isinstance(s.get("code"), str):
            continue
        try:
            values = torch.tensor([codec.decode_number(p[0], "steps") for p in pairs], dtype=torch.float64)
            counts = torch.tensor([int(p[1]) for p in pairs], dtype=torch.float64)
        except Exception:  # noqa: BLE001 - malformed steps tell nothing
            continue
        if bool((counts > 0).all()) and bool(torch.isfinite(values).all()):
            yield s, values, counts


def reduced_step(steps: list, got: float, want: float, tolerance: float) -> tuple[str, dict] | None:
    """A number that is the mean (or sum) of every entry of a tensor the learner's code made, where
    one of those entries is the right number (the mean of a dropout's output, zeros included, for a
    survivor's value): that tensor's line, and what is in it."""
    for s, values, counts in _counted(steps):  # a large tensor of a few values (a dropout of ones)
        if values.numel() < 2 or not bool(((values - want).abs() <= tolerance).any()):
            continue
        total = float((values * counts).sum())
        for key, value in (("short.reduced_mean", total / float(counts.sum())), ("short.reduced_sum", total)):
            if abs(value - got) <= tolerance:
                return key, {"got": checks.number_text(got), "count": str(int(counts.sum())), "line": str(s["line"]),
                             "code": checks.clean_text(s["code"], 120),
                             "distinct": ", ".join(f"{float(x):.4f}" for x in values)}
    for s, v in _step_values(steps):
        if not bool(torch.isfinite(v).all()) or not bool(((v - want).abs() <= tolerance).any()):
            continue
        distinct = v.unique()
        if distinct.numel() < 2 or bool(((v - want).abs() <= tolerance).all()):
            continue
        for key, op in _REDUCED:
            if abs(float(op(v)) - got) <= tolerance:
                shown = ", ".join(f"{float(x):.4f}" for x in distinct[:4]) + (", …" if distinct.numel() > 4 else "")
                return key, {"got": checks.number_text(got), "count": str(v.numel()), "line": str(s["line"]),
                             "code": checks.clean_text(s["code"], 120), "distinct": shown}
    return None


def right_entry(steps: list, want: float, tolerance: float) -> tuple[str, dict] | None:
    """The first tensor the learner's code made that holds the right number as one of its entries
    (the scores, of which the answer then took a normalised entry): its line and the entry's index."""
    for s, v in _step_values(steps):
        shape = s.get("shape")
        if not isinstance(shape, list) or not all(isinstance(x, int) for x in shape) or math.prod(shape) != v.numel():
            continue
        hits = ((v - want).abs() <= tolerance).nonzero().flatten()
        if hits.numel() != 1 or v.unique().numel() < 2:
            continue  # the number nowhere, or in several entries: no single entry to point at
        index = tuple(int(i) for i in torch.unravel_index(hits[0], tuple(shape)))
        return "short.right_entry", {"line": str(s["line"]), "code": checks.clean_text(s["code"], 120),
                                     "index": checks.shape_text(index) if len(index) > 1 else str(index[0])}
    return None


def _route(want: Callable[[], object], got: list[float], tolerance: float, routes=(), pairs: bool = True):
    """The wrong route that gives the learner's value: a rewrite of the computation of ``want`` on
    the book's tensors (another row or an index counted from 1, a scale, another axis...)."""
    answer = torch.tensor(got if len(got) != 1 else got[0], dtype=torch.float32)
    found = error_model.search_all([lambda: want(), *routes], [[]], [[answer]], atol=tolerance, pairs=pairs)
    return (found.key, found.args) if found else None


def _transpose_reading(want: Callable[[], object], got: list[float], readings) -> tuple[str, dict] | None:
    """A typed shape that one reading of a transpose of the computation gives (numpy's
    permutation, .T reversing every axis, other axes): a typed shape shows no code, and where
    another route (a view in another order) gives the same shape, the transpose is the likelier slip."""
    for r in error_model.candidates(lambda: want(), [[]]):
        if r.key not in readings:
            continue
        value, _ = error_model.run(lambda: want(), [], {r.site: r.change})
        if isinstance(value, list) and len(value) == 1 and value[0].tolist() == list(got):
            return r.key, r.text_args
    return None


def _significant(value: float) -> int:
    """Significant digits of a number as typed (0.5: 1, 0.96: 2, 1.4754: 5)."""
    digits = f"{abs(value):.10g}".split("e")[0].replace(".", "").lstrip("0")
    return len(digits)


def no_payload(rng) -> dict:
    """A short answer's payload: nothing (the question is about the book's fixed numbers)."""
    return {}
