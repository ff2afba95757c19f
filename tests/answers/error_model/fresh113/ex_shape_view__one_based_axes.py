# exercise: ex_shape_view
# mistake: The learner counts axes from 1, so transpose(1, 2) swaps the batch and token axes, giving (5, 2, 3, 4) instead of (2, 3, 5, 4).
shape = [2, 5, 3, 4]   # after view(b, n, num_heads, head_dim)
i, j = 1, 2
shape[i - 1], shape[j - 1] = shape[j - 1], shape[i - 1]   # dims 1 and 2
ex_shape_view = tuple(shape)
