"""Where an inverted mask comes from in the learner's code. The outputs say only that the
complement of the right mask was applied (the future seen and the past hidden, the padding kept and
the real tokens hidden); the code says which element does it: torch.where's branches in the wrong
order (``where(future, scores, -inf)`` keeps the scores where ``future`` is True), a negation
(``~mask``, ``mask == 0``, ``1 - mask``) before a masked_fill, ``torch.tril`` where masked_fill wants
the future, or a comparison the other way (``arange < lengths`` is True at the real tokens).

Read from the syntax tree (never run), in the trusted grader, and only after the outputs were
diagnosed as an inverted mask: each masking call (``torch.where``, ``masked_fill``) expects a
mask of one polarity (True where hidden, or True where kept), and the polarity of the mask it is
given is read off how that mask was built (triu / tril, a comparison of positions with lengths,
a negation, an input named after the padding). The first call whose mask has the opposite
polarity is named, with the element that made it so; where nothing in the code shows the
polarity, nothing is claimed.
"""

from __future__ import annotations

import ast
import contextvars
import dataclasses

from attnlab.grading import discarded

# Diagnoses that say "the complement of the right mask": the error model's rewrite, and an
# exercise's own "inverted" text (ex_fix_mask_heads.inverted) or "the past masked".
INVERTED = {"rewrite.mask_inverted", "ex_causal_weights.masked_past"}
# the symptoms' texts that name torch.tril as the cause
TRIL_TEXTS = {"ex_causal_weights.masked_past"}
MAX_CHARS = 80
HIDE, KEEP = "hide", "keep"
# ops that keep what a mask marks (a view, a cast, a broadcast)
_SAME = {"bool", "to", "float", "int", "long", "byte", "half", "double", "unsqueeze", "expand", "expand_as",
         "view", "reshape", "repeat", "repeat_interleave", "contiguous", "clone", "detach", "type",
         "squeeze", "broadcast_to", "cuda", "cpu", "type_as"}
_MODULES = {"torch", "F", "np", "numpy"}
_HIDE_WORDS = ("pad", "future", "hide", "hidden")
_KEEP_WORDS = ("keep", "valid", "real", "allow", "visible", "attend", "causal_keep")


def _diagonal(node: ast.Call, is_fn: bool) -> int | None:
    """The diagonal a triu/tril call is given (0 by default), None where it is not a literal."""
    for k in node.keywords:
        if k.arg == "diagonal":
            value = k.value
            break
    else:
        rest = node.args[1:] if is_fn else node.args
        if not rest:
            return 0
        value = rest[0]
    try:
        v = ast.literal_eval(value)
    except Exception:  # noqa: BLE001 - not a literal
        return None
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _flip(p):
    return None if p is None else (KEEP if p == HIDE else HIDE)


def _is_inverted(outcome) -> bool:
    keys = {outcome.feedback, outcome.args.get("exact"), outcome.args.get("either"), outcome.args.get("also")}
    return any(isinstance(k, str) and (k in INVERTED or k.endswith(".inverted")) for k in keys)


# The source being read (its own spelling of literals: -1e9, not -1000000000.0). A context
# variable, not a module global: the app grades several learners at once on its threads.
_TEXT: contextvars.ContextVar[str] = contextvars.ContextVar("mask_cause_text", default="")


def _seg(node) -> str:
    return ast.get_source_segment(_TEXT.get(), node) or ast.unparse(node)


def _short(node) -> str:
    code = " ".join(_seg(node).split())
    return code if len(code) <= MAX_CHARS else code[:MAX_CHARS - 5] + "(...)"


