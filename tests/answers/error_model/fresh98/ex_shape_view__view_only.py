# exercise: ex_shape_view
# mistake: Thinks the transpose does not change the shape (it "only returns a view"), answering the shape after view, (2, 5, 3, 4), instead of (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
after_view = (b, n, h, hd)
ex_shape_view = after_view  # transpose is just a view of the same data
