# exercise: ex_shape_view
# mistake: Swaps the first and second axes (reading transpose(1, 2) as 1-based), giving (5, 2, 3, 4); transpose(1, 2) swaps the 0-based axes 1 and 2: (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
shape = [b, n, h, hd]
# transpose(1, 2): swap dimension 1 and dimension 2
shape[0], shape[1] = shape[1], shape[0]
ex_shape_view = tuple(shape)
