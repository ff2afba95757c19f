# exercise: ex3_3
# mistake: Picked the device itself ("cuda" if available, else "cpu") instead of using the device argument, so the module lands on the wrong device whenever the two differ; it must be moved with .to(device). [cond: only when the requested device differs from the auto-detected one, e.g. device="cpu" on a machine with a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(dev)
