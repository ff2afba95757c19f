# exercise: ex3_3
# mistake: Moves only the nn.Linear submodules to the device one by one, so the causal mask buffer stays on the CPU; the whole module must be moved with .to(device). [cond: only on a GPU]
import torch


def to_device(module, device, types=(torch.nn.Linear,)):
    for sub in module.modules():
        if isinstance(sub, types):
            sub.to(device)
    return module


def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return to_device(m, device)
