# exercise: ex_shape_view
# mistake: The learner swapped num_heads and head_dim in the view (view(2, 5, 4, 3)), answering (2, 4, 5, 3); with 3 heads of 4 features the result is (2, 3, 5, 4).

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads  # 4
shape = (b, n, head_dim, num_heads)           # view(b, n, ..., ...)
ex_shape_view = (shape[0], shape[2], shape[1], shape[3])  # transpose(1, 2) -> (2, 4, 5, 3)
