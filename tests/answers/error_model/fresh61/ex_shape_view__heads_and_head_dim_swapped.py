# exercise: ex_shape_view
# mistake: Puts head_dim where the number of heads goes (4 heads of size 3), answering (2, 4, 5, 3); with 3 heads of size 12 / 3 = 4 the shape is (2, 3, 5, 4).
ex_shape_view = (2, 4, 5, 3)
