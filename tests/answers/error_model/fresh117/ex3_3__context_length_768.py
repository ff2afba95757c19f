# exercise: ex3_3
# mistake: Passes 768 as the context length (the embedding size) instead of 1024 tokens, so the causal mask buffer is 768 x 768 and sequences longer than 768 tokens fail; context_length must be 1024.
"""Exercise 3.3."""
import torch
from torch import nn

EMB_DIM: int = 768
N_HEADS: int = 12
DROP_RATE: float = 0.0


def ex3_3(MultiHeadAttention: type[nn.Module], device: torch.device | str) -> nn.Module:
    """Smallest GPT-2 sizes; d_in = d_out = context = EMB_DIM."""
    mha = MultiHeadAttention(EMB_DIM, EMB_DIM, EMB_DIM, DROP_RATE, num_heads=N_HEADS)
    return mha.to(device)
