"""What learners type as a short answer (a number, a list, a shape), read without running code.

Shared by the app's Check and by answer files written from the app (attnlab.grading.answer_files),
so that a downloaded answers.py holds exactly the value the app graded.
"""

from __future__ import annotations

import ast
import re
import unicodedata

from attnlab.errors import InputError

MAX_TEXT_CHARS = 200


# Forms a printed tensor, shape or array takes: ``tensor([..], dtype=..)`` reads as ``[..]``.
_WRAPPED = re.compile(r"^(?:torch\.|np\.|numpy\.)?(?:tensor|Size|array)\((.*)\)$", re.DOTALL)
_KEYWORDS = re.compile(r",\s*(?:dtype|device|grad_fn|requires_grad)\s*=[^,()\]]*(?:\([^()]*\))?")
_PERCENT = re.compile(r"(\d[\d.]*(?:e[+-]?\d+)?)\s*%", re.IGNORECASE)
_NAMED = re.compile(r"^[^\W\d]\w*\s*=")  # "ω = 0.9544", "ex_omega = 0.9544"
_TIMES = re.compile(r"(?<=\d)\s*[×xX*]\s*(?=\d)")  # 2×3×5×4 for a shape


def _arithmetic(text: str):
    """A number, a list or a tuple written with + - * / ** and brackets; never executes code."""

    def ev(node):
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            return node.value if type(node.value) is float or abs(node.value) < 2**53 else float(node.value)
        if isinstance(node, ast.Name) and node.id.lower() in ("nan", "inf"):  # graded as not finite
            return float(node.id)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.UAdd, ast.USub)):
            v = ev(node.operand)
            if not isinstance(v, (int, float)):
                raise ValueError
            return -v if isinstance(node.op, ast.USub) else v
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow)):
            a, b = ev(node.left), ev(node.right)
            if not (isinstance(a, (int, float)) and isinstance(b, (int, float))):
                raise ValueError
            a, b = float(a), float(b)  # floats only: 9 ** 9 ** 9 overflows instead of hanging
            op = type(node.op)
            return (a + b if op is ast.Add else a - b if op is ast.Sub else a * b if op is ast.Mult
                    else a / b if op is ast.Div else a ** b)
        if isinstance(node, ast.List):
            return [ev(e) for e in node.elts]
        if isinstance(node, ast.Tuple):
            return tuple(ev(e) for e in node.elts)
        raise ValueError

    try:
        value = ev(ast.parse(text, mode="eval").body)
    except (SyntaxError, ValueError, TypeError, ArithmeticError, MemoryError, RecursionError):
        return None
    return None if isinstance(value, complex) else value


def _unwrap(value, kind: str):
    """[x] for a number is x; [[a, b, c]] (a printed row) is [a, b, c]."""
    while isinstance(value, (list, tuple)) and len(value) == 1 and (
            kind == "number" or isinstance(value[0], (list, tuple))):
        value = value[0]
    return value


def parse_short_answer(text, kind: str):
    """What a learner types, as a number or a list: '0.9544', '0,9544', '23.79%', '10/9',
    '≈ 1.1111', '0.44, 0.65, 0.57', '[0.44 0.65 0.57]' (numpy's print), 'tensor([..])',
    '（2，3，5，4）', 'torch.Size([2, 3, 5, 4])' or '2×3×5×4'. Unreadable text raises an InputError
    that says how to type the answer."""
    raw = str(text if text is not None else "").strip()
    if not raw:
        raise InputError("error.vector_empty")
    if len(raw) > MAX_TEXT_CHARS:
        raise InputError("exercises.answer_too_long", limit=MAX_TEXT_CHARS)
    s = unicodedata.normalize("NFKC", raw).translate(str.maketrans({"、": ",", ";": ","}))
    s = re.split(r"[≈=]", s)[-1] if _NAMED.match(s) or "≈" in s else s
    s = s.strip().rstrip("。.!！").strip()
    wrapped = _WRAPPED.match(s)
    if wrapped:
        s = _KEYWORDS.sub("", wrapped.group(1)).strip()
    if kind == "shape":
        s = _TIMES.sub(", ", s)
    else:
        s = _PERCENT.sub(r"(\1/100)", s)
    if kind == "number" and re.fullmatch(r"[+-]?[1-9]\d{0,2}(,\d{3})+", s):
        s = s.replace(",", "")  # thousands grouped: 2,360,064 (and 1,000 is a thousand)
    elif kind == "number" and re.fullmatch(r"[+-]?\d+,\d+", s):
        s = s.replace(",", ".")  # a decimal comma: one number, never a list of two
    value = _arithmetic(s) if s else None
    if value is None:  # numbers separated by spaces, as numpy prints them: [0.44 0.65 0.57]
        parts = [p for p in re.split(r"[\s,]+", s.strip("[]() ")) if p]
        values = [_arithmetic(p) for p in parts]
        if parts and all(isinstance(v, (int, float)) for v in values):
            value = values
    if value is None:
        raise InputError(f"exercises.unparsed_{kind}", value=raw[:40])
    if isinstance(value, tuple) and not s.startswith("("):
        value = list(value)  # 0.44, 0.65, 0.57: a list typed without brackets
    return _unwrap(value, kind)
