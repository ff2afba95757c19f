# exercise: ex_shape_view
# mistake: Reported the shape right after view and applied the swap to a copy that was then discarded, i.e. (2, 5, 3, 4); after transpose(1, 2) it is (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
s = (b, n, h, d_out // h)
t = list(s)
t[1], t[2] = t[2], t[1]
ex_shape_view = s
