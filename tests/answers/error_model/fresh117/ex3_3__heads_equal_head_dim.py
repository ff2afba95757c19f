# exercise: ex3_3
# mistake: Uses num_heads=64, mixing up the number of heads with the per-head size (768 / 12 = 64); the parameter count is unchanged but there are 64 heads of 12 features instead of 12 heads of 64.
"""Exercise 3.3: GPT-2 small attention."""
import torch
from torch import nn

D_MODEL: int = 768
HEAD_SIZE: int = 64
CONTEXT: int = 1024


def ex3_3(MultiHeadAttention: type[nn.Module], device: torch.device | str) -> nn.Module:
    module = MultiHeadAttention(
        d_in=D_MODEL, d_out=D_MODEL, context_length=CONTEXT, dropout=0.0, num_heads=HEAD_SIZE
    )
    module.to(device)
    return module
