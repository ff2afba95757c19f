# exercise: ex_shape_view
# mistake: transpose(2, 3) is applied (swapping heads and head_dim) instead of transpose(1, 2), which swaps tokens and heads; the answer is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
ex_shape_view = tuple(q.view(b, n, num_heads, head_dim).transpose(2, 3).shape)
