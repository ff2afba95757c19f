# exercise: ex_shape_view
# mistake: The learner used head_dim = 3 and 4 heads (swapping num_heads and head_dim), answering (2, 4, 5, 3); with 3 heads of size 4 the shape is (2, 3, 5, 4).
ex_shape_view = (2, 4, 5, 3)
