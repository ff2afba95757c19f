"""One sign flipped: a subtraction written as an addition, or the reverse (``dP + (dP * P).sum(...)``
for ``dP - ...``), a rewrite of the error model (attnlab.grading.error_model) at every call that
adds or subtracts a tensor. The term is named by the call that made it (``sum(…)``).

A term made by a max (x − amax(x), the stable softmax's shift) is left alone: the softmax does not
see that shift, so its sign changes nothing but where exp overflows.
"""

from __future__ import annotations

SUBTRACT = {"sub", "__sub__", "subtract"}
ADD = {"add", "__add__", "__radd__"}
SHIFTS = {"amax", "max", "logsumexp"}


def rewrites(site, at) -> list:
    """The sign flip of one add/sub call of the reference (an error_model.Site at ``at``)."""
    from attnlab.grading.error_model import Rewrite  # error_model imports this module

    info = site.info
    if site.op not in SUBTRACT | ADD or "subtrahend" not in info or info["subtrahend"] in SHIFTS:
        return []
    what = f"{info['subtrahend']}(…)" if info["subtrahend"] else "…"
    if site.op in SUBTRACT:
        return [Rewrite("rewrite.sign_add", (("what", what),), at, _flip(lambda x, y: x + y))]
    return [Rewrite("rewrite.sign_sub", (("what", what),), at, _flip(lambda x, y: x - y))]


def _flip(op):
    def change(f, a, k, m):
        if len(a) != 2 or k.get("alpha", 1) != 1:
            return f(*a, **k)
        return op(a[0], a[1])
    return change
