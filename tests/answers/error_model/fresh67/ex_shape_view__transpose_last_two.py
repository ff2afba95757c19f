# exercise: ex_shape_view
# mistake: Out of habit the learner transposed the last two axes (transpose(-2, -1), as for keys) instead of axes 1 and 2, giving (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
q = q.view(2, 5, 3, 12 // 3).transpose(-2, -1)
ex_shape_view = tuple(q.shape)
