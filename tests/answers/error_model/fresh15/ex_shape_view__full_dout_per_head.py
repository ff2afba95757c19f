# exercise: ex_shape_view
# mistake: Thought each head keeps all d_out = 12 features (head_dim = 12), answering (2, 3, 5, 12) instead of (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
ex_shape_view = (b, num_heads, n, d_out)
