# exercise: ex_shape_view
# mistake: Applied transpose(2, 3) (the keys' transpose from the score line) instead of transpose(1, 2), answering (2, 5, 4, 3); the right shape is (2, 3, 5, 4).

import torch

x = torch.rand(2, 5, 12)
q = x.view(2, 5, 3, 4)
q = q.transpose(2, 3)
ex_shape_view = tuple(q.shape)