class _Reader:
    """The polarity of mask expressions in one function, names followed to their assignment."""

    def __init__(self, fn: ast.AST):
        self.env: dict[str, list[tuple[int, ast.AST]]] = {}
        for node in ast.walk(fn):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                self.env.setdefault(node.targets[0].id, []).append((node.lineno, node.value))

    def value_of(self, name: str, line: int) -> ast.AST | None:
        before = [v for at, v in self.env.get(name, []) if at < line]
        return before[-1] if before else None

    def polarity(self, node, line: int, depth: int = 0) -> tuple[str | None, str | None, ast.AST | None]:
        """(hide | keep | None, the kind of element that decided it, that element)."""
        if depth > 12:
            return None, None, None
        d = depth + 1
        if isinstance(node, ast.Name):
            value = self.value_of(node.id, line)
            if value is not None:
                return self.polarity(value, line, d)
            low = node.id.lower()
            if any(w in low for w in _KEEP_WORDS):
                return KEEP, None, None
            if any(w in low for w in _HIDE_WORDS):
                return HIDE, None, None
            return None, None, None
        if isinstance(node, ast.Subscript):
            return self.polarity(node.value, line, d)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Invert, ast.Not)):
            p, _, _ = self.polarity(node.operand, line, d)
            return _flip(p), "negation", node
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and \
                isinstance(node.left, ast.Constant) and node.left.value in (1, 1.0, True):
            p, _, _ = self.polarity(node.right, line, d)
            return _flip(p), "negation", node
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.BitOr)):
            a = self.polarity(node.left, line, d)
            b = self.polarity(node.right, line, d)
            return a if a[0] == b[0] else (None, None, None)
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            return self._compare(node.left, node.ops[0], node.comparators[0], node, line, d)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            op, owner = node.func.attr, node.func.value
            is_fn = isinstance(owner, ast.Name) and owner.id in _MODULES
            first = node.args[0] if is_fn and node.args else None if is_fn else owner
            if op in ("triu", "tril"):
                # a clean polarity only at the causal diagonals (triu above it: the future hidden;
                # tril on and below it: what is kept); tril(-1) marks the past without the token
                # itself, the complement of neither: no claim (swapping torch.where's branches
                # would not fix it)
                diagonal = _diagonal(node, is_fn)
                if diagonal is None or (op == "triu" and diagonal < 1) or (op == "tril" and diagonal != 0):
                    return None, None, None
                return (HIDE if op == "triu" else KEEP), op, node
            if op in ("logical_not", "bitwise_not") and first is not None:
                p, _, _ = self.polarity(first, line, d)
                return _flip(p), "negation", node
            cmp = {"eq": ast.Eq(), "ne": ast.NotEq(), "lt": ast.Lt(), "le": ast.LtE(), "gt": ast.Gt(),
                   "ge": ast.GtE()}.get(op)
            rest = node.args[1:] if is_fn else node.args
            if cmp is not None and first is not None and rest:
                return self._compare(first, cmp, rest[0], node, line, d)
            if op in _SAME and first is not None:
                return self.polarity(first, line, d)
        return None, None, None

    def _compare(self, left, op, right, node, line, d):
        const = right if isinstance(right, ast.Constant) else left if isinstance(left, ast.Constant) else None
        if const is not None and isinstance(const.value, (int, float)):
            other = left if const is right else right
            p, _, _ = self.polarity(other, line, d)
            c = float(const.value)
            if const is left:  # 0 == m reads as m == 0
                op = {ast.Lt: ast.Gt(), ast.Gt: ast.Lt(), ast.LtE: ast.GtE(), ast.GtE: ast.LtE()}.get(type(op), op)
            same = (isinstance(op, ast.Eq) and c != 0) or (isinstance(op, ast.NotEq) and c == 0) or \
                isinstance(op, (ast.Gt, ast.GtE)) and c < 1
            flip = (isinstance(op, ast.Eq) and c == 0) or (isinstance(op, ast.NotEq) and c != 0) or \
                isinstance(op, (ast.Lt, ast.LtE)) and c <= 1
            if same:
                return p, None, None
            if flip:
                return _flip(p), "negation", node
            return None, None, None
        # positions (an arange) against lengths: position >= length is the padding
        pos_left, pos_right = _has_arange(left), _has_arange(right)
        if pos_left == pos_right:
            return None, None, None
        ge = isinstance(op, (ast.Gt, ast.GtE))
        le = isinstance(op, (ast.Lt, ast.LtE))
        if not (ge or le):
            return None, None, None
        hide = ge if pos_left else le
        return (HIDE if hide else KEEP), "compare", node


