# exercise: ex3_3
# mistake: The learner picks the device itself (cuda when available) instead of using the device argument, so the module lands on the GPU when the caller asked for the CPU; it must be moved with .to(device). [cond: only on a machine with a GPU, when device is the CPU]
import torch

def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    mha = mha.to(dev)
    return mha
