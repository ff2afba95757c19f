# exercise: ex_shape_view
# mistake: Swaps the last two axes of (2, 3, 5, 4) as for keys, giving (2, 3, 4, 5); the answer is (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
# heads first, then (hd, n)
ex_shape_view = (b, h, hd, n)
