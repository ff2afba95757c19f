"""An einsum equation that sums an axis of one operand on its own: ``'bhnd,bgmd->hnm'`` gives the
second operand its own head letter g, which is in no other operand and not in the output, so einsum
adds that operand up over all heads before the product; ``'...ij,...j->...j'`` keeps j (an
elementwise product) and sums J over i instead. The output has the right shape, so the values alone
say nothing of why. Read from the learner's source (its syntax tree, never run) in the trusted
grader: an equation with two or more operands and an explicit output, one letter of which is in a
single operand and not in the output. Told after a wrong answer's feedback with the repair: that
letter where the operand meant the other's (the letter at the same position), or kept in the output
in place of the letter that should have been contracted.
"""

from __future__ import annotations

import ast
import dataclasses

from attnlab.grading import discarded

FUNCS = {"einsum"}


def _terms(equation: str) -> tuple[list[str], str] | None:
    eq = equation.replace(" ", "")
    if eq.count("->") != 1:
        return None
    left, out = eq.split("->")
    ops = left.split(",")
    if len(ops) < 2 or not all(ops):
        return None
    return ops, out


def _letters(term: str) -> list[str]:
    return [c for c in term.replace("...", "") if c.isalpha()]


def read(equation: str) -> dict | None:
    """{"letter", "operand", "fixed"} of the first letter summed on its own, with a repaired equation."""
    parsed = _terms(equation)
    if not parsed:
        return None
    ops, out = parsed
    outs = set(_letters(out))
    for k, term in enumerate(ops):
        for pos, x in enumerate(term):
            if not x.isalpha() or x in outs or any(x in _letters(o) for j, o in enumerate(ops) if j != k):
                continue
            # another operand's own lone letter at the same position (bhid,bhje): one axis given
            # two letters, each summed on its own side; the same letter contracts them
            for j, o in enumerate(ops):
                if j != k and len(o) == len(term) and o[pos].isalpha() and o[pos] != x and o[pos] not in outs \
                        and not any(o[pos] in _letters(p) for i, p in enumerate(ops) if i != j):
                    repaired = list(ops)
                    repaired[j] = o[:pos] + x + o[pos + 1:]
                    return {"letter": o[pos], "operand": str(j + 1), "fixed": ",".join(repaired) + "->" + out,
                            "kept": ""}
            # a letter of the output that every operand shares (kept, not contracted): the
            # contraction was meant over it, keeping x
            shared = [y for y in _letters(out) if all(y in _letters(o) for o in ops)]
            if shared:
                y = shared[-1]
                fixed = ",".join(ops) + "->" + out.replace(y, x)
                return {"letter": x, "operand": str(k + 1), "fixed": fixed, "kept": y}
            # the letter at the same position of another operand of the same length: the same axis
            for j, o in enumerate(ops):
                if j != k and len(o) == len(term) and o[pos].isalpha() and o[pos] != x and o[pos] in outs:
                    repaired = list(ops)
                    repaired[k] = term[:pos] + o[pos] + term[pos + 1:]
                    return {"letter": x, "operand": str(k + 1), "fixed": ",".join(repaired) + "->" + out,
                            "kept": ""}
            return {"letter": x, "operand": str(k + 1), "fixed": "", "kept": ""}
    return None


def _equation(call: ast.Call) -> str | None:
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if name not in FUNCS or not call.args:
        return None
    first = call.args[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return None


def find(sources: list[tuple[int | None, str]], name: str) -> dict | None:
    def visit(node):
        eq = _equation(node) if isinstance(node, ast.Call) else None
        hit = read(eq) if eq and len(eq) <= 60 else None
        return {**hit, "equation": eq, "line": node.lineno} if hit else None

    return discarded.first_hit(sources, name, visit)


def refine(outcome, submission, exercise_id: str):
    """A wrong answer's outcome with the einsum's lone summed letter told after its feedback."""
    if outcome.status != "failed" or "concept" in outcome.args:
        return outcome
    found = discarded.found_in(find, submission, exercise_id)
    if not found:
        return outcome
    if found["kept"]:
        key = "feedback.einsum_kept"
    elif found["fixed"]:
        key = "feedback.einsum_own_letter"
    else:
        key = "feedback.einsum_lone_sum"
    extra = {"concept": key, **{f"concept_{k}": str(v) for k, v in found.items()}}
    return dataclasses.replace(outcome, args={**outcome.args, **extra})
