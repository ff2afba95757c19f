# exercise: ex3_3
# mistake: Moved the module with .to(device, dtype=torch.float64) for extra precision; it must keep the default float32 parameters and only be moved to device.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(device, dtype=torch.float64)