def _has_arange(node) -> bool:
    return any(isinstance(n, ast.Call) and isinstance(n.func, (ast.Attribute, ast.Name))
               and (n.func.attr if isinstance(n.func, ast.Attribute) else n.func.id) == "arange"
               for n in ast.walk(node))


def _fill_like(node, reader: _Reader, line: int, depth: int = 0, zero: bool = True) -> bool:
    """A value a mask writes: -inf, a large negative number, 0 or a tensor full of one of them
    (with ``zero`` False, the values that hide a score when added to it: not 0)."""
    if depth > 8:
        return False
    if isinstance(node, ast.Name):
        value = reader.value_of(node.id, line)
        return value is not None and _fill_like(value, reader, line, depth + 1, zero)
    if isinstance(node, ast.Constant):
        return isinstance(node.value, (int, float)) and not isinstance(node.value, bool) and \
            ((zero and node.value == 0) or node.value <= -1e3)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        # -inf, -1e9, -math.inf, -float("inf"), -torch.finfo(dtype).max; a fill may be any negated
        # value, but one added to hide a score must be large (-w of a small w hides nothing)
        return zero or _large(node.operand, reader, line, depth + 1)
    if isinstance(node, ast.Call):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name == "float" and node.args and isinstance(node.args[0], ast.Constant) and \
                str(node.args[0].value).strip().lower() in ("-inf", "-infinity"):
            return True
        if name in ("zeros_like", "zeros", "new_zeros"):
            return zero
        if name in ("full_like", "full", "new_full") and len(node.args) >= 2:
            return _fill_like(node.args[-1], reader, line, depth + 1, zero)
        if name == "tensor" and node.args:
            return _fill_like(node.args[0], reader, line, depth + 1, zero)
    if isinstance(node, ast.Attribute) and node.attr == "min":
        return True  # torch.finfo(dtype).min
    return False


def _large(node, reader: _Reader | None, line: int, depth: int = 0) -> bool:
    """A value at least 1e3, inf (math.inf, float("inf")) or a dtype's largest (finfo(…).max)."""
    if depth > 8:
        return False
    if isinstance(node, ast.Name):
        value = reader.value_of(node.id, line) if reader is not None else None
        return value is not None and _large(value, reader, line, depth + 1)
    if isinstance(node, ast.Constant):
        return isinstance(node.value, (int, float)) and not isinstance(node.value, bool) and node.value >= 1e3
    if isinstance(node, ast.Attribute):
        return node.attr in ("inf", "max")
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "float" \
        and bool(node.args) and isinstance(node.args[0], ast.Constant) \
        and str(node.args[0].value).strip().lower() in ("inf", "infinity")


def hides_score(node, fn: ast.AST | None = None) -> bool:
    """Whether ``node`` hides a score it replaces or is added to: -inf, a large negative number,
    -finfo(…).max or finfo(…).min (names followed to their assignment in ``fn``)."""
    reader = _Reader(fn) if fn is not None else _Reader(ast.Module(body=[], type_ignores=[]))
    return _fill_like(node, reader, getattr(node, "lineno", 0) or 10**9, zero=False)


