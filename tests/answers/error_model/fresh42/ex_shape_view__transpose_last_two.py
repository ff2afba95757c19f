# exercise: ex_shape_view
# mistake: Checks the shape with .transpose(2, 3) instead of .transpose(1, 2), swapping heads and head_dim; the right result is (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
q = q.view(b, n, num_heads, head_dim).transpose(2, 3)  # 交换 头 和 词
ex_shape_view = tuple(q.shape)
