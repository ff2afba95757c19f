# exercise: ex_shape_view
# mistake: Gave the shape right after the view, forgetting the transpose(1, 2); the result is (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
ex_shape_view = (b, n, num_heads, head_dim)
