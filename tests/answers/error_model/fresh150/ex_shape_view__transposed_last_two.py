# exercise: ex_shape_view
# mistake: The learner counted the transpose axes from the end (swapped the last two axes), giving (2, 5, 4, 3); transpose(1, 2) swaps axes 1 and 2: (2, 3, 5, 4).
import torch

x = torch.randn(2, 5, 12)
v = x.view(2, 5, 3, 4)
ex_shape_view = tuple(v.transpose(-1, -2).shape)
