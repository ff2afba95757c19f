# exercise: ex_shape_view
# mistake: Swapped the last two axes (transpose(2, 3), heads and head_dim) instead of transpose(1, 2) (tokens and heads): answered (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
b, num_tokens, d_out = queries.shape
num_heads = 3
head_dim = d_out // num_heads
q = queries.view(b, num_tokens, num_heads, head_dim)
q = q.transpose(2, 3)
ex_shape_view = tuple(q.shape)
