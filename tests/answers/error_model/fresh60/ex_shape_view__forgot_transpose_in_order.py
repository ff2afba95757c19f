# exercise: ex_shape_view
# mistake: The learner worked out the shape after the view, (2, 5, 3, 4), but did not apply the transpose(1, 2) that swaps tokens and heads; the answer is (2, 3, 5, 4).
def head_dim(d_out: int, num_heads: int) -> int:
    """Size of one head."""
    return d_out // num_heads


def split_shape(b: int, n: int, d_out: int, num_heads: int) -> tuple:
    """Shape of the queries split into heads."""
    return (b, n, num_heads, head_dim(d_out, num_heads))


ex_shape_view = split_shape(2, 5, 12, 3)
