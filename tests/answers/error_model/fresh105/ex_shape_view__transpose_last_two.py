# exercise: ex_shape_view
# mistake: The learner transposed the last two axes (as for keys in q @ k.T) instead of axes 1 and 2, giving (2, 5, 4, 3); transpose(1, 2) gives (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
h = q.view(2, 5, 3, 4).transpose(-1, -2)
ex_shape_view = tuple(h.shape)
