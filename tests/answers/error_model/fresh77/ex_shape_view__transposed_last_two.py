# exercise: ex_shape_view
# mistake: The learner applies the transpose to the last two axes (heads and head_dim) instead of axes 1 and 2, answering (2, 5, 4, 3); transpose(1, 2) swaps tokens and heads, giving (2, 3, 5, 4).
shape = [2, 5, 3, 4]  # after the view
shape[-1], shape[-2] = shape[-2], shape[-1]
ex_shape_view = tuple(shape)
