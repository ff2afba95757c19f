# exercise: ex3_3
# mistake: The learner moves only the mask buffer to the device (mha.mask = mha.mask.to(device)) instead of the whole module, so the Linear layers' weights stay on the CPU; the module needs .to(device). [cond: only when device is a GPU]
import torch
from torch import nn


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # the mask is the tensor that's used with the input -> put it next to the input
    mha.mask = mha.mask.to(device)
    return mha
