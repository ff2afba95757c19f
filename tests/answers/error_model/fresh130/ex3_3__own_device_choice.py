# exercise: ex3_3
# mistake: The learner ignored the device argument and moved the module to "cuda" whenever one is available; it must go to the given device. [cond: only on a machine with a GPU when device is not that GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(dev)
