"""References a child goes without: code that would answer an exercise if an answer could call it.

The sandbox worker preloads the book's classes, because probes hand them to answers (exercises
3.1-3.3). One of them, `MultiHeadAttention.forward`, is exactly what `ex_mha_forward` asks a learner
to write: an answer that called it would pass without computing attention. Hiding a name does not
help inside one Python process (an answer can reach any live object through `gc` or the caller's
frames), so a child *drops* what it withholds before it runs any submitted code: the function
object is replaced, and with its last reference gone it no longer exists in that process. An
exercise whose probe needs a withheld reference declares it (`NEEDS` in exercise.py) and is graded
in a child of its own that keeps it. What is left for answers (torch, including
`scaled_dot_product_attention`, and the smaller book classes) is what the book gives them too.
"""

from __future__ import annotations

import importlib
import linecache
import sys

# name -> (module, class, attribute)
WITHHELD: dict[str, tuple[str, str, str]] = {
    "MultiHeadAttention.forward": ("attnlab.modules", "MultiHeadAttention", "forward"),
}


def _stand_in(name: str):
    def withheld(*_args, **_kwargs):
        raise NotImplementedError(
            f"the book's {name} is withheld while answers are graded (an exercise asks learners "
            "to write it); write the computation in your answer")

    withheld.__qualname__ = withheld.__name__ = name.rsplit(".", 1)[-1]
    return withheld


def drop(keep: tuple[str, ...] | list[str] = ()) -> list[str]:
    """Replace every withheld reference not in ``keep`` by a stand-in that raises; returns the names
    dropped. Called in a child before submitted code runs. Raises RuntimeError if a reference is
    still held elsewhere (then it would survive the replacement, and the child must not go on)."""
    dropped = []
    for name, (module_name, cls_name, attr) in WITHHELD.items():
        if name in keep:
            continue
        cls = getattr(importlib.import_module(module_name), cls_name)
        original = cls.__dict__[attr]
        # Two references: the class's dict and this frame's `original` (getrefcount adds its own).
        if sys.getrefcount(original) > 3:
            raise RuntimeError(f"{name} is referenced outside its class; it cannot be withheld")
        setattr(cls, attr, _stand_in(name))
        del original
        dropped.append(name)
    linecache.clearcache()  # no source text of a reference kept from an earlier traceback
    return dropped
