# exercise: ex_shape_view
# mistake: The learner's check code transposed the last two axes, transpose(2, 3), giving (2, 5, 4, 3); the statement's transpose(1, 2) gives (2, 3, 5, 4).
import torch

q = torch.empty(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 3, 4).transpose(2, 3).shape)
