# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) as swapping the first and second axes (counting from 1, as in math), i.e. b and n, giving (5, 2, 3, 4); PyTorch counts from 0, so it swaps n and the heads: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
shape[0], shape[1] = shape[1], shape[0]   # transpose(1, 2): axis 1 <-> axis 2
ex_shape_view = tuple(shape)
