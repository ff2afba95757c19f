# exercise: ex_shape_view
# mistake: Thinking of tf.transpose(perm=[0, 1, 3, 2]) (swap the last two axes), the learner swaps head_dim and num_heads instead of tokens and heads, answering (2, 5, 4, 3); .transpose(1, 2) gives (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
shape[2], shape[3] = shape[3], shape[2]
ex_shape_view = tuple(shape)
