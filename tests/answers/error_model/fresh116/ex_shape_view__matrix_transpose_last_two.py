# exercise: ex_shape_view
# mistake: Treated transpose(1, 2) like tf.linalg.matrix_transpose, swapping the last two axes; transpose(1, 2) swaps axes 1 and 2 (tokens and heads): (2, 3, 5, 4).
# view -> (2, 5, 3, 4), then transpose -> swap the two inner dims
ex_shape_view = (2, 5, 4, 3)
