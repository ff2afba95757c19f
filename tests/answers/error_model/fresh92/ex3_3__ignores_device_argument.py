# exercise: ex3_3
# mistake: Ignored the device argument and picked cuda whenever it is available, so the module is on the wrong device when the caller asks for another one; it must be .to(device). [cond: only on a machine with a GPU when device is not cuda (e.g. device='cpu')]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(dev)
