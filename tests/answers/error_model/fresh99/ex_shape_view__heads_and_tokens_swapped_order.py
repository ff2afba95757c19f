# exercise: ex_shape_view
# mistake: The learner wrote the view as (b, num_heads, n, head_dim) from memory of the final layout and then applied transpose(1, 2) to that, giving (2, 5, 3, 4); the view is (b, n, num_heads, head_dim), so the result is (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
shape = [b, num_heads, n, head_dim]     # after .view
shape[1], shape[2] = shape[2], shape[1]  # .transpose(1, 2)
ex_shape_view = tuple(shape)
