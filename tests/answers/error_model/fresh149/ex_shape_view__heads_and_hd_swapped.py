# exercise: ex_shape_view
# mistake: Wrote the view as (b, n, head_dim, num_heads), swapping the last two sizes, so the transposed shape came out (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
num_heads = 3
hd = q.size(2) // num_heads
qh = q.view(q.size(0), q.size(1), hd, num_heads).transpose(1, 2)
ex_shape_view = tuple(qh.size())
print(ex_shape_view)
