# exercise: ex_shape_view
# mistake: Read transpose(1, 2) as swapping the first and second axes (1-based), i.e. batch and tokens; in PyTorch axes are 0-based so it swaps tokens and heads: (2, 3, 5, 4).
# b, n, heads, head_dim after view
v = (2, 5, 3, 12 // 3)
# swap dims 1 and 2
ex_shape_view = (v[1], v[0], v[2], v[3])
