# exercise: ex_shape_view
# mistake: The learner puts the heads in front of the batch, (3, 2, 5, 4), as if transpose moved them to axis 0; transpose(1, 2) swaps tokens and heads only: (2, 3, 5, 4).
ex_shape_view = (3, 2, 5, 4)
