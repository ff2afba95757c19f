# exercise: ex_shape_view
# mistake: The learner takes head_dim equal to d_out (12) instead of d_out / num_heads = 4, answering (2, 3, 5, 12); the right shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out
ex_shape_view = (b, num_heads, n, head_dim)
