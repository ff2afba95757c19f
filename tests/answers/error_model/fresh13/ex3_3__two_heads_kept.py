# exercise: ex3_3
# mistake: It keeps num_heads=2 from the book's example instead of GPT-2's 12 heads, so the heads have head_dim 384 instead of 64.
# mistake_zh: 它沿用了书中示例的 num_heads=2，而不是 GPT-2 的 12 个头，因此每个头的 head_dim 是 384 而不是 64。
# keywords: num_heads, 12, head_dim, 64
def ex3_3(MultiHeadAttention, device):
    d_in = d_out = 768
    context_length = 1024
    num_heads = 2
    return MultiHeadAttention(d_in, d_out, context_length, 0.0, num_heads=num_heads).to(device)
