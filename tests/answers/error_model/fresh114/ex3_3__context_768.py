# exercise: ex3_3
# mistake: Uses 768 as the context length, so the causal mask is only 768 x 768 and sequences longer than 768 tokens fail; the context length is 1024. [cond: sequences longer than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    ctx = d  # square attention matrix, d x d
    m = MultiHeadAttention(d, d, ctx, 0.0, num_heads=heads, qkv_bias=False)
    m.to(device)
    return m
