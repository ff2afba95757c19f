# exercise: ex_shape_view
# mistake: Called view(b, n, head_dim, num_heads) with the last two sizes swapped, so after transpose(1, 2) it reports (2, 4, 5, 3); the split is view(b, n, num_heads, head_dim), giving (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = torch.randn(b, n, d_out)
q = q.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(q.shape)
