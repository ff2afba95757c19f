# exercise: ex3_3
# mistake: Passes d_out=64 (768/12, the per-head size) as if this class took a per-head size like the wrapper; MultiHeadAttention's d_out is the total 768, and 64 is not divisible by 12, so construction raises.

def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    emb_dim = 768
    d_out = emb_dim // num_heads  # each head: 64
    return MultiHeadAttention(emb_dim, d_out, 1024, 0.0, num_heads).to(device)
