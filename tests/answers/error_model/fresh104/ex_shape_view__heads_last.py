# exercise: ex_shape_view
# mistake: Put head_dim before num_heads in the view, as if it were view(b, n, head_dim, num_heads).
b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
ex_shape_view = (b, hd, n, h)
