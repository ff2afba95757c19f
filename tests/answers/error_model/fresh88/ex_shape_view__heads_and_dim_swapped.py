# exercise: ex_shape_view
# mistake: Viewed as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so the answer is (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
hd = d_out // num_heads
shape = [b, n, hd, num_heads]
shape[1], shape[2] = shape[2], shape[1]  # transpose(1, 2)
ex_shape_view = tuple(shape)
