# exercise: ex_shape_view
# mistake: The learner counted axes from 1 as in R, so swapped the first two axes: (5, 2, 3, 4); PyTorch axes start at 0, so transpose(1, 2) swaps tokens and heads: (2, 3, 5, 4).
dims = [2, 5, 3, 12 // 3]   # after view: b, n, heads, head_dim
# swap dimension 1 and dimension 2
dims[0], dims[1] = dims[1], dims[0]
ex_shape_view = tuple(dims)
