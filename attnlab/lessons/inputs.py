"""Turn raw widget values (cells, text, numbers) into checked tensors and ints.

Every rejection is an :class:`~attnlab.errors.InputError` whose key the UI translates.
"""

from __future__ import annotations

import math
from typing import Any

import torch

from attnlab import limits
from attnlab.errors import InputError


def _cell(value: Any, row: int, col: int) -> float:
    if isinstance(value, bool):  # bool is an int subclass; True is not a number here
        raise InputError("error.cell_not_number", row=row + 1, col=col + 1, value=str(value))
    if isinstance(value, str):
        text = value.strip().replace("−", "-")  # a pasted Unicode minus
        try:
            number = float(text)
        except ValueError:
            raise InputError(
                "error.cell_not_number", row=row + 1, col=col + 1, value=text[:20]
            ) from None
    elif isinstance(value, (int, float)):
        number = float(value)
    elif value is None:
        raise InputError("error.cell_empty", row=row + 1, col=col + 1)
    else:
        raise InputError("error.cell_not_number", row=row + 1, col=col + 1, value=str(value)[:20])
    if not math.isfinite(number):
        raise InputError("error.cell_not_finite", row=row + 1, col=col + 1)
    if abs(number) > 1e6:
        raise InputError("error.cell_too_large", row=row + 1, col=col + 1, limit="1e6")
    return number


def parse_matrix(
    rows: Any, max_rows: int = limits.MAX_TOKENS, max_cols: int = limits.MAX_DIM
) -> torch.Tensor:
    """A list of rows (or a {"data": rows} payload) of numbers or numeric strings -> (n, d) float32.

    Rejects empty, ragged, oversized, non-numeric and non-finite input.
    """
    if isinstance(rows, dict):
        rows = rows.get("data")
    if hasattr(rows, "values") and hasattr(rows, "columns"):  # a pandas DataFrame
        rows = rows.values.tolist()
    if not isinstance(rows, (list, tuple)) or not rows or rows == [[]]:
        raise InputError("error.matrix_empty")
    if len(rows) > max_rows:
        raise InputError("error.too_many_rows", n=len(rows), limit=max_rows)
    if not all(isinstance(r, (list, tuple)) for r in rows):
        raise InputError("error.matrix_empty")
    width = len(rows[0])
    if width == 0:
        raise InputError("error.matrix_empty")
    if width > max_cols:
        raise InputError("error.too_many_cols", d=width, limit=max_cols)
    for i, r in enumerate(rows):
        if len(r) != width:
            raise InputError("error.ragged", row=i + 1, got=len(r), want=width)
    values = [[_cell(v, i, j) for j, v in enumerate(r)] for i, r in enumerate(rows)]
    return torch.tensor(values, dtype=torch.float32)


def parse_vector(values: Any, max_len: int = limits.MAX_TOKENS) -> torch.Tensor:
    """Numbers separated by commas or spaces (or a list of them) -> (n,) float32."""
    if isinstance(values, str):
        values = values.replace(",", " ").replace("，", " ").split()
    if not isinstance(values, (list, tuple)) or not values:
        raise InputError("error.vector_empty")
    if len(values) > max_len:
        raise InputError("error.too_many_rows", n=len(values), limit=max_len)
    return torch.tensor([_cell(v, 0, j) for j, v in enumerate(values)], dtype=torch.float32)


def parse_labels(text: Any, n: int) -> list[str]:
    """Whitespace-separated token labels, one per row.

    Missing labels are filled in as #7, #8, ...; extra ones are ignored, so adding a row to the
    matrix never blocks the lesson. Long labels are shortened to keep figures readable.
    """
    words = str(text or "").split()
    labels = [w[: limits.MAX_LABEL_CHARS] for w in words[:n]]
    labels += [f"#{i + 1}" for i in range(len(labels), n)]
    # One name per token for every place that names it (sentences, choices, figures, tables): a
    # repeated token carries its position, so "the" never means two tokens.
    from attnlab.lessons.steps import distinct_labels

    return distinct_labels(labels)


def parse_int(value: Any, name: str, low: int, high: int) -> int:
    """An integer in [low, high] from a number or numeric string; floats must be whole."""
    try:
        number = float(str(value).strip()) if isinstance(value, str) else float(value)
    except (TypeError, ValueError):
        raise InputError("error.not_integer", name=name, value=str(value)[:20]) from None
    if not math.isfinite(number) or number != int(number):
        raise InputError("error.not_integer", name=name, value=str(value)[:20])
    if not low <= number <= high:
        raise InputError("error.out_of_range", name=name, low=low, high=high)
    return int(number)


def parse_float(value: Any, name: str, low: float, high: float) -> float:
    """A finite number in [low, high] from a number or numeric string."""
    if isinstance(value, bool):
        raise InputError("error.not_number", name=name, value=str(value))
    try:
        number = float(str(value).strip()) if isinstance(value, str) else float(value)
    except (TypeError, ValueError):
        raise InputError("error.not_number", name=name, value=str(value)[:20]) from None
    if not math.isfinite(number) or not low <= number <= high:
        raise InputError("error.out_of_range", name=name, low=f"{low:g}", high=f"{high:g}")
    return number


def parse_choice_int(value: Any, name: str, choices: tuple[int, ...]) -> int:
    """One of a fixed set of integers (e.g. d_k from a dropdown), given as a number or string."""
    number = parse_int(value, name, min(choices), max(choices))
    if number not in choices:
        raise InputError("error.bad_choice", name=name, choices=", ".join(map(str, choices)))
    return number


def parse_index(value: Any, n: int) -> int:
    """A 0-based token index from the query picker; None or "" picks the first token."""
    if value is None or value == "":
        return 0
    try:
        return parse_int(value, "query", 0, n - 1)
    except InputError:
        raise InputError("error.query_range", n=n) from None


def parse_choice(value: Any, name: str, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise InputError("error.bad_choice", name=name, choices=", ".join(choices))
    return value
