# exercise: ex3_3
# mistake: The learner built the module but never called .to(device), so it stays on the CPU when graded on another device. [cond: device is not the CPU]

import torch

def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 tokens
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    assert sum(p.numel() for p in mha.parameters()) == 2_360_064
    return mha
