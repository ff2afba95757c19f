# exercise: ex_shape_view
# mistake: Takes head_dim as d_out (12), as in the wrapper where d_out is the size of one head; here head_dim = d_out / num_heads = 4, giving (2, 3, 5, 4).
ex_shape_view = (2, 3, 5, 12)
