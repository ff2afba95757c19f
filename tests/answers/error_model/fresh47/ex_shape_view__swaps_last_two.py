# exercise: ex_shape_view
# mistake: The learner swaps the last two axes, (2, 5, 4, 3), as if transpose(1, 2) counted from 1; axes 1 and 2 (0-based) are tokens and heads: (2, 3, 5, 4).
ex_shape_view = (2, 5, 12 // 3, 3)
