# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) as swapping the 1st and 2nd axes counted from one (b and n), answering (5, 2, 3, 4); PyTorch counts from 0, so it swaps n and the heads: (2, 3, 5, 4).

def after_view(b=2, n=5, d_out=12, num_heads=3):
    return [b, n, num_heads, d_out // num_heads]


def after_transpose(shape, i=1, j=2):
    s = list(shape)
    s[i - 1], s[j - 1] = s[j - 1], s[i - 1]   # 1st and 2nd axis
    return tuple(s)


ex_shape_view = after_transpose(after_view())
