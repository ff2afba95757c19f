# exercise: ex3_3
# mistake: Calls .to(torch.float32) instead of .to(device), so the module stays on the CPU; it must be moved with .to(device). [cond: only when device is a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    mha = mha.to(torch.float32)
    print("params:", sum(p.numel() for p in mha.parameters()), "device", device)
    return mha
