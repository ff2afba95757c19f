# exercise: ex3_3
# mistake: Passes the head size 64 as num_heads, giving 64 heads of 12 dimensions (same parameter count, so it looks right); GPT-2 small has num_heads=12, each head of 768 / 12 = 64.
import torch


def ex3_3(MultiHeadAttention, device):
    d_model = 768
    head_dim = 64
    mha = MultiHeadAttention(d_model, d_model, 1024, 0.0, num_heads=head_dim)
    print(sum(p.numel() for p in mha.parameters()))  # 2360064 ok
    return mha.to(device)
