# exercise: ex_shape_view
# mistake: Counts the axes of transpose(1, 2) from 1 (as in MATLAB/Keras shape tuples without the batch), swapping b and n: (5, 2, 3, 4); axes count from 0, giving (2, 3, 5, 4).
# shape after view: (2, 5, 3, 4)
# transpose(1, 2): swap the 1st and 2nd dimension
ex_shape_view = (5, 2, 3, 4)
