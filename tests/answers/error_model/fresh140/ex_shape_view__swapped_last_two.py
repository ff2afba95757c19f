# exercise: ex_shape_view
# mistake: The learner thought transpose(1, 2) swaps the last two axes (the way .T works on a matrix) and answered (2, 3, 4, 5); it swaps axes 1 and 2 of (2, 5, 3, 4), giving (2, 3, 5, 4).
# (b, n, h, hd) = (2, 5, 3, 4)
# transpose -> heads first, then swap the matrix part
ex_shape_view = (2, 3, 4, 5)
