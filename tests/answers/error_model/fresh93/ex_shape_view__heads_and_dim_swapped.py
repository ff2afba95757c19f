# exercise: ex_shape_view
# mistake: Swaps num_heads and head_dim (4 heads of 3 features instead of 3 heads of 4), giving (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.randn(b, n, d_out)
split = q.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(split.shape)
