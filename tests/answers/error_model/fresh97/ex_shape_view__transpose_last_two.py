# exercise: ex_shape_view
# mistake: Applies the transpose to the last two axes (transpose(2, 3)) instead of transpose(1, 2), getting (2, 5, 4, 3); swapping tokens and heads gives (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
b, n, d_out = q.shape
num_heads = 3
q = q.view(b, n, num_heads, d_out // num_heads)
q = q.transpose(2, 3)
ex_shape_view = tuple(q.shape)
print(ex_shape_view)
