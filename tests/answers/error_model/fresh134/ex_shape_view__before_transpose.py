# exercise: ex_shape_view
# mistake: Gave the shape after .view only, (2, 5, 3, 4); .transpose(1, 2) then swaps tokens and heads: (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
ex_shape_view = (b, n, h, hd)
