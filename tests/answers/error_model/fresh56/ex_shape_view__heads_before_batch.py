# exercise: ex_shape_view
# mistake: The learner puts the heads in front of the batch, (3, 2, 5, 4); transpose(1, 2) swaps the tokens and the heads, giving (2, 3, 5, 4).
# b=2, n=5, 3 heads, 12/3 = 4
ex_shape_view = (3, 2, 5, 4)
