# exercise: ex_shape_view
# mistake: thinks transpose(1, 2) swaps the heads and head_dim (the last two axes of the view), answering (2, 5, 4, 3); axes 1 and 2 are tokens and heads, so the shape is (2, 3, 5, 4).
# view -> (2, 5, 3, 4), then swap heads and head_dim
ex_shape_view = (2, 5, 4, 3)
