# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) as swapping the first and second axes counted from 1 (head and head_dim), answering (2, 5, 4, 3); it swaps axes 1 and 2 counted from 0 (tokens and heads): (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
# after view: (b, n, num_heads, head_dim) -> swap dims 1 and 2 (num_heads, head_dim)
ex_shape_view = (b, n, head_dim, num_heads)
