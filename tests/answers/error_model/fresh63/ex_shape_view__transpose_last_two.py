# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) like tf.matmul's transpose_b, swapping the last two axes, and answers (2, 5, 4, 3); transpose(1, 2) swaps axes 1 and 2, giving (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
# view -> (b, n, h, hd), then transpose -> last two swapped
ex_shape_view = (b, n, head_dim, num_heads)
