# exercise: ex_shape_view
# mistake: Takes 3 as the size of each head and 12 // 3 = 4 as the number of heads, getting (2, 4, 5, 3); with 3 heads of 4 features the shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
head_dim = 3
num_heads = d_out // head_dim
# view -> (b, n, num_heads, head_dim), transpose(1, 2) -> (b, num_heads, n, head_dim)
ex_shape_view = (b, num_heads, n, head_dim)
