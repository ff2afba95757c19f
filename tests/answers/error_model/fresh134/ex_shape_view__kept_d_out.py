# exercise: ex_shape_view
# mistake: Kept d_out = 12 as the last axis instead of head_dim = 12 / 3 = 4, answering (2, 3, 5, 12) instead of (2, 3, 5, 4).
b, n, d = 2, 5, 12
ex_shape_view = (b, 3, n, d)
