# exercise: ex_shape_view
# mistake: Viewed as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim) before the transpose, giving (2, 4, 5, 3).
import torch

q = torch.zeros(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 12 // 3, 3).transpose(1, 2).shape)
