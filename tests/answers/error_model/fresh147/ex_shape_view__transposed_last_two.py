# exercise: ex_shape_view
# mistake: Computed the shape with .transpose(-1, -2) (swapping head_dim and heads) instead of .transpose(1, 2) (tokens and heads); the answer is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
num_heads = 3
q = q.unflatten(-1, (num_heads, -1))    # (b, n, heads, head_dim)
q = q.transpose(-1, -2)
ex_shape_view = tuple(q.shape)
print(ex_shape_view)
