# exercise: ex_shape_view
# mistake: Read transpose(1, 2) as swapping the first and second axes counting from 1 (b and n); axes are 0-based, so n and num_heads swap, giving (2, 3, 5, 4).
shape = [2, 5, 3, 12 // 3]
i, j = 1, 2
shape[i - 1], shape[j - 1] = shape[j - 1], shape[i - 1]
ex_shape_view = tuple(shape)
