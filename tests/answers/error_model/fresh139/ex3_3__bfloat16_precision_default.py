# exercise: ex3_3
# mistake: The learner's precision setting defaults to bfloat16 and .to(device, dtype=...) casts every parameter, so the module is bfloat16 and fails on float32 inputs; only the device should change (float32 kept).
import torch
from enum import Enum

class Precision(Enum):
    FP32 = torch.float32
    BF16 = torch.bfloat16

def ex3_3(MultiHeadAttention, device, precision=Precision.BF16):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return m.to(device=device, dtype=precision.value)
