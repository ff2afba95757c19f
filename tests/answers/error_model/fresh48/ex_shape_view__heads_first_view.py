# exercise: ex_shape_view
# mistake: Puts the heads first in the view, (b, num_heads, n, head_dim), and then transposes to (2, 5, 3, 4); viewing (b, n, num_heads, head_dim) and transposing gives (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
after_view = (b, num_heads, n, head_dim)
ex_shape_view = (after_view[0], after_view[2], after_view[1], after_view[3])
