# exercise: ex_shape_view
# mistake: The learner put head_dim (4) where num_heads (3) belongs in the view, giving (2, 4, 5, 3); view(2, 5, 3, 4).transpose(1, 2) has shape (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape_after_view = (b, n, head_dim, num_heads)
ex_shape_view = (shape_after_view[0], shape_after_view[2], shape_after_view[1], shape_after_view[3])
