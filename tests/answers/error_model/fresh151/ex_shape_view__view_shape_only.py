# exercise: ex_shape_view
# mistake: The learner gave the shape after the view, (2, 5, 3, 4), forgetting the transpose that swaps tokens and heads: (2, 3, 5, 4).
ex_shape_view = (2, 5, 3, 4)  # b, n, heads, head_dim
