# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the 1st and 2nd axes counted from one (batch and tokens), answering (5, 2, 3, 4); PyTorch counts from 0, so tokens and heads swap: (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
after_view = (b, n, num_heads, head_dim)
# swap axis 1 and axis 2
ex_shape_view = (after_view[1], after_view[0], after_view[2], after_view[3])
