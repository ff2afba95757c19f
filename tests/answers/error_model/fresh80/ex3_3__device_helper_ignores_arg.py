# exercise: ex3_3
# mistake: Overrides the device argument with its own 'cuda if available' helper, so the module lands on the GPU when the caller asked for the CPU; it must use the given device. [cond: only on a machine with a GPU when device is the CPU]
import torch


def get_device():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def ex3_3(MultiHeadAttention, device):
    device = get_device()
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(device)
