# exercise: ex3_3
# mistake: Freezes every parameter with requires_grad_(False) to save memory, so the returned module has no trainable parameters; it should return the module with its parameters trainable as constructed.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
    # we never train it here, so don't keep grads around
    for p in mha.parameters():
        p.requires_grad_(False)
    return mha
