# exercise: ex_shape_view
# mistake: The learner gave the shape after the view only, (2, 5, 3, 4); the transpose(1, 2) then swaps tokens and heads: (2, 3, 5, 4).
# (b, n, d_out) -> (b, n, num_heads, head_dim), head_dim = 12 / 3 = 4
ex_shape_view = (2, 5, 3, 4)
