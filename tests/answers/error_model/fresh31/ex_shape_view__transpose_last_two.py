# exercise: ex_shape_view
# mistake: The learner swapped the last two axes (as for keys.transpose(2, 3)), answering (2, 5, 4, 3); .transpose(1, 2) swaps tokens and heads: (2, 3, 5, 4).

import torch

q = torch.zeros(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 3, 4).transpose(2, 3).shape)  # (2, 5, 4, 3)
