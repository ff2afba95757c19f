"""Exercise ex_shape_view: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_shape_view.title": "The shape after view and transpose",
    "ex_shape_view.statement": "Queries of shape (b, n, d_out) = (2, 5, 12) are split into 3 "
        "heads with `.view(b, n, num_heads, head_dim)` and then `.transpose(1, 2)`. What is the "
        "resulting shape? Answer as a tuple, e.g. (1, 2, 3, 4).",
    "ex_shape_view.hint.1": "head_dim = d_out / num_heads; transpose swaps the tokens and the "
        "heads.",
    "ex_shape_view.view_order_transposed": "Your code transposes, but its view already puts the heads before the tokens (b, num_heads, n, head_dim), so transpose(1, 2) moves them back behind: the result has the shape a view alone would give. View in the statement's order, (b, n, num_heads, head_dim), then transpose(1, 2).",
    "ex_shape_view.no_transpose": "That is the shape after view only: transpose(1, 2) then swaps the tokens and the heads.",
    "ex_shape_view.swapped": "Heads and head_dim are swapped: your (2, 4, 5, 3) is what a view with head_dim "
        "before num_heads gives, (b, n, head_dim, num_heads) = (2, 5, 4, 3), then transpose(1, 2). The view "
        "lists the heads first, (b, n, num_heads, head_dim) = (2, 5, 3, 4): 3 heads of 12 / 3 = 4 features, "
        "and the transpose then gives (2, 3, 5, 4).",
    "ex_shape_view.keys_turned": "(2, 3, 4, 5) puts the tokens last: that is the layout of the keys turned for "
        "the scores (keys.transpose(2, 3), ready for q @ kᵀ), not of the split itself. transpose(1, 2) "
        "swaps only axes 1 and 2, the tokens and the heads, and head_dim stays last: (b, num_heads, n, "
        "head_dim) = (2, 3, 5, 4).",
    "ex_shape_view.head_dim": "Each head gets head_dim = d_out / num_heads features, not all d_out.",
    "ex_shape_view.strides": "These are the strides of the result (stride(): how many entries memory skips "
        "to step along each axis), not its shape. The shape is .shape (or .size()): the number of entries along "
        "each axis.",
}
