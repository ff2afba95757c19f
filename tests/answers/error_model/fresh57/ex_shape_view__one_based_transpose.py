# exercise: ex_shape_view
# mistake: Read transpose(1, 2) as swapping the first and second axes counted from 1 (batch and tokens); PyTorch axes are 0-based, so it swaps tokens and heads: (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
# transpose(1, 2): swap dimension 1 and dimension 2
shape[0], shape[1] = shape[1], shape[0]
ex_shape_view = tuple(shape)
