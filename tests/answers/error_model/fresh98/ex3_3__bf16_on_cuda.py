# exercise: ex3_3
# mistake: Casts the module to bfloat16 whenever the device is a CUDA device, so on a GPU it has the wrong dtype (and float32 inputs fail); it should only be moved with .to(device), keeping float32. [cond: only on a CUDA device]
import torch


def _pick_dtype(device):
    dev = torch.device(device)
    if dev.type == "cuda":
        return torch.bfloat16  # tensor cores like bf16
    return torch.float32


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(device=device, dtype=_pick_dtype(device))
