# exercise: ex3_3
# mistake: The learner passed d_out=64 (the per-head size 768/12) instead of the total 768; 64 is not divisible by 12, so the constructor raises (d_out is the total size, 768).

def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    head_dim = 768 // num_heads   # 64 per head
    return MultiHeadAttention(768, head_dim, 1024, 0.0, num_heads).to(device)
