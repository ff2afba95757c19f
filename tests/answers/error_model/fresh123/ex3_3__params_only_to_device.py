# exercise: ex3_3
# mistake: Moves only the parameters (p.data = p.data.to(device)), not the module, so the causal-mask buffer stays on the CPU and the forward pass fails on a GPU; call .to(device) on the module. [cond: only when device is a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    with torch.no_grad():
        for p in mha.parameters():
            p.data = p.data.to(device)
    return mha
