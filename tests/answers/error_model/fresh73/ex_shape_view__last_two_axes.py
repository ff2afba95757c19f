# exercise: ex_shape_view
# mistake: Read transpose(1, 2) as swapping the last two axes (the "1, 2" of the split), answering (2, 5, 4, 3); transpose(1, 2) swaps axes 1 and 2 (tokens and heads): (2, 3, 5, 4).
b, n, num_heads = 2, 5, 3
head_dim = 12 // num_heads
shape = [b, n, num_heads, head_dim]
shape[-1], shape[-2] = shape[-2], shape[-1]
ex_shape_view = tuple(shape)