def _sites(fn: ast.AST, reader: _Reader) -> list[dict]:
    """Each masking call: its mask, the polarity it expects, and for torch.where its branches."""
    out = []
    for node in ast.walk(fn):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        op, owner = node.func.attr, node.func.value
        is_fn = isinstance(owner, ast.Name) and owner.id in _MODULES
        args = list(node.args) if is_fn else [owner, *node.args]
        if op in ("masked_fill", "masked_fill_") and len(args) >= 2:
            # masked_fill(x, mask, v) / x.masked_fill(mask, v): hides where the mask is True
            out.append({"node": node, "kind": "masked_fill", "cond": args[1], "expects": HIDE})
        elif op == "where" and not is_fn and len(node.args) == 2:
            # x.where(cond, y): x where cond is True
            cond, a, b = node.args[0], owner, node.args[1]
            out.append({"node": node, "kind": "where", "cond": cond, "a": a, "b": b})
        elif op == "where" and is_fn and len(node.args) == 3:
            cond, a, b = node.args
            out.append({"node": node, "kind": "where", "cond": cond, "a": a, "b": b})
    for node in ast.walk(fn):
        # an additive mask: a mask times a large negative number (−inf, finfo.min, −1e9) that is
        # added to the scores hides where the mask is 1
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            for mask, big in ((node.left, node.right), (node.right, node.left)):
                if _fill_like(big, reader, node.lineno, zero=False):
                    out.append({"node": node, "kind": "additive", "cond": mask, "expects": HIDE})
                    break
    for site in out:
        if site["kind"] != "where":
            continue
        line = site["node"].lineno
        fa, fb = _fill_like(site["a"], reader, line), _fill_like(site["b"], reader, line)
        # where(cond, kept, fill) wants cond True where kept; where(cond, fill, kept) where hidden
        site["expects"] = KEEP if fb and not fa else HIDE if fa and not fb else None
    return out


def _where_fixed(site) -> str:
    node = site["node"]
    owner = node.func.value
    func = _seg(node.func) if isinstance(owner, ast.Name) and owner.id in _MODULES else "torch.where"
    return f"{func}({_short(site['cond'])}, {_short(site['b'])}, {_short(site['a'])})"


def _cause(fn: ast.AST) -> dict | None:
    reader = _Reader(fn)
    for site in sorted(_sites(fn, reader), key=lambda s: s["node"].lineno):
        if site.get("expects") is None:
            continue
        line = site["node"].lineno
        got, kind, element = reader.polarity(site["cond"], line)
        if got is None or got == site["expects"]:
            continue
        args = {"line": line, "code": _short(site["node"]), "cond": _short(site["cond"])}
        if site["kind"] == "where":
            kept, fill = site["a"], site["b"]
            if site["expects"] == HIDE:
                kept, fill = site["b"], site["a"]
            return {**args, "kind": "where_hide" if got == HIDE else "where_keep",
                    "kept": _short(kept), "fill": _short(fill), "fixed": _where_fixed(site)}
        if kind == "negation" and element is not None:
            return {**args, "kind": "negated_additive" if site["kind"] == "additive" else "negated",
                    "element": _short(element)}
        if kind == "tril" and element is not None:
            return {**args, "kind": "tril", "element": _short(element)}
        if kind == "compare" and element is not None:
            return {**args, "kind": "compare", "element": _short(element)}
        return None  # the mask's polarity comes from something not named here: no claim
    return None


