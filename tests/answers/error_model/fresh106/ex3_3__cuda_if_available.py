# exercise: ex3_3
# mistake: Ignored the device argument and moved the module to "cuda if available else cpu" (the tutorial's line), so on a machine with a GPU it lands on CUDA even when device is the CPU (and on cuda:0 rather than the given device); use .to(device). [cond: only on a machine with a GPU, for a device other than cuda:0]
import torch


def ex3_3(MultiHeadAttention, device):
    device_ = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(device_)
