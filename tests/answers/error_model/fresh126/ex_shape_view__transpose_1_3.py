# exercise: ex_shape_view
# mistake: Simulated the split with .transpose(1, 3) instead of the statement's .transpose(1, 2), giving (2, 4, 3, 5); swapping tokens and heads gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = torch.randn(b, n, d_out)
q = q.view(b, n, num_heads, head_dim).transpose(1, 3)
ex_shape_view = tuple(q.shape)
