# exercise: ex3_3
# mistake: Moves the module to float64 along with the device, so it no longer accepts the usual float32 inputs; it should only be moved with .to(device), keeping float32.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # double precision so the big matmuls don't lose digits
    return mha.to(device=device, dtype=torch.float64)
