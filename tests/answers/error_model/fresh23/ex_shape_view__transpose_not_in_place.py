# exercise: ex_shape_view
# mistake: Called q.transpose(1, 2) without keeping its result (transpose returns a new view, it does not change q), so it reported (2, 5, 3, 4) instead of (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12).view(2, 5, 3, 4)
q.transpose(1, 2)
ex_shape_view = tuple(q.shape)