def _builder(reader: _Reader, node, line: int, depth: int = 0):
    """The element a mask is built by: the triu/tril call or the comparison of positions that
    decides which entries it marks, followed through names, views, casts and negations; None
    where it comes from something else (an input, a helper's call)."""
    if depth > 12 or node is None:
        return None
    d = depth + 1
    if isinstance(node, ast.Name):
        value = reader.value_of(node.id, line)
        return _builder(reader, value, line, d) if value is not None else None
    if isinstance(node, ast.Subscript):
        return _builder(reader, node.value, line, d)
    if isinstance(node, ast.Attribute) and node.attr in ("T", "mT"):
        return node  # a triangle turned over: the transpose decides which side is marked
    if isinstance(node, ast.UnaryOp):
        return _builder(reader, node.operand, line, d)
    if isinstance(node, ast.Compare):
        # a test against 0 or 1 (allowed == 0) only flips what it is given: what built that decides
        if len(node.ops) == 1 and isinstance(node.ops[0], (ast.Eq, ast.NotEq)) \
                and isinstance(node.comparators[0], ast.Constant) and node.comparators[0].value in (0, 1):
            return _builder(reader, node.left, line, d) or node
        return node
    if isinstance(node, (ast.ListComp, ast.GeneratorExp)):
        return _builder(reader, node.elt, line, d)
    if isinstance(node, ast.IfExp):
        return _builder(reader, node.test, line, d)
    if isinstance(node, ast.Call):
        func = node.func
        op = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if op in ("triu", "tril", "triu_", "tril_", "transpose", "t", "permute", "swapaxes"):
            return node
        if op in ("eq", "ne") and isinstance(func, ast.Attribute) and len(node.args) == 1 \
                and isinstance(node.args[0], ast.Constant) and node.args[0].value in (0, 1):
            return _builder(reader, func.value, line, d) or node  # keep.eq(0): as keep == 0
        if op in ("gt", "ge", "lt", "le", "eq", "ne", "greater", "less", "greater_equal", "less_equal"):
            return node
        owner = func.value if isinstance(func, ast.Attribute) else None
        is_fn = owner is None or (isinstance(owner, ast.Name) and owner.id in _MODULES)
        first = node.args[0] if is_fn and node.args else None if is_fn else owner
        if op in _SAME | {"tensor", "as_tensor", "logical_not", "bitwise_not"} and first is not None:
            return _builder(reader, first, line, d)
    return None


def _shift_site(fn: ast.AST) -> dict | None:
    """The first masking call whose mask is built by a triu/tril or a comparison: its line and
    the element, for a mask that is off by one (the outputs say by how much, not where)."""
    reader = _Reader(fn)
    for site in sorted(_sites(fn, reader), key=lambda s: s["node"].lineno):
        line = site["node"].lineno
        element = _builder(reader, site["cond"], line)
        if element is not None:
            found = {"line": line, "code": _short(site["node"]), "element": _short(element),
                     "element_line": element.lineno}
            # (the parameters after the first are data: lengths, a pad mask)
            data = {a.arg for a in fn.args.args[1:]} if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) else set()
            base = _one_side_from(reader, element, data)
            if base is not None:  # positions numbered from 1 (arange(1, n + 1)) on one side only
                found.update(base_line=base.lineno, base_code=_short(base))
            return found
    return None


def _one_side_from(reader: _Reader, element, data: set[str]):
    """The arange numbering positions from another start than 0 on one side of the comparison
    ``element`` where the other side counts from 0 (an arange(n)) or is data (a parameter in
    ``data``, such as lengths): row and column numbered alike (from the same arange, or a cumsum
    of ones) compare as they would from 0."""
    if not (isinstance(element, ast.Compare) and len(element.comparators) == 1):
        return None
    sides = (element.left, element.comparators[0])
    found = [_counted_from(reader, side, element.lineno) for side in sides]
    for k in (0, 1):
        other = sides[1 - k]
        if found[k] is not None and found[1 - k] is None and (
                _counted_from(reader, other, element.lineno, start_zero=True) is not None
                or any(isinstance(n, ast.Name) and n.id in data for n in ast.walk(other))):
            return found[k]
    return None


def _counted_from(reader: _Reader, element, line: int, depth: int = 0, start_zero: bool = False):
    """The arange call that numbers positions from another start than 0 (``arange(1, n + 1)``), or
    from 0 with ``start_zero`` (``arange(n)``), read by ``element`` through its names, indexes and
    views; None where there is none."""
    if depth > 8 or element is None:
        return None
    for node in ast.walk(element):
        if isinstance(node, ast.Call):
            func = node.func
            op = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            zero = len(node.args) < 2 or isinstance(node.args[0], ast.Constant) and node.args[0].value == 0
            if op == "arange" and node.args and zero == start_zero:
                return node
        if isinstance(node, ast.Name):
            value = reader.value_of(node.id, line)
            found = _counted_from(reader, value, getattr(value, "lineno", line), depth + 1, start_zero) \
                if value is not None else None
            if found is not None:
                return found
    return None


