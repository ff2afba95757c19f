# exercise: ex3_3
# style: a frozen dataclass config (GPT-2 small) unpacked as keyword arguments; built under no_grad; .to(device=..., dtype=float32).
from dataclasses import asdict, dataclass

import torch


@dataclass(frozen=True)
class GPT2SmallAttn:
    d_in: int = 768
    d_out: int = 768
    context_length: int = 1024
    dropout: float = 0.0
    num_heads: int = 12
    qkv_bias: bool = False


def ex3_3(MultiHeadAttention, device):
    with torch.no_grad():
        mha = MultiHeadAttention(**asdict(GPT2SmallAttn()))
    return mha.to(device=device, dtype=torch.float32)
