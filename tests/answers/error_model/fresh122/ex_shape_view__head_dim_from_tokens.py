# exercise: ex_shape_view
# mistake: Computed head_dim as d_out // n (12 // 5 = 2) instead of d_out // num_heads = 4; the shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // n
shape = [b, n, num_heads, head_dim]
shape[1], shape[2] = shape[2], shape[1]
ex_shape_view = tuple(shape)
