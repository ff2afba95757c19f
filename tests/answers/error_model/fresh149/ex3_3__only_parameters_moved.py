# exercise: ex3_3
# mistake: Moved only the parameters (p.data = p.data.to(device)) instead of calling .to(device) on the module, so the mask buffer stays on the CPU. [cond: only on a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
