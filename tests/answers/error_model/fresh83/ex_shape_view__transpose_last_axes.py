# exercise: ex_shape_view
# mistake: Swaps the tokens with the head_dim axis instead of with the heads axis, answering (2, 3, 4, 5); transpose(1, 2) gives (2, 3, 5, 4).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
ex_shape_view = (b, h, hd, n)
