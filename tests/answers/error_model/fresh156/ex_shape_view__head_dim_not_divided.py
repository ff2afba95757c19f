# exercise: ex_shape_view
# mistake: The learner keeps d_out = 12 as the per-head size (like Paddle's MultiHeadAttention kdim) instead of head_dim = 12 / 3 = 4, answering (2, 3, 5, 12); the right shape is (2, 3, 5, 4).
ex_shape_view = (2, 3, 5, 12)
