# exercise: ex3_3
# mistake: Moved only the parameters to the device by reassigning p.data, so the causal-mask buffer stays on the CPU; module.to(device) moves parameters and buffers together. [cond: only on a GPU device]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
