# exercise: ex_shape_view
# mistake: The learner checks the shape with code but transposes axes 2 and 3 instead of 1 and 2, getting (2, 5, 4, 3); transpose(1, 2) gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
q = torch.zeros(b, n, d_out)
ex_shape_view = tuple(q.view(b, n, num_heads, d_out // num_heads).transpose(2, 3).shape)
