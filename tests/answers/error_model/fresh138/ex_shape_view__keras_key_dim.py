# exercise: ex_shape_view
# mistake: Reading d_out as Keras's per-head key_dim, the learner used head_dim = 12 instead of 12 / 3 = 4; the answer is (2, 3, 5, 4).
ex_shape_view = (2, 3, 5, 12)
