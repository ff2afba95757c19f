# exercise: ex_shape_view
# mistake: The learner keeps the full d_out = 12 per head (as in the wrapper); the view splits d_out into 3 heads of 4, giving (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
ex_shape_view = (b, num_heads, n, d_out)
