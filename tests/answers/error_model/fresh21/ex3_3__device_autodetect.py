# exercise: ex3_3
# mistake: The learner ignores the device argument and picks "cuda if available else cpu" itself, so on a machine with a GPU the module lands on cuda even when the grader asks for cpu (or the other way round); it must use .to(device). [cond: device argument differs from the auto-detected one, e.g. device='cpu' on a machine with a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    # always use the best available device
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    return mha.to(dev)
