# exercise: ex_shape_view
# mistake: The learner writes view(b, n, head_dim, num_heads), swapping the two split sizes, and gets (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, head_dim, num_heads]   # after view
shape[1], shape[2] = shape[2], shape[1]  # transpose(1, 2)
ex_shape_view = tuple(shape)
