# exercise: ex_shape_view
# mistake: Gave the shape for a single sequence, dropping the batch axis: (3, 5, 4); the full shape is (b, num_heads, n, head_dim) = (2, 3, 5, 4).
# one sequence: (n, d_out) = (5, 12) -> heads (num_heads, n, head_dim)
ex_shape_view = (3, 5, 4)
