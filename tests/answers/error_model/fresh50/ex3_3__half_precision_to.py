# exercise: ex3_3
# mistake: Coming from Keras mixed precision, the learner moves the module with .to(device, torch.float16), so every parameter is float16 instead of float32; only the device should change.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # mixed_float16 policy for speed
    mha.to(device, torch.float16)
    return mha
