# exercise: ex_shape_view
# mistake: Takes head_dim = d_out = 12 (as in the wrapper, where d_out is per head), answering (2, 3, 5, 12); head_dim is 12 / 3 = 4.
ex_shape_view = (2, 3, 5, 12)
