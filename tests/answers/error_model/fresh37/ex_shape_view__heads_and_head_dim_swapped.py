# exercise: ex_shape_view
# mistake: Reads d_out / num_heads the other way round (4 heads of 3 features), answering (2, 4, 5, 3); with 3 heads of 4 features the shape is (2, 3, 5, 4).
# h = 12 / 3 = 4, d_k = 3
ex_shape_view = (2, 4, 5, 3)