# texts that say a mask is one position off (the outputs tell by how much, the code where)
SHIFTS = {"rewrite.mask_shift", "ex_padding_attention.off_by_one"}


def _is_shift(outcome) -> bool:
    keys = {outcome.feedback, outcome.args.get("exact"), outcome.args.get("either")}
    return bool(SHIFTS & keys) or any(isinstance(k, str) and k.startswith("mistake.mask_diagonal")
                                                for k in keys)


KEYS = {"where_hide": "feedback.mask_where_order", "where_keep": "feedback.mask_where_order_keep",
        "negated": "feedback.mask_negated", "negated_additive": "feedback.mask_negated_additive",
        "tril": "feedback.mask_tril", "compare": "feedback.mask_compare"}


def _first(sources: list[tuple[int | None, str]], name: str, read) -> dict | None:
    """``read(fn)`` of the first function of the answer ``name`` (and its helpers) that gives
    one, in the answer's last definition."""
    found = None
    for _, text, functions in discarded.definitions(sources, name):
        found = None  # a later definition replaces the earlier one
        _TEXT.set(text)
        for fn in functions:
            found = read(fn)
            if found:
                break
    return found


def find(sources: list[tuple[int | None, str]], name: str) -> dict | None:
    """The element of the answer ``name`` (and its helpers) that inverts its mask, or None."""
    return _first(sources, name, _cause)


def find_shift(sources: list[tuple[int | None, str]], name: str) -> dict | None:
    """The masking call of the answer ``name`` (and its helpers) and the element that builds its
    mask, or None."""
    return _first(sources, name, _shift_site)


def refine_shift(outcome, submission, exercise_id: str):
    """A mask off by one: the outputs give the diagonal it has, the code the element that sets
    it (a comparison ``j > i + 1``, an offset of triu), which the feedback points at. Runs after
    source_reading, which may turn an exercise's symptom into the exact rewrite."""
    if outcome.status != "failed" or not _is_shift(outcome) or "concept" in outcome.args:
        return outcome
    try:
        found = find_shift(discarded._sources(submission), exercise_id)
    except Exception:  # noqa: BLE001 - the reading only adds words
        return outcome
    if not found:
        return outcome
    concept = "feedback.mask_shift_built_base" if "base_line" in found else "feedback.mask_shift_built"
    extra = {"concept": concept, **{f"concept_{k}": str(v) for k, v in found.items()}}
    return dataclasses.replace(outcome, args={**outcome.args, **extra})


def refine(outcome, submission, exercise_id: str):
    """An answer diagnosed as an inverted mask: the feedback names the element of the code that
    inverts it (the symptom's own text may blame what the code does not contain: tril to code that
    uses triu, the mask where torch.where's branches are swapped)."""
    if outcome.status != "failed" or not _is_inverted(outcome):
        return outcome
    try:
        found = find(discarded._sources(submission), exercise_id)
    except Exception:  # noqa: BLE001 - the reading only adds words
        return outcome
    if not found:
        return outcome
    args = {k: str(v) for k, v in found.items() if k != "kind"}
    # torch.where's order: the symptom's text blames the mask, which is right: replaced. A mask
    # made inverted before masked_fill: the symptom's text stays and the element is told after it,
    # unless that text names tril to code whose inversion comes from elsewhere
    if found["kind"].startswith("where") or (outcome.feedback in TRIL_TEXTS and found["kind"] != "tril"):
        return dataclasses.replace(outcome, feedback=KEYS[found["kind"]], args=args)
    if "concept" in outcome.args or outcome.feedback in TRIL_TEXTS:
        return outcome  # a text that names tril already names this code's tril
    extra = {"concept": KEYS[found["kind"]], **{f"concept_{k}": v for k, v in args.items()}}
    return dataclasses.replace(outcome, args={**outcome.args, **extra})
