# exercise: ex_shape_view
# mistake: Viewed as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so the transpose gives (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
num_heads = 3
head_dim = 12 // num_heads
out = q.view(2, 5, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(out.shape)
print(ex_shape_view)
