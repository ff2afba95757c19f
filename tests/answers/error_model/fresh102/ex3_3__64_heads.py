# exercise: ex3_3
# mistake: The learner passed the head size 64 as num_heads, building 64 heads of 12 dimensions (same parameter count); GPT-2 small has num_heads=12, each of size 64.
def ex3_3(MultiHeadAttention, device):
    head_dim = 768 // 12
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=head_dim)
    print(sum(p.numel() for p in mha.parameters()))
    return mha.to(device)
