# exercise: ex_shape_view
# mistake: The learner swaps the last two axes (transpose(2, 3)) instead of transpose(1, 2), answering (2, 5, 4, 3); the right shape is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 3, 4).transpose(2, 3).shape)
