# exercise: ex_shape_view
# mistake: Gives the shape for one sequence only, (3, 5, 4), dropping the batch axis; the 4-D result is (2, 3, 5, 4).
num_heads, head_dim, n = 3, 12 // 3, 5
ex_shape_view = (num_heads, n, head_dim)
