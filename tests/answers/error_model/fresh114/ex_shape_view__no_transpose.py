# exercise: ex_shape_view
# mistake: Calls v.transpose(1, 2) without keeping its result (transpose returns a new view, it is not in place), so it reports the shape after the view, (2, 5, 3, 4); the answer is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
v = q.view(2, 5, 3, 4)
v.transpose(1, 2)
ex_shape_view = tuple(v.shape)
