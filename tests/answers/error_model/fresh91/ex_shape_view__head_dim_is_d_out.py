# exercise: ex_shape_view
# mistake: Takes head_dim to be the whole d_out = 12, answering (2, 3, 5, 12); each head gets d_out / num_heads = 4 features, so the shape is (2, 3, 5, 4).
# queries (b, n, d_out), every head sees d_out features
ex_shape_view = (2, 3, 5, 12)
