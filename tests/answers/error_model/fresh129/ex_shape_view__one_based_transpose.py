# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the 1st and 2nd axes counted from one (b and n), answering (5, 2, 3, 4) instead of swapping axes 1 and 2 counted from zero: (2, 3, 5, 4).
B, T, C = 2, 5, 12
H = 3
D = C // H
shape = [B, T, H, D]          # after view: (2, 5, 3, 4)
shape[0], shape[1] = shape[1], shape[0]
ex_shape_view = tuple(shape)
