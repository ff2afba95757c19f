# exercise: ex_shape_view
# mistake: Wrote the view as (b, n, head_dim, num_heads) = (2, 5, 4, 3), so the transpose gives (2, 4, 5, 3); the view is (b, n, num_heads, head_dim) and the answer (2, 3, 5, 4).
import torch

b, n, d_out, heads = 2, 5, 12, 3
hd = d_out // heads
x = torch.randn(b, n, d_out)
ex_shape_view = tuple(x.view(b, n, hd, heads).transpose(1, 2).shape)
