# exercise: ex_shape_view
# mistake: The learner answers with nn.MultiheadAttention's internal layout (b·heads, n, head_dim) = (6, 5, 4) instead of the book's 4-D (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
# heads are folded into the batch like in torch's MultiheadAttention
ex_shape_view = (b * num_heads, n, head_dim)
