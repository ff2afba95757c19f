# exercise: ex3_3
# mistake: Passes num_heads=768 // 12 = 64, confusing the head size with the number of heads, so the module has 64 heads of 12 features (same parameter count); it needs 12 heads of 64.

def gpt2_small_attention(MHA, device, emb_dim=768, heads=12, ctx_len=1024, drop_rate=0.0):
    head_size = emb_dim // heads
    return MHA(emb_dim, emb_dim, ctx_len, drop_rate, num_heads=head_size).to(device)


def ex3_3(MultiHeadAttention, device):
    return gpt2_small_attention(MultiHeadAttention, device)
