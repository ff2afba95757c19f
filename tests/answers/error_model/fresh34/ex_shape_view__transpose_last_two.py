# exercise: ex_shape_view
# mistake: The learner read .transpose(1, 2) as swapping the last two axes, answering (2, 5, 4, 3) instead of (2, 3, 5, 4).

# (2, 5, 3, 4) after view; transpose swaps the last two axes
ex_shape_view = (2, 5, 4, 3)
