# exercise: ex_shape_view
# mistake: Answered with nn.MultiheadAttention's internal layout (n, b*h, head_dim) = (5, 6, 4); the book's view + transpose gives (2, 3, 5, 4).
# like in torch.nn.functional.multi_head_attention_forward: q.view(tgt_len, bsz * num_heads, head_dim)
n, b, num_heads, head_dim = 5, 2, 3, 4
ex_shape_view = (n, b * num_heads, head_dim)
