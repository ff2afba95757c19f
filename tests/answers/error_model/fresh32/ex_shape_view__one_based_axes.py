# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) as swapping the 1st and 2nd axes counted from 1 (batch and tokens), giving (5, 2, 3, 4); axes are 0-based, so tokens and heads swap: (2, 3, 5, 4).

shape = [2, 5, 3, 4]  # after view(b, n, num_heads, head_dim)
i, j = 1, 2           # transpose(1, 2): first and second dimension
shape[i - 1], shape[j - 1] = shape[j - 1], shape[i - 1]
ex_shape_view = tuple(shape)
