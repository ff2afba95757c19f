"""Exercise ex_shape_view: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_shape_view.title": "The shape after view and transpose",
    "ex_shape_view.statement": "Queries of shape (b, n, d_out) = (2, 5, 12) are split into 3 "
        "heads with `.view(b, n, num_heads, head_dim)` and then `.transpose(1, 2)`. What is the "
        "resulting shape? Answer as a tuple, e.g. (1, 2, 3, 4).",
    "ex_shape_view.hint.1": "head_dim = d_out / num_heads; transpose swaps the tokens and the "
        "heads.",
}
