# exercise: ex_shape_view
# mistake: Swaps the last two axes (transpose(-1, -2), heads with head_dim) instead of axes 1 and 2, answering (2, 5, 4, 3); the answer is (2, 3, 5, 4).
ex_shape_view = (2, 5, 4, 3)
