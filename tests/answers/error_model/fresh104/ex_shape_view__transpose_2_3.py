# exercise: ex_shape_view
# mistake: Checked the shape in code but with transpose(2, 3) instead of transpose(1, 2).
import torch

q = torch.randn(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 3, 4).transpose(2, 3).shape)
