# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the last two axes of the 4-D tensor (as for k.transpose before the scores), answering (2, 5, 4, 3); transpose(1, 2) swaps axes 1 and 2: (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12).view(2, 5, 3, 4)
ex_shape_view = tuple(q.transpose(-2, -1).shape)
