# exercise: ex_shape_view
# mistake: Mixes up num_heads and head_dim, answering (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = (b, n, head_dim, num_heads)       # after view
ex_shape_view = (shape[0], shape[2], shape[1], shape[3])  # after transpose(1, 2)
