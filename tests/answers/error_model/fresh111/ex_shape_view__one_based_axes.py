# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) as counting axes from 1 and swaps the first two axes (batch and tokens), giving (5, 2, 3, 4); axes count from 0, so tokens and heads swap: (2, 3, 5, 4).
# after view: (b, n, heads, head_dim) = (2, 5, 3, 4)
# transpose(1, 2): 1st and 2nd axis swap
ex_shape_view = (5, 2, 3, 4)
