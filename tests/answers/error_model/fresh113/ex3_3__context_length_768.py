# exercise: ex3_3
# mistake: The learner passes 768 (the embedding size) as context_length instead of 1024, so the causal mask buffer is only 768x768 and longer inputs cannot be processed; the parameter count is unchanged, which hides the slip.
import torch


def ex3_3(MultiHeadAttention, device):
    d_model = 768
    heads = 12
    head_dim = d_model // heads
    assert head_dim * heads == d_model, "768 must split into 12 heads"
    mha = MultiHeadAttention(d_model, d_model, d_model, 0.0, num_heads=heads, qkv_bias=False)
    if isinstance(device, str):
        device = torch.device(device)
    mha = mha.to(device)
    assert sum(p.numel() for p in mha.parameters()) == 2_360_064
    return mha
