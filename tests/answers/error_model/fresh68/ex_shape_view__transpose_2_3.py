# exercise: ex_shape_view
# mistake: The learner transposes the last two axes (2, 3) instead of axes 1 and 2, giving (2, 5, 4, 3); transpose(1, 2) gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
split = lambda q: q.view(b, n, num_heads, d_out // num_heads).transpose(2, 3)
ex_shape_view = tuple(split(torch.zeros(b, n, d_out)).shape)
