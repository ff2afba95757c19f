"""Positional arguments in another order than the signature: ``Wrapper(d_in, d_out, dropout,
context_length)`` for ``(d_in, d_out, context_length, dropout)``, so 6 lands in ``dropout`` and PyTorch
says "dropout probability has to be between 0 and 1, but got 6", which does not say why. Read from
the learner's source (its syntax tree, never run) in the trusted grader: a call of a class the
course gives (attnlab.modules) or of torch.nn whose positional arguments are variables named after
the signature's parameters, at other positions. Told after a wrong answer's feedback.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect

import torch

from attnlab import modules
from attnlab.grading import discarded

MAX_CHARS = 90


def _signature(func: ast.AST) -> tuple[str, list[str]] | None:
    """(name, parameters in order) of a course class or a torch.nn class the call names."""
    if isinstance(func, ast.Name):
        name, owner = func.id, modules if hasattr(modules, func.id) else torch.nn
    elif isinstance(func, ast.Attribute) and isinstance(func.value, (ast.Name, ast.Attribute)) and \
            ast.unparse(func.value) in ("nn", "torch.nn"):
        name, owner = func.attr, torch.nn
    else:
        return None
    target = getattr(owner, name, None)
    if not isinstance(target, type):
        return None
    try:
        params = list(inspect.signature(target.__init__).parameters.values())[1:]
    except (TypeError, ValueError):
        return None
    return name, [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]


def _swapped(call: ast.Call) -> dict | None:
    found = _signature(call.func)
    if not found or len(call.args) < 2 or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    name, params = found
    given = [a.id if isinstance(a, ast.Name) else None for a in call.args]
    moved = [(i, g) for i, g in enumerate(given) if g in params and i < len(params) and params[i] != g]
    if not moved:
        return None
    i, g = moved[0]
    keywords = ", ".join(f"{params[k]}={ast.unparse(a)}" if k < len(params) else ast.unparse(a)
                         for k, a in enumerate(call.args))
    # the signature's order: each value named after a parameter in that parameter's place, the
    # others in the places left, in the order written
    slots: list = [None] * max(len(params), len(call.args))
    for k, named in enumerate(given):
        if named in params and params.index(named) < len(call.args):
            slots[params.index(named)] = ast.unparse(call.args[k])
    rest = iter(ast.unparse(call.args[k]) for k, named in enumerate(given)
                if not (named in params and params.index(named) < len(call.args)))
    if all(named in params for named in given):  # every value named after its parameter: by keyword
        fixed = ", ".join(f"{named}={named}" for named in given)
    else:  # a keyword before a positional is a SyntaxError: the values in the signature's order
        fixed = ", ".join(slot if slot is not None else next(rest) for slot in slots[:len(call.args)])
    code = ast.unparse(call)
    if len(code) > MAX_CHARS:
        code = code[:MAX_CHARS - 5] + "(...)"
    return {"callee": name, "order": ", ".join(params[:max(len(call.args), 1)]),
            "arg": g, "param": params[i], "code": code, "fixed": f"{name}({fixed}{_rest(call)})",
            "as_given": keywords}


def _rest(call: ast.Call) -> str:
    return "".join(f", {ast.unparse(k)}" for k in call.keywords)


def find(sources: list[tuple[int | None, str]], name: str) -> dict | None:
    """The first call in the answer ``name`` (and its helpers) whose named positional arguments sit
    at other positions than the signature's parameters of the same names."""
    def visit(node):
        hit = _swapped(node) if isinstance(node, ast.Call) else None
        return {**hit, "line": node.lineno} if hit else None

    return discarded.first_hit(sources, name, visit)


def refine(outcome, submission, exercise_id: str):
    """The outcome with the misplaced arguments told after its feedback, where the answer is wrong."""
    if outcome.status not in ("failed", "error") or "concept" in outcome.args:
        return outcome  # "error": the answer raised (the misplaced value made the call raise)
    found = discarded.found_in(find, submission, exercise_id)
    if not found:
        return outcome
    extra = {"concept": "feedback.positional_order", **{f"concept_{k}": str(v) for k, v in found.items()}}
    if outcome.feedback == "feedback.raised_in_call":  # the names say more than the values' binding
        return dataclasses.replace(outcome, feedback="feedback.raised",
                                   args={"error": outcome.args.get("error", ""), **extra})
    return dataclasses.replace(outcome, args={**outcome.args, **extra})
