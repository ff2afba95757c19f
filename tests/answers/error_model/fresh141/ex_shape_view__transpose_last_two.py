# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as a matrix transpose of the last two axes, giving (2, 5, 4, 3); it swaps axes 1 and 2 (tokens and heads): (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
after_view = (b, n, num_heads, head_dim)
# transpose: rows become columns
ex_shape_view = after_view[:2] + (after_view[3], after_view[2])
