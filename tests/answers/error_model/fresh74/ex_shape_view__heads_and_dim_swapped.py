# exercise: ex_shape_view
# mistake: The learner swaps the number of heads and the head size (4 heads of 3 features instead of 3 heads of 4), answering (2, 4, 5, 3); the answer is (2, 3, 5, 4).
ex_shape_view = (2, 4, 5, 3)
