# exercise: ex3_3
# mistake: Moves only the mask buffer to the device (mha.mask = mha.mask.to(device)) instead of calling .to(device) on the whole module, so the parameters stay on the CPU. [cond: only on a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # the weights are created by nn.Linear, the mask is the only tensor we made ourselves
    mha.mask = mha.mask.to(device)
    return mha
