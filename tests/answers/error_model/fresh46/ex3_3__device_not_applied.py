# exercise: ex3_3
# mistake: The learner only prints the device and never calls .to(device), so the module stays on the CPU; it must be moved with .to(device) before returning. [cond: only when device is a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    print("building on", torch.device(device))
    return mha
