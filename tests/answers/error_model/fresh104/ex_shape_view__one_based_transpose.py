# exercise: ex_shape_view
# mistake: Read transpose(1, 2) as swapping the first and second axes (1-based), giving (5, 2, 3, 4); PyTorch axes are 0-based, so it swaps tokens and heads: (2, 3, 5, 4).
ex_shape_view = (5, 2, 3, 4)
