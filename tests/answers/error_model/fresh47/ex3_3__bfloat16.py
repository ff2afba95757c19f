# exercise: ex3_3
# mistake: The learner moves the module with .to(device, torch.bfloat16) to save memory; the module must stay float32, only its device changes.
import torch


def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device=device, dtype=torch.bfloat16)
