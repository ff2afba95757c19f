# exercise: ex_shape_view
# mistake: Applied the transpose to the last two axes (as .T would), giving (2, 5, 4, 3); transpose(1, 2) swaps the token and head axes: (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3

shapes = {}
shapes["head_dim"] = d_out // num_heads
shapes["view"] = (b, n, num_heads, shapes["head_dim"])
v = shapes["view"]
shapes["transposed"] = (v[0], v[1], v[3], v[2])
ex_shape_view = shapes["transposed"]
