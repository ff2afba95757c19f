# exercise: ex_shape_view
# mistake: Wrote view(b, n, head_dim, num_heads) with the last two sizes swapped, so the transpose gives (2, 4, 5, 3); the right order is view(b, n, num_heads, head_dim) -> (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.randn(b, n, d_out)
q = q.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(q.shape)
