# exercise: ex_shape_view
# mistake: The learner believes transpose only changes strides and not the shape, and answers the shape after the view, (2, 5, 3, 4); transpose(1, 2) does swap the shape's axes: (2, 3, 5, 4).
# view -> (b, n, heads, head_dim)
# transpose returns a view of the same storage, so the shape stays
ex_shape_view = (2, 5, 3, 12 // 3)
