# exercise: ex_shape_view
# mistake: Counted the axes from 1 when reading transpose(1, 2), so it swapped the batch and token axes of (2, 5, 3, 4); transpose(1, 2) swaps axes 1 and 2 counted from 0, giving (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
# transpose(1, 2): first and second axis
shape[0], shape[1] = shape[1], shape[0]
ex_shape_view = tuple(shape)
