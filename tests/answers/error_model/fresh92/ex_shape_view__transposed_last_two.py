# exercise: ex_shape_view
# mistake: Swapped the last two axes (.mT) instead of axes 1 and 2, giving (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12).view(2, 5, 3, 4)
ex_shape_view = tuple(q.mT.shape)
