# exercise: ex_shape_view
# mistake: Reproduces the shape in code but transposes axes 2 and 3 instead of 1 and 2, getting (2, 5, 4, 3); transpose(1, 2) swaps tokens and heads: (2, 3, 5, 4).
"""Shape after splitting 12 features into 3 heads."""
import torch

B, N, D_OUT, NUM_HEADS = 2, 5, 12, 3
HEAD_DIM = D_OUT // NUM_HEADS

_q = torch.empty(B, N, D_OUT)
ex_shape_view = tuple(_q.view(B, N, NUM_HEADS, HEAD_DIM).transpose(2, 3).shape)
