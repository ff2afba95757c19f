# exercise: ex_shape_view
# mistake: Treated d_out = 12 as the size of each head (as in the wrapper), so it answered (2, 3, 5, 12); head_dim is 12 / 3 = 4, giving (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out  # each head outputs d_out features
shape = [b, n, num_heads, head_dim]
shape[1], shape[2] = shape[2], shape[1]  # transpose(1, 2)
ex_shape_view = tuple(shape)
