# exercise: ex_shape_view
# mistake: Checks the shape with .transpose(-1, -2) (swapping the head axis with head_dim) instead of .transpose(1, 2); the right shape is (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
ex_shape_view = tuple(q.view(b, n, num_heads, head_dim).transpose(-1, -2).shape)
