# exercise: ex3_3
# mistake: Moves the module with .to(device, dtype=torch.float16) to save memory, so its parameters are float16 and it no longer works on float32 inputs; only .to(device) is asked.
import torch


def ex3_3(MultiHeadAttention, device):
    d_model, h, ctx = 768, 12, 1024
    mha = MultiHeadAttention(d_model, d_model, ctx, 0.0, num_heads=h)
    return mha.to(device=device, dtype=torch.float16)
