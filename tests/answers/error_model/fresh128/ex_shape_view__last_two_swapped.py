# exercise: ex_shape_view
# mistake: The learner swapped the last two axes (as for keys.transpose(2, 3)) instead of axes 1 and 2, answering (2, 3, 4, 5); transpose(1, 2) of (2, 5, 3, 4) gives (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
after_view = (b, n, h, hd)
# transpose: swap the two axes at the end
ex_shape_view = (after_view[0], after_view[2], after_view[3], after_view[1])
