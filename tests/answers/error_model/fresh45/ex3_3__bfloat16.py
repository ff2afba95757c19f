# exercise: ex3_3
# mistake: Converts the module to bfloat16 while moving it (.to(device, torch.bfloat16)), so its parameters are no longer float32 and it fails on float32 inputs; only the device should change: .to(device).
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # GPT-2 sized -> half the memory
    return mha.to(device, torch.bfloat16)
