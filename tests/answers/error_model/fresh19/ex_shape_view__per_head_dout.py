# exercise: ex_shape_view
# mistake: Keeps d_out = 12 as every head's size, as in the wrapper, answering (2, 3, 5, 12); the view splits the 12 features into 3 heads of head_dim 12 // 3 = 4, so the shape is (2, 3, 5, 4).
# (b, n, d_out) -> view -> (b, n, h, d_out) -> transpose(1, 2) -> (b, h, n, d_out)
ex_shape_view = (2, 3, 5, 12)
