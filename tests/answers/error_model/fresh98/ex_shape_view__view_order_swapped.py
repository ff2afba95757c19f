# exercise: ex_shape_view
# mistake: Views to (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim) before the transpose, answering (2, 4, 5, 3) instead of (2, 3, 5, 4).
ex_shape_view = (2, 4, 5, 3)  # (b, head_dim, n, heads)
