# exercise: ex_shape_view
# mistake: Unpacked num_heads and head_dim in the wrong order (4 heads of 3), giving (2, 4, 5, 3); 3 heads of 4 give (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
head_dim, num_heads = 3, d_out // 3
ex_shape_view = (b, num_heads, n, head_dim)
