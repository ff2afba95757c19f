# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) as swapping the first and second axes (counting from 1), i.e. batch and tokens, giving (5, 2, 3, 4); it swaps axes 1 and 2 counted from 0, giving (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads

shape = [b, n, num_heads, head_dim]
# transpose(1, 2): first and second dimension
shape[0], shape[1] = shape[1], shape[0]
ex_shape_view = tuple(shape)
