# exercise: ex_shape_view
# mistake: Applies the transpose to the last two axes (2, 3) instead of axes 1 and 2, getting (2, 5, 4, 3); .transpose(1, 2) gives (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 3, 4).transpose(2, 3).shape)
