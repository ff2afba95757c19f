# exercise: ex3_3
# mistake: Moves the module with .to(device, dtype=torch.float16) 'for inference', so its parameters are float16 and it fails on float32 inputs; it should only be moved to device.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    mha.eval()
    return mha.to(device=device, dtype=torch.float16)
