# exercise: ex_shape_view
# mistake: Gave the shape right after the view, (2, 5, 3, 4), forgetting that transpose(1, 2) then swaps tokens and heads: (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
# view splits the last axis into heads x head_dim
ex_shape_view = (b, n, h, d_out // h)
