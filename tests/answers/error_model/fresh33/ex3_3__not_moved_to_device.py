# exercise: ex3_3
# mistake: Built the module but never called .to(device), so it stays on the CPU; it must be placed on device. [cond: device is not the CPU]
import torch


def ex3_3(MultiHeadAttention, device):
    torch.manual_seed(123)
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha
