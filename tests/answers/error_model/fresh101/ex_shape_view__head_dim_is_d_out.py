# exercise: ex_shape_view
# mistake: Keeps d_out = 12 as the last size; each head gets head_dim = d_out / num_heads = 4, so the shape is (2, 3, 5, 4).
ex_shape_view = (2, 3, 5, 12)
