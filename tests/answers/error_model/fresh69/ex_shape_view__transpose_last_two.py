# exercise: ex_shape_view
# mistake: The learner transposed the last two axes (-1, -2) instead of axes 1 and 2, giving (2, 5, 4, 3); the answer is (2, 3, 5, 4).
import torch
ex_shape_view = tuple(torch.empty(2, 5, 12).view(2, 5, 3, -1).transpose(-1, -2).shape)
