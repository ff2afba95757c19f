"""Widgets shared by several tabs."""

from __future__ import annotations

import gradio as gr

from attnlab import examples
from attnlab.errors import InputError
from attnlab.ui.gradio_private import RawDataframe


# The editable matrix: a Dataframe whose payload reaches the handler as sent. Gradio would validate
# the payload's form first and answer a malformed one with an untranslated error; the lesson checks
# the matrix itself and explains every problem in the learner's language (a subclass would need
# its own frontend: Gradio draws a template component after its direct base class).
MatrixInput = RawDataframe


def matrix_widget(i18n: gr.I18n, elem_id: str) -> MatrixInput:
    """The editable token-embedding matrix, the book's 6 x 3 by default."""
    rows = [list(row) for row in examples.EMBEDDINGS]
    return MatrixInput(
        value=rows,
        headers=[f"d{k + 1}" for k in range(len(rows[0]))],
        row_count=len(rows),
        column_count=len(rows[0]),
        datatype="number",
        type="array",
        interactive=True,
        label=i18n("widget.inputs"),
        elem_id=elem_id,
    )


def token_choices(names) -> list[tuple[str, int]]:
    """Picker choices '1. Your', '2. journey', ... whose values are 0-based token indices."""
    return [(f"{i + 1}. {name}", i) for i, name in enumerate(names)]


def token_picker_choices(matrix, labels) -> tuple[int, list[tuple[str, int]]] | None:
    """(number of tokens, picker choices) for the current matrix and labels; None while the
    matrix is invalid (the lesson's own event explains why, so pickers are left alone)."""
    from attnlab.lessons import inputs as parse

    try:
        n = parse.parse_matrix(matrix).shape[0]
    except InputError:
        return None
    return n, token_choices(parse.parse_labels(labels, n))
