# exercise: ex_shape_view
# mistake: The learner swaps num_heads and head_dim (as if the view were (b, n, head_dim, num_heads)), answering (2, 4, 5, 3); the result is (2, 3, 5, 4).
ex_shape_view = (2, 4, 5, 3)
