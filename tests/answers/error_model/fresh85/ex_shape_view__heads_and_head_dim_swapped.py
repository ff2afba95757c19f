# exercise: ex_shape_view
# mistake: Views with (b, n, head_dim, num_heads) = (2, 5, 4, 3), swapping the number of heads and the head size, so the answer (2, 4, 5, 3) is wrong; it is (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
# view(b, n, head_dim, num_heads) -> (2, 5, 4, 3); transpose(1, 2) -> 
ex_shape_view = (b, head_dim, n, num_heads)
