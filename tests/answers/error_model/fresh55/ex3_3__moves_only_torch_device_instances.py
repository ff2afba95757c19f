# exercise: ex3_3
# mistake: The learner calls .to(device) only inside an isinstance(device, torch.device) branch, so a device given as a string such as 'cuda' leaves the module on the CPU; the module must always be moved with .to(device). [cond: only when device is a non-CPU string, i.e. on a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    if isinstance(device, torch.device):
        mha = mha.to(device)
    elif device is None:
        pass
    n_params = sum(p.numel() for p in mha.parameters())
    print(f"{n_params:,} parameters")
    return mha
