# exercise: ex_shape_view
# mistake: Writes the view as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so after transpose(1, 2) the answer is (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

x = torch.arange(2 * 5 * 12, dtype=torch.float32).reshape(2, 5, 12)
b, n, d = x.shape
h = 3
hd = d // h
try:
    y = x.view(b, n, hd, h).transpose(1, 2)
except RuntimeError:
    y = x.reshape(b, n, hd, h).transpose(1, 2)
ex_shape_view = tuple(int(s) for s in y.shape)
