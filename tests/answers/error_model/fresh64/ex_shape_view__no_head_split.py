# exercise: ex_shape_view
# mistake: Keeps the full d_out = 12 as the last size instead of head_dim = d_out / num_heads = 4.
ex_shape_view = (2, 3, 5, 12)
