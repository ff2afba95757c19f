# exercise: ex3_3
# mistake: The learner ignores the device argument and picks cuda whenever it is available; the module must go to the given device with .to(device). [cond: only when a GPU is available and the requested device is the CPU (or another device)]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(dev)
