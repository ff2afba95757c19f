# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as swapping the last two axes like .T on the per-head matrices, answering (2, 3, 4, 5); it swaps axes 1 and 2 of (2, 5, 3, 4), giving (2, 3, 5, 4).
ex_shape_view = (2, 3, 4, 5)
