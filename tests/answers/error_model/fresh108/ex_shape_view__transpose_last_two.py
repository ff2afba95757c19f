# exercise: ex_shape_view
# mistake: Applies the transpose to the last two axes (-2, -1), swapping head_dim and heads, giving (2, 5, 4, 3); .transpose(1, 2) swaps the token and head axes: (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
q = torch.zeros(b, n, d_out)
q = q.view(*q.shape[:-1], num_heads, d_out // num_heads)
q = q.transpose(-2, -1)
ex_shape_view = tuple(q.shape)
