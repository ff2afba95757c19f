# exercise: ex_shape_view
# mistake: Thinking in Flax's (batch, length, heads, head_dim) layout, the learner gave the shape after the view only and ignored the transpose(1, 2); the answer is (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
# flax DenseGeneral gives [batch, length, heads, head_dim]
ex_shape_view = (b, n, num_heads, head_dim)
