# exercise: ex3_3
# mistake: Moves the module to float16 whenever the device is a GPU (a mixed-precision habit from TF), so on CUDA the parameters are half precision; it should only call .to(device) and stay float32. [cond: only on a GPU]
import torch

def ex3_3(MultiHeadAttention, device):
    dev = torch.device(device)
    dtype = torch.float16 if dev.type == "cuda" else torch.float32
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    return mha.to(device=dev, dtype=dtype)
