# exercise: ex_shape_view
# mistake: Computes the shape with code but writes the transpose as .transpose(2, 3), numbering tokens = 2 and heads = 3 as in a 1-based language, which swaps heads and head_dim; transpose(1, 2) swaps tokens and heads: (2, 3, 5, 4).
import torch

q = torch.empty(2, 5, 12)
b, n, d_out = q.shape
num_heads = 3
head_dim = d_out // num_heads
# dims: 1 = batch, 2 = tokens, 3 = heads, 4 = head_dim
q = q.view(b, n, num_heads, head_dim).transpose(2, 3)
ex_shape_view = tuple(q.shape)
