# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the first and second axes (1-based), swapping batch and tokens; axes are 0-based, so tokens and heads swap: (2, 3, 5, 4).
# view -> (b, n, h, hd) = (2, 5, 3, 4)
# transpose(1, 2): swap axis 1 and axis 2
ex_shape_view = (5, 2, 3, 4)
