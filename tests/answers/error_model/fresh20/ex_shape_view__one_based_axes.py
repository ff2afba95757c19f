# exercise: ex_shape_view
# mistake: Counted the axes of transpose(1, 2) from 1, swapping the batch and token axes to get (5, 2, 3, 4); axes count from 0, so tokens and heads swap: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
# transpose(1, 2): swap the 1st and 2nd dimension
first, second = 1, 2
shape[first - 1], shape[second - 1] = shape[second - 1], shape[first - 1]
ex_shape_view = tuple(shape)
