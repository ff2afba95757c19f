# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as swapping the first and second axes counted from 1 (batch and tokens), giving (5, 2, 3, 4); in PyTorch the axes are 0-based, so tokens and heads swap: (2, 3, 5, 4).
def view_shape(b: int, n: int, h: int, d_out: int) -> list:
    """Shape after .view(b, n, h, hd)."""
    return [b, n, h, d_out // h]


def transpose_shape(shape: list, i: int, j: int) -> list:
    """Shape after .transpose(i, j); axes counted as in the statement."""
    shape = list(shape)
    shape[i - 1], shape[j - 1] = shape[j - 1], shape[i - 1]
    return shape


ex_shape_view = tuple(transpose_shape(view_shape(2, 5, 3, 12), 1, 2))
