# exercise: ex3_3
# mistake: The module is moved to device and also cast to float16 for "fast inference", so it no longer works on float32 inputs (dtype mismatch); it must only be moved with .to(device), keeping float32.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(device=device, dtype=torch.float16)
