# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the first and second axes (1-based), giving (5, 2, 3, 4); PyTorch axes are 0-based, so tokens and heads swap: (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
dims = [b, n, h, hd]
# swap axes 1 and 2
dims[1 - 1], dims[2 - 1] = dims[2 - 1], dims[1 - 1]
ex_shape_view = tuple(dims)
