"""How a wrong output shape relates to the right one, told in the case's own axes: two axes of the
right shape merged into one (pieces concatenated where they should be stacked), an extra axis (the
batch axis kept), a missing one, one axis split in two, or pieces joined along the wrong axis (one
axis k times too long, another k times too short). Pure shape arithmetic: no tensor is run, so it
costs nothing beside the grading. Trusted side only."""

from __future__ import annotations

import itertools
import math
from typing import Callable

from attnlab.grading import checks


def _named(size: int, names: dict[int, set[str]]) -> str:
    """"2 (a.shape[1])": a size with what the case calls it, where the case names it."""
    here = sorted(names.get(int(size), set()), key=lambda t: ("(" not in t, len(t), t))
    return f"{size} ({here[0]})" if here else str(size)


def relation(got: tuple, want: tuple, names: dict[int, set[str]] | None = None):
    """(feedback key, args) naming how ``got`` differs from ``want``, or None when no simple
    relation holds (then the plain "expected shape" text stands)."""
    got, want, names = tuple(int(s) for s in got), tuple(int(s) for s in want), names or {}
    base = {"want": checks.shape_text(want), "got": checks.shape_text(got)}
    if len(got) < len(want) and [s for s in got if s != 1] == [s for s in want if s != 1]:
        # only axes of size 1 are gone: a squeeze() with no dim drops every one of them (a head axis
        # at h = 1, a token axis at n = 1), not just the one meant; a merge with size 1 says nothing
        gone = [i for i, s in enumerate(want) if s == 1]
        return "feedback.shape.squeezed", {**base, "axes": ", ".join(str(i) for i in gone)}
    if len(got) == len(want) - 1:
        for i in range(len(got)):
            if (got[:i] == want[:i] and got[i + 1:] == want[i + 2:]
                    and got[i] == want[i] * want[i + 1]):
                return "feedback.shape.merged", {**base, "axis": str(i), "size": str(got[i]),
                                                 "a": _named(want[i], names),
                                                 "b": _named(want[i + 1], names)}
        for i in range(len(want)):
            if got == want[:i] + want[i + 1:] and want[i] > 1:
                return "feedback.shape.missing", {**base, "axis": str(i), "size": _named(want[i], names)}
    if len(got) >= len(want) + 2 and [s for s in got if s != 1] == [s for s in want if s != 1] \
            and got[len(got) - len(want):] == want:
        # leading axes of size 1 added: a tensor with more axes than the input (a (1, 1, T, T)
        # buffer beside (T, T) scores) broadcast the output up to its rank
        return "feedback.shape.extra_ones", {**base, "count": str(len(got) - len(want)),
                                             "rank": str(len(want))}
    if len(got) == len(want) + 1:
        for i in range(len(got)):
            if got[:i] + got[i + 1:] == want:
                return "feedback.shape.extra", {**base, "axis": str(i), "size": _named(got[i], names)}
        for i in range(len(want)):
            if (got[:i] == want[:i] and got[i + 2:] == want[i + 1:]
                    and got[i] * got[i + 1] == want[i]):
                return "feedback.shape.split", {**base, "axis": str(i), "size": _named(want[i], names),
                                                "a": _named(got[i], names), "b": _named(got[i + 1], names)}
    if len(got) == len(want):
        differ = [i for i in range(len(got)) if got[i] != want[i]]
        if len(differ) == 2:
            i, j = differ
            for long, short in ((i, j), (j, i)):
                if (got[long] % want[long] == 0 and want[short] % got[short] == 0
                        and got[long] // want[long] == want[short] // got[short] > 1):
                    k = got[long] // want[long]
                    return "feedback.shape.wrong_axis", {
                        **base, "long": str(long), "short": str(short), "k": _named(k, names),
                        "want_long": _named(want[long], names), "got_long": str(got[long]),
                        # the two sizes swapped and one of them is 1: an axis of size 1 put in at
                        # axis ``short`` where it belongs at ``long``
                        "inserted": "1" if want[long] == 1 and got[short] == 1 else ""}
    if len(got) == len(want) and sorted(got) == sorted(want) and got != want:
        # the same sizes in another order: which axis stands where, in the case's names
        moved = [i for i in range(len(got)) if got[i] != want[i]]
        # two axes out of place are a swap (one transpose undoes it); three or more were moved
        # round by a permute or movedim, which no single transpose undoes
        key = "feedback.shape.permuted" if len(moved) == 2 else "feedback.shape.permuted_many"
        return key, {**base, "count": str(len(moved)), "moved": "; ".join(
            f"{i}: {_named(got[i], names)} / {_named(want[i], names)}" for i in moved)}
    return None


def layout(got: tuple, want: tuple, axes: dict[int, str]) -> dict | None:
    """``got`` read as ``want``'s axes regrouped: each of its sizes one axis or a product of several
    (n, b·h, hd for b, h, n, hd), every axis used once; None where no such reading exists or two
    readings name different axes. ``axes``: position in ``want`` -> its name."""
    got, want = tuple(int(s) for s in got), tuple(int(s) for s in want)
    if got == want or math.prod(got) != math.prod(want) or len(want) > 6 or len(got) > 6 \
            or len(axes) != len(want) or 1 in got or 1 in want:
        return None
    readings = set()
    for groups in itertools.product(range(len(got)), repeat=len(want)):
        sizes = [1] * len(got)
        for axis, g in enumerate(groups):
            sizes[g] *= want[axis]
        if tuple(sizes) != got or len(set(groups)) != len(got):
            continue
        readings.add(tuple("·".join(axes[a] for a in range(len(want)) if groups[a] == g) for g in range(len(got))))
        if len(readings) > 1:
            return None  # two sizes alike: which axis is which cannot be told
    if not readings:
        return None
    (reading,) = readings
    if all("·" not in part for part in reading):
        return None  # the same axes in another order: a permutation, said elsewhere
    return {"got": checks.shape_text(got), "want": checks.shape_text(want),
            "reading": "(" + ", ".join(reading) + ")", "asked": "(" + ", ".join(axes[a] for a in range(len(want))) + ")"}


def case_names(args, reference: Callable | None) -> dict[int, set[str]]:
    from attnlab.grading import error_model  # the case's sizes named as its raised errors are
    return error_model._size_names(args, error_model._param_names(reference))
