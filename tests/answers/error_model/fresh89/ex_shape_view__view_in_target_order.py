# exercise: ex_shape_view
# mistake: The view is written directly in the head-major order (b, num_heads, n, head_dim) and then transposed, which swaps back to (2, 5, 3, 4); with the statement's view(b, n, num_heads, head_dim) the result is (2, 3, 5, 4).
import torch

b, n, d_out, h = 2, 5, 12, 3
hd = d_out // h
x = torch.arange(b * n * d_out).reshape(b, n, d_out)
y = x.view(b, h, n, hd).transpose(1, 2)
ex_shape_view = tuple(y.shape)
