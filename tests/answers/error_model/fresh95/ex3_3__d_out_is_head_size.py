# exercise: ex3_3
# mistake: The learner passed the per-head size 64 as d_out (as in the wrapper), but in MultiHeadAttention d_out is the total size 768; with d_out=64 and 12 heads the constructor raises.
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    n_heads = 12
    head_dim = emb_dim // n_heads
    return MultiHeadAttention(emb_dim, head_dim, 1024, 0.0, num_heads=n_heads).to(device)
