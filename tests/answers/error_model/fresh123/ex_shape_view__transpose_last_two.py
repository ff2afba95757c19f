# exercise: ex_shape_view
# mistake: Transposes the last two axes (.transpose(-2, -1)) instead of axes 1 and 2, getting (2, 5, 4, 3); the shape after transpose(1, 2) is (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
q = q.view(b, n, num_heads, head_dim).transpose(-2, -1)
ex_shape_view = tuple(q.shape)
