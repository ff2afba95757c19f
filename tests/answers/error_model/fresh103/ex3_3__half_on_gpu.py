# exercise: ex3_3
# mistake: On a CUDA device the learner also casts the module to float16 to save memory; the module must stay float32 and only be moved with .to(device). [cond: device is a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    device = torch.device(device)
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    if device.type == "cuda":
        return mha.to(device=device, dtype=torch.float16)
    return mha.to(device)
