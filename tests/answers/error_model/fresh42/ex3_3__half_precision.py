# exercise: ex3_3
# mistake: Moves the module with .to(device, dtype=torch.float16) "to save memory", so its parameters are float16 instead of the default float32; only .to(device) was asked.
import torch


def ex3_3(MultiHeadAttention, device):
    model = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # Tip: using half precision halves the memory footprint of the module.
    return model.to(device=device, dtype=torch.float16)
