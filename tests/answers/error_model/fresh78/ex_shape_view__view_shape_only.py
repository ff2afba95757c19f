# exercise: ex_shape_view
# mistake: The learner reports the shape after the view, (2, 5, 3, 4), and forgets that transpose(1, 2) swaps the tokens and the heads: (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
shape_after_view = (b, n, num_heads, head_dim)
ex_shape_view = shape_after_view
