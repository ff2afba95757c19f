# exercise: ex_shape_view
# mistake: Took head_dim = 3 and 4 heads (num_heads and head_dim swapped), answering (2, 4, 5, 3); with 3 heads of 12/3 = 4 features it is (2, 3, 5, 4).
# b, n, d_out = 2, 5, 12, split into 3 -> 12 / 3 = 4 heads of size 3
ex_shape_view = (2, 4, 5, 3)
