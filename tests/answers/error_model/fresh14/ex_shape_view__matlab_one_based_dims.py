# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) as swapping the first and second dimensions (1-based), answering (5, 2, 3, 4) instead of (2, 3, 5, 4).
# view -> (b, n, num_heads, head_dim) = (2, 5, 3, 4)
# transpose(1, 2) swaps the first and the second dimension
ex_shape_view = (5, 2, 3, 4)
