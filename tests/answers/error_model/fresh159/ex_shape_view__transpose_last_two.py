# exercise: ex_shape_view
# mistake: The learner transposes the last two axes (2 and 3) instead of axes 1 and 2, getting (2, 5, 4, 3); transpose(1, 2) gives (2, 3, 5, 4).
import torch

b, n, d_out, h = 2, 5, 12, 3
q = torch.randn(b, n, d_out)
ex_shape_view = tuple(q.view(b, n, h, d_out // h).transpose(2, 3).shape)
