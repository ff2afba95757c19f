# exercise: ex_shape_view
# mistake: Gave the shape after the view only, (2, 5, 3, 4); after .transpose(1, 2) it is (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
ex_shape_view = (b, n, h, d_out // h)
