# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as swapping the first two axes (1-based), giving (5, 2, 3, 4) instead of (2, 3, 5, 4).
import torch

x = torch.empty(2, 5, 12).view(2, 5, 3, 4)
ex_shape_view = tuple(x.transpose(0, 1).shape)
