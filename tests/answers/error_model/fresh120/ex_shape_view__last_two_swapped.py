# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the last two axes (tokens and head_dim) and answers (2, 3, 4, 5); it swaps axes 1 and 2 of (2, 5, 3, 4), giving (2, 3, 5, 4).
ex_shape_view = (2, 3, 4, 5)
