# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the 2nd and 3rd axes counted from 1 (the 0-based axes 2 and 3), giving (2, 5, 4, 3); transpose(1, 2) swaps 0-based axes 1 and 2: (2, 3, 5, 4).
# shape after view: (2, 5, 3, 4)
# transpose dims 1 and 2 -> second and third entries after the batch
shape = [2, 5, 3, 4]
shape[2], shape[3] = shape[3], shape[2]
print(shape)
ex_shape_view = tuple(shape)
