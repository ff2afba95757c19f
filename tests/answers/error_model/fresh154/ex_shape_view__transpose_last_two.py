# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the 1st and 2nd axes counted from 1 (the last two), giving (2, 5, 4, 3); it swaps axes 1 and 2 counted from 0, the tokens and the heads: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
# after view: (2, 5, 3, 4); transpose second and third dims
ex_shape_view = (b, n, head_dim, num_heads)
