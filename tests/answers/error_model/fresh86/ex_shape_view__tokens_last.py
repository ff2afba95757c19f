# exercise: ex_shape_view
# mistake: The learner moves the tokens to the last axis, (2, 3, 4, 5), like a feature-major (features x samples) layout; the result is (2, 3, 5, 4) with head_dim last.
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
ex_shape_view = (b, h, hd, n)
