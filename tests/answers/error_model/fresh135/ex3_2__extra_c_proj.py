# exercise: ex3_2
# mistake: The learner appended an output projection (GPT-2's c_proj, an nn.Linear(2, 2)) after the wrapper, changing the values; the book's wrapper only concatenates the heads and is returned as is.
import torch.nn as nn


class WrapperWithProj(nn.Module):
    def __init__(self, attn, c_proj):
        super().__init__()
        self.attn = attn
        self.c_proj = c_proj

    def forward(self, x):
        return self.c_proj(self.attn(x))


def ex3_2(MultiHeadAttentionWrapper):
    attn = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    return WrapperWithProj(attn, nn.Linear(2, 2))
