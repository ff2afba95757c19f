# exercise: ex3_3
# mistake: The learner ignored the device argument and chose the device themselves (CUDA if available, else CPU), so the module is on the wrong device whenever the requested device differs; it must be moved with .to(device). [cond: only when the requested device is not the one the learner's rule picks, e.g. device='cpu' on a machine with a GPU]
import torch


def pick_device() -> torch.device:
    """Use the GPU when there is one."""
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    return mha.to(pick_device())
