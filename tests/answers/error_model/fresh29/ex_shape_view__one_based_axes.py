# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as swapping the first and second axes (counting from 1), answering (5, 2, 3, 4); axes are 0-based, so dims 1 and 2 swap: (2, 3, 5, 4).
# after view: (b, n, num_heads, head_dim) = (2, 5, 3, 4)
after_view = (2, 5, 3, 4)
# transpose(1, 2): swap dimension 1 and dimension 2
ex_shape_view = (after_view[1], after_view[0], after_view[2], after_view[3])
