# exercise: ex_shape_view
# mistake: The learner took head_dim = 3 and 4 heads (mixing up num_heads and head_dim), giving (2, 4, 5, 3); with 3 heads of size 12 / 3 = 4 the shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
head_dim = 3
num_heads = d_out // head_dim
# view -> (b, n, num_heads, head_dim), transpose(1, 2) -> (b, num_heads, n, head_dim)
ex_shape_view = (b, num_heads, n, head_dim)
