# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the last two axes (as in keys.transpose(2, 3)) and answers (2, 5, 4, 3) instead of (2, 3, 5, 4).
# (2, 5, 12) -> view -> (2, 5, 3, 4) -> transpose -> swap 3 and 4
ex_shape_view = (2, 5, 4, 3)
