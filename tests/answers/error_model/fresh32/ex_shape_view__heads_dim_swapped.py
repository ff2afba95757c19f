# exercise: ex_shape_view
# mistake: Takes head_dim as 3 and num_heads as 4 (12 / 3 read the wrong way round), giving (2, 4, 5, 3); with 3 heads head_dim is 4: (2, 3, 5, 4).

b, n, d_out = 2, 5, 12
head_dim = 3          # split into 3
num_heads = d_out // head_dim
shape = [b, n, num_heads, head_dim]
shape[1], shape[2] = shape[2], shape[1]  # transpose(1, 2)
ex_shape_view = tuple(shape)
