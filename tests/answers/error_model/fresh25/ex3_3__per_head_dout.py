# exercise: ex3_3
# mistake: The learner passed d_out=64 (768 / 12, the size of one head) as if d_out were per head like in the wrapper; in MultiHeadAttention d_out is the total, 768, and 64 is not even divisible by 12.
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    emb_dim = 768
    head_dim = emb_dim // num_heads
    mha = MultiHeadAttention(emb_dim, head_dim, 1024, 0.0, num_heads)
    return mha.to(device)
