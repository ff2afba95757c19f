# exercise: ex_shape_view
# mistake: Wrote the view as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so the transpose gives (2, 4, 5, 3); the answer is (2, 3, 5, 4).
import torch

x = torch.empty(2, 5, 12)
h = 3
hd = 12 // h
ex_shape_view = tuple(x.view(2, 5, hd, h).transpose(1, 2).shape)
