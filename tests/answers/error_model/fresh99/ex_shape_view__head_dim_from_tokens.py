# exercise: ex_shape_view
# mistake: The learner computed head_dim as d_out // n (12 // 5 = 2) instead of d_out // num_heads = 4, so the last size is wrong; the shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // n
after_view = (b, n, num_heads, head_dim)
after_transpose = (after_view[0], after_view[2], after_view[1], after_view[3])
ex_shape_view = after_transpose
