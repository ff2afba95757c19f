# exercise: ex_shape_view
# mistake: Put head_dim before num_heads in the view, i.e. view(b, n, 4, 3), giving (2, 4, 5, 3) after the transpose; the view is (b, n, num_heads, head_dim), so the answer is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads   # 4
# split d_out = head_dim x num_heads, then bring the split axis forward
after_view = (b, n, head_dim, num_heads)
ex_shape_view = (after_view[0], after_view[2], after_view[1], after_view[3])
