# exercise: ex_shape_view
# mistake: Read transpose(1, 2) as swapping the first and second axes (1-based), i.e. batch and tokens, giving (5, 2, 3, 4); axes are 0-based, so tokens and heads swap: (2, 3, 5, 4).
# (2, 5, 12) -> view -> (2, 5, 3, 4) -> swap dims 1 and 2
ex_shape_view = (5, 2, 3, 4)
