# exercise: ex_shape_view
# mistake: The learner used num_heads as the size of the last axis as well (head_dim = 3); head_dim is d_out / num_heads = 4, giving (2, 3, 5, 4).
ex_shape_view = (2, 3, 5, 3)
