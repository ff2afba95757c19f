ex_shape_view = (2, 3, 5, 4)
