# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the first and second axes counted from 1 (b and n), answering (5, 2, 3, 4); it swaps the 0-based axes 1 and 2 (tokens and heads): (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
after_view = (b, n, num_heads, head_dim)
# transpose(1, 2): 1st and 2nd dimension swap
ex_shape_view = (after_view[1], after_view[0], after_view[2], after_view[3])
assert len(ex_shape_view) == 4
print(ex_shape_view)
