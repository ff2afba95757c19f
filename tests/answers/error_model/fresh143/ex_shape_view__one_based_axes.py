# exercise: ex_shape_view
# mistake: It reads transpose(1, 2) as swapping the 1st and 2nd axes counted from 1 (batch and tokens), giving (5, 2, 3, 4); the axes are 0-based, so tokens and heads swap: (2, 3, 5, 4).
b, n, d_out, heads = 2, 5, 12, 3
hd = d_out // heads
after_view = [b, n, heads, hd]
# swap dim 1 and dim 2
after_view[0], after_view[1] = after_view[1], after_view[0]
ex_shape_view = tuple(after_view)
