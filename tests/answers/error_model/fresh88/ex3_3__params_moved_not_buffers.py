# exercise: ex3_3
# mistake: Moved only the parameters (p.data = p.data.to(device)) instead of calling .to(device) on the module, so the mask buffer stays on the CPU and the forward pass fails on a GPU. [cond: only on a GPU]
import torch


def to_device_(module, device):
    for p in module.parameters():
        p.data = p.data.to(device)
    return module


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    return to_device_(mha, device)
