# exercise: ex3_3
# mistake: Picked the device itself (cuda if available) instead of using the device argument, so on a GPU machine a request for the CPU gets a CUDA module; it must call .to(device). [cond: only on a machine with a GPU, when device is not the GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(dev)
