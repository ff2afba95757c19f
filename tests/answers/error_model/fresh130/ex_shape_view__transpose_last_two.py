# exercise: ex_shape_view
# mistake: The learner applied the swap to the last two axes (transpose(2, 3)) instead of axes 1 and 2, answering (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.rand(b, n, d_out)
q = q.view(b, n, num_heads, head_dim)
q = q.transpose(2, 3)
ex_shape_view = tuple(q.shape)
