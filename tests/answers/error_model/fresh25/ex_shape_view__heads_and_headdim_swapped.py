# exercise: ex_shape_view
# mistake: The learner swapped the number of heads and the head size in the view (b, n, 4, 3), giving (2, 4, 5, 3) instead of (2, 3, 5, 4).
# 12 features, 3 per head -> 4 of them
b, n = 2, 5
ex_shape_view = (2, 4, 5, 3)
