# exercise: ex_shape_view
# mistake: Answered with the flattened (b·h, n, hd) = (6, 5, 4) layout used for torch.baddbmm instead of the 4-D shape; view then transpose(1, 2) gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads

q = torch.randn(b, n, d_out)
q = q.view(b, n, num_heads, head_dim).transpose(1, 2)
# batched matmul kernels (bmm / baddbmm) want 3-D input
q = q.reshape(b * num_heads, n, head_dim)
ex_shape_view = tuple(q.shape)
