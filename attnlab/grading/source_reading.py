"""Feedback that is true of the code: where two rewrites of the reference reproduce a wrong answer
equally (a softmax over dim 0 of symmetric scores is also the weights transposed; ``keys.T`` of a
4-D tensor gives what a transpose of other axes gives on these sizes), the one whose construct the
learner's code contains, and the reference's does not, is told, and a reading whose construct the
code lacks is not said at all (where neither reading can be checked both stay, the second as
"another slip, which may be yours"). The constructs are counted in the learner's code and in the
reference's (the exercise's solution.py, or a short answer's ``want=`` expression), so a construct
both have (a head split's transpose(1, 2)) is evidence for neither.

Runs in the grader after the check (attnlab.grading.runner), like mask_cause and discarded.
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections import Counter
from pathlib import Path

from attnlab.grading import discarded

TRANSPOSING = {"transpose", "swapaxes", "swapdims", "permute", "movedim", "t", "mT", "T", "mH", "H"}
REDUCING = {"softmax", "log_softmax", "sum", "mean", "amax", "amin", "max", "min", "logsumexp", "norm"}


def _int(node) -> int | None:
    try:
        v = ast.literal_eval(node)
    except Exception:  # noqa: BLE001 - not a literal
        return None
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def constructs(code: str) -> Counter:
    """The transposing and reducing constructs written in ``code``: (".T",), ("transpose", i, j),
    ("transposing",) for any of them, ("reduce", op, dim) with the dim as written."""
    found: Counter = Counter()
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return found
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("T", "mT", "H", "mH"):
            found[(node.attr,)] += 1
            found[("transposing",)] += 1
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else (
            node.func.id if isinstance(node.func, ast.Name) else "")
        ints = [_int(a) for a in node.args]
        if name in TRANSPOSING:
            found[("transposing",)] += 1
            pair = [i for i in ints if i is not None][-2:]
            if name in ("transpose", "swapaxes", "swapdims") and len(pair) == 2:
                found[("transpose", *sorted(pair))] += 1
        if name in ("masked_fill", "masked_fill_", "where"):
            found[("masking",)] += 1
        if name in REDUCING:
            dims = [_int(k.value) for k in node.keywords if k.arg in ("dim", "axis")]
            dims += [i for i in ints if i is not None]
            for d in dims[:1]:
                if d is not None:
                    found[("reduce", name, d)] += 1
    return found


def _ndim(shape_text: str) -> int:
    return len(re.findall(r"-?\d+", shape_text or ""))


def _extra(key: str, args: dict, delta: Counter) -> bool | None:
    """Whether the learner's code has the construct this rewrite says it added (None: no reading)."""
    if key == "rewrite.transpose_reversed":
        return delta[("T",)] > 0
    if key in ("rewrite.transpose_lower_rank", "rewrite.transpose_axes", "rewrite.transpose_one_based",
               "rewrite.transpose_numpy"):
        pair = [int(x) for x in re.findall(r"-?\d+", str(args.get("got", "")))]
        n = _ndim(str(args.get("shape", "")))
        if len(pair) != 2:
            return None
        forms = {tuple(sorted(pair))}
        if n:
            forms |= {tuple(sorted(p % n for p in pair)), tuple(sorted(p % n - n for p in pair))}
        return any(delta[("transpose", *f)] > 0 for f in forms)
    if key == "rewrite.operand_transposed":
        return delta[("transposing",)] > 0
    if key == "rewrite.reduce_dim":
        m = re.fullmatch(r"dim=(-?\d+)", str(args.get("got", "")))
        n = _ndim(str(args.get("shape", "")))
        if not m:
            return None
        d = int(m[1])
        dims = {d, d % n, d % n - n} if n else {d}
        op = str(args.get("op", ""))
        return any(delta[("reduce", op, x)] > 0 for x in dims) if op else None
    return None


def _reference_code(folder: Path) -> str:
    """The reference as code: the exercise's solution.py, and a short answer's ``want=`` (its
    solution holds only the value)."""
    parts = []
    for name in ("solution.py", "check.py"):
        path = folder / name
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        if name == "solution.py":
            parts.append(text)
            continue
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for node in ast.walk(tree):  # short_check(kind, want=…): the computation of the value
            if isinstance(node, ast.keyword) and node.arg == "want":
                parts.append(ast.unparse(node.value))
    return "\n".join(parts)


def _absent(key: str, args: dict, learner: Counter) -> bool:
    """Whether the learner's code lacks what this rewrite's text says of it (the j-th masking step
    in code with fewer masking calls)."""
    if key == "rewrite.mask_reused":
        try:
            return learner[("masking",)] < int(args.get("j", 0))
        except ValueError:
            return False
    return False


def _without_exact(outcome, submission):
    """The exercise's own text alone where the exact rewrite after it describes steps the code lacks."""
    exact = outcome.args.get("exact")
    if not exact:
        return outcome
    try:
        learner = Counter()
        for _, code in discarded._sources(submission):
            learner += constructs(code)
    except Exception:  # noqa: BLE001 - the reading only removes words
        return outcome
    if not _absent(exact, _prefixed(outcome.args, "exact"), learner):
        return outcome
    return dataclasses.replace(outcome, args={k: v for k, v in outcome.args.items() if not k.startswith("exact")})


def refine(outcome, submission, exercise_id: str, folder: Path | None = None):
    """The outcome told by the reading (of those the search found equal: the first, ``either``,
    ``reading1``…) whose construct the code contains; readings the code contradicts are dropped
    (``folder``: the exercise's, holding its reference)."""
    if outcome.status == "failed":
        outcome = _without_exact(outcome, submission)
    either = outcome.args.get("either")
    if outcome.status != "failed" or not either or not str(outcome.feedback).startswith("rewrite.") \
            or folder is None:
        return outcome
    try:
        learner = Counter()
        for _, code in discarded._sources(submission):
            learner += constructs(code)
        delta = learner - constructs(_reference_code(Path(folder)))
    except Exception:  # noqa: BLE001 - the reading only reorders
        return outcome
    readings = [(outcome.feedback, _prefixed(outcome.args, "")), (either, _prefixed(outcome.args, "either"))]
    n = 1
    while outcome.args.get(f"reading{n}"):
        readings.append((outcome.args[f"reading{n}"], _prefixed(outcome.args, f"reading{n}")))
        n += 1
    support = [_extra(key, args, delta) for key, args in readings]
    shown = next((i for i, s in enumerate(support) if s is True), None)
    if shown is None or shown == 0 and support[1] is not False:
        return outcome  # nothing the code shows, or the first reading is and the second may be
    key, args = readings[shown]
    # the others the code does not contradict, in the search's order (none beside a first reading
    # the code shows: its second one was contradicted)
    rest = [(k, a) for i, (k, a) in enumerate(readings) if i != shown and support[i] is not False]
    out = dict(args)
    if rest and shown != 0:  # a reading the code may contain as well stays "another slip"
        k2, a2 = rest[0]
        out.update({"either": k2, **{f"either_{k}": v for k, v in a2.items()}})
        if outcome.args.get("raised_either"):
            out["raised_either"] = outcome.args["raised_either"]
    return dataclasses.replace(outcome, feedback=key, args=out)


def _prefixed(args: dict, prefix: str) -> dict:
    """A reading's own arguments: the unprefixed ones for the first, ``prefix_…`` for the others."""
    if not prefix:
        return {k: v for k, v in args.items()
                if not k.startswith(("either", "reading", "exact")) and k != "raised_either"}
    return {k.removeprefix(prefix + "_"): v for k, v in args.items() if k.startswith(prefix + "_")}
