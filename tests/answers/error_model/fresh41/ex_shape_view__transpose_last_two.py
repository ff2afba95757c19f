# exercise: ex_shape_view
# mistake: Computes it with transpose(2, 3) instead of transpose(1, 2), swapping the head features with the heads and giving (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

q = torch.empty(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 3, 12 // 3).transpose(2, 3).shape)
