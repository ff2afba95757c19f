# exercise: ex_shape_view
# mistake: The learner transposes the last two axes (transpose(-2, -1)) instead of axes 1 and 2, giving (2, 5, 4, 3); transpose(1, 2) gives (2, 3, 5, 4).
import torch

split = lambda t, h: t.view(t.shape[0], t.shape[1], h, t.shape[2] // h).transpose(-2, -1)
ex_shape_view = tuple(split(torch.randn(2, 5, 12), 3).shape)
print(ex_shape_view)
