# exercise: ex_shape_view
# mistake: Writes the view as (b, n, head_dim, num_heads), so after the transpose the answer is (2, 4, 5, 3); the view is (b, n, num_heads, head_dim), giving (2, 3, 5, 4).
"""Typed by hand: view then transpose(1, 2)."""
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads  # 4

# after view:      (b, n, head_dim, num_heads) = (2, 5, 4, 3)
# after transpose: swap axes 1 and 2
ex_shape_view = (b, head_dim, n, num_heads)
