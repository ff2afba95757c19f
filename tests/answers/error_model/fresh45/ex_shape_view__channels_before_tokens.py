# exercise: ex_shape_view
# mistake: Places head_dim before the tokens, as in a (batch, heads, channels, length) layout, answering (2, 3, 4, 5); the transpose(1, 2) of (2, 5, 3, 4) gives (2, 3, 5, 4).
# (b, n, d_out) = (2, 5, 12), 3 heads -> 4 channels per head
# heads x channels x tokens
ex_shape_view = (2, 3, 4, 5)
