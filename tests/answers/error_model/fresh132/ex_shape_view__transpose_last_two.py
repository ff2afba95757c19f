# exercise: ex_shape_view
# mistake: The learner swaps the last two axes (transpose(-1, -2)) instead of axes 1 and 2, getting (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
q = torch.rand(b, n, d_out)
head_dim = d_out // num_heads
ex_shape_view = tuple(q.view(b, n, num_heads, head_dim).transpose(-1, -2).shape)
