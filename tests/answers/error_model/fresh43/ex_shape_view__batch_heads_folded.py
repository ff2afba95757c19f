# exercise: ex_shape_view
# mistake: Answers with batch and heads folded into one axis, (b·num_heads, n, head_dim) = (6, 5, 4), instead of the 4-dimensional (2, 3, 5, 4) that view + transpose give.
b, n, d_out, num_heads = 2, 5, 12, 3
hd = d_out // num_heads
ex_shape_view = (b * num_heads, n, hd)
