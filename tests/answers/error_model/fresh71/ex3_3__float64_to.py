# exercise: ex3_3
# mistake: Moved the module with .to(device, torch.float64), which also turns every weight into float64; only the device was asked for, the weights stay float32.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    mha = mha.to(device, torch.float64)
    return mha
