# exercise: ex3_3
# mistake: The learner passed d_out=768 // 12 = 64 as if d_out were per head (as in the wrapper), which fails since 64 is not divisible by 12 heads; MultiHeadAttention's d_out is the total 768 (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    n_heads = 12
    head_dim = emb_dim // n_heads
    mha = MultiHeadAttention(emb_dim, head_dim, 1024, 0.0, num_heads=n_heads)
    return mha.to(device)
