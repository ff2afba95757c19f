# exercise: ex_shape_view
# mistake: The learner gave the shape after the view only, (2, 5, 3, 4), forgetting that transpose(1, 2) swaps tokens and heads: (2, 3, 5, 4).
ex_shape_view = (2, 5, 3, 4)
