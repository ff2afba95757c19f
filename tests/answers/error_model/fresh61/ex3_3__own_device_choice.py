# exercise: ex3_3
# mistake: Ignores the device argument and moves the module to cuda whenever it is available; it must go to the given device. [cond: only on a machine with a GPU when the device asked for is not cuda (e.g. 'cpu')]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(dev)
