# exercise: ex_shape_view
# mistake: The learner computed head_dim as d_out // n (12 // 5 = 2) instead of d_out // num_heads = 4, giving (2, 3, 5, 2); the answer is (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
ex_shape_view = (b, h, n, d_out // n)
