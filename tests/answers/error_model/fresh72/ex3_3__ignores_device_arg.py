# exercise: ex3_3
# mistake: Ignores the device argument and picks "cuda if available else cpu" itself, so on a GPU machine a module asked for on the CPU ends up on the GPU (and vice versa); it must use .to(device). [cond: only on a machine with a GPU when device is not cuda]
import torch


def ex3_3(MultiHeadAttention, device=None):
    """GPT-2 small sized multi-head attention.

    Args:
        MultiHeadAttention: the class to instantiate.
        device: target device. Automatically selected when possible.
    """
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    return mha.to(device)
