# exercise: ex3_3
# mistake: The module is moved to "cuda if available else cpu" instead of the given device, so it lands on the GPU even when the CPU is asked for; it must be .to(device). [cond: only on a machine with a GPU when device is the CPU]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    mha = mha.to(dev)
    return mha
