# exercise: ex3_3
# mistake: Moved the module with .to(device, dtype=torch.float64) for "more accurate attention", so its parameters are float64 and it rejects float32 inputs; only .to(device) is asked (float32).
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    # softmax over 1024 keys: accumulate in double precision
    return mha.to(device=device, dtype=torch.float64)
