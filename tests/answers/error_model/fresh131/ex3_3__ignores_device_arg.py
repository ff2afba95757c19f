# exercise: ex3_3
# mistake: The learner picks the device themself ("cuda" when available) instead of using the device argument, so the module lands on the GPU even when asked for the CPU. [cond: only on a machine with a GPU, when device is not the first GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    print("using", dev)
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(dev)
