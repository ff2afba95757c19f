# exercise: ex3_3
# mistake: Chooses the device itself (cuda when available) instead of moving the module to the device argument; it must call .to(device) with the given device. [cond: only on a machine with a GPU when asked for the CPU]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    model = model.to(dev)
    print("params:", sum(p.numel() for p in model.parameters()), "on", dev)
    return model
