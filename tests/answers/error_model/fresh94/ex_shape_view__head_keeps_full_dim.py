# exercise: ex_shape_view
# mistake: Assumes every head keeps the full d_out = 12 features (as in the wrapper), answering (2, 3, 5, 12); each head gets head_dim = 12 / 3 = 4, so the shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
h = 3
ex_shape_view = (b, h, n, d_out)
