# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as swapping the first and second axes counted from 1 (batch and tokens), answering (5, 2, 3, 4); it swaps axes 1 and 2 counted from 0, giving (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
after_view = (b, n, num_heads, head_dim)
# transpose(1, 2): 1st and 2nd dimension
ex_shape_view = (after_view[1], after_view[0], after_view[2], after_view[3])
