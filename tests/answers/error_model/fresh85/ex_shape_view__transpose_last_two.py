# exercise: ex_shape_view
# mistake: Transposes the last two axes (2, 3) instead of (1, 2), giving (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
q = q.view(2, 5, 3, 4).transpose(2, 3)
ex_shape_view = tuple(q.shape)
