# exercise: ex3_3
# mistake: Passed d_out=64 (the per-head size, as for the wrapper) instead of 768; MultiHeadAttention's d_out is the total output size, and 64 is not divisible by 12 heads, so building the module raises.
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    emb_dim = 768
    head_dim = emb_dim // num_heads  # 64 per head
    mha = MultiHeadAttention(emb_dim, head_dim, 1024, 0.0, num_heads=num_heads)
    return mha.to(device)
