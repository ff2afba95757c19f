# exercise: ex_shape_view
# mistake: Used head_dim = d_out = 12 instead of d_out / num_heads = 4, giving (2, 3, 5, 12); the answer is (2, 3, 5, 4).

ex_shape_view = (2, 3, 5, 12)
