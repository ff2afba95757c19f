# exercise: ex_shape_view
# mistake: num_heads and head_dim were swapped in the view (view(2, 5, 4, 3)), giving (2, 4, 5, 3); with 3 heads of size 4 the result is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
ex_shape_view = (b, head_dim, n, num_heads)
