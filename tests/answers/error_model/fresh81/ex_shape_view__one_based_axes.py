# exercise: ex_shape_view
# mistake: Counted the axes of transpose(1, 2) from 1, swapping the batch and token axes: (5, 2, 3, 4); the axes are 0-based, so tokens and heads swap, giving (2, 3, 5, 4).
# after the view: (b, n, num_heads, head_dim) = (2, 5, 3, 4)
# transpose(1, 2) swaps the 1st and 2nd dimension
ex_shape_view = (5, 2, 3, 4)
