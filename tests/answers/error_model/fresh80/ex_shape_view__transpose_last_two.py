# exercise: ex_shape_view
# mistake: Transposes the last two axes (2, 3) instead of axes 1 and 2, answering (2, 5, 4, 3); the correct shape is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
ex_shape_view = tuple(torch.empty(b, n, num_heads, head_dim).transpose(2, 3).shape)
