# exercise: ex_shape_view
# mistake: Answered the shape after .view only, (2, 5, 3, 4), forgetting the .transpose(1, 2) that gives (2, 3, 5, 4).
ex_shape_view = (2, 5, 3, 4)
