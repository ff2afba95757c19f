# exercise: ex_shape_view
# mistake: Swapped the last two axes (tokens and head_dim), answering (2, 3, 4, 5); transpose(1, 2) swaps tokens and heads, giving (2, 3, 5, 4).
ex_shape_view = (2, 3, 4, 5)
