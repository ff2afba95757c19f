# exercise: ex3_3
# mistake: The learner moved the module to float64 with .to(device, torch.float64) for accuracy; the GPT-2-sized module must stay float32, only placed on device.

import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    # double precision, safer for the big 768x768 matmuls
    return mha.to(device, torch.float64)
