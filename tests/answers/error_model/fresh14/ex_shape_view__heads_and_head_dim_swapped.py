# exercise: ex_shape_view
# mistake: Views as (b, n, head_dim, num_heads) = (2, 5, 4, 3), so after transpose(1, 2) answers (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
shape = (b, n, head_dim, num_heads)          # .view(b, n, head_dim, num_heads)
shape = (shape[0], shape[2], shape[1], shape[3])  # .transpose(1, 2)
ex_shape_view = shape
