# exercise: ex_shape_view
# mistake: The learner viewed as (b, n, head_dim, num_heads) = (2, 5, 4, 3) before transposing, giving (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
shape = [b, n, head_dim, num_heads]
shape[1], shape[2] = shape[2], shape[1]
ex_shape_view = tuple(shape)
