# exercise: ex_shape_view
# mistake: The learner took head_dim as d_out × num_heads = 36 instead of d_out / num_heads = 4, answering (2, 3, 5, 36); the shape is (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out * h     # each head has d_out features
ex_shape_view = (b, h, n, hd)
