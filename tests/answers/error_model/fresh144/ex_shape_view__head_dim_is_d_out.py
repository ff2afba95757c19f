# exercise: ex_shape_view
# mistake: The head size is taken as d_out = 12 instead of d_out / num_heads = 4.
ex_shape_view = (2, 3, 5, 12)
