# exercise: ex3_3
# mistake: The learner picked the device themselves (cuda when available, else cpu) instead of using the device argument, so on a machine with a GPU a request for the CPU gets a CUDA module; use .to(device). [cond: only on a machine with a GPU, when device is not that GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(dev)
