# exercise: ex3_3
# mistake: The learner moves the module with .to(device, dtype=torch.bfloat16) to save memory, so its weights are bfloat16 and it fails on (or mismatches) float32 inputs; only the device should change, the dtype stays float32.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    return mha.to(device=device, dtype=torch.bfloat16)
