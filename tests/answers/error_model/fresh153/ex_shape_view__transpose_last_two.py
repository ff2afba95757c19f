# exercise: ex_shape_view
# mistake: Applies transpose(2, 3) (swapping heads' features) instead of transpose(1, 2) (tokens and heads), giving (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
assert d_out % num_heads == 0
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
q = q.view(b, n, num_heads, head_dim).transpose(2, 3)
ex_shape_view = tuple(q.shape)
