# exercise: ex_shape_view
# mistake: Computes the shape with code but writes .transpose(1, 3) instead of .transpose(1, 2), getting (2, 4, 3, 5); the answer is (2, 3, 5, 4).
import torch

q = torch.empty(2, 5, 12)
b, n, d_out = q.shape
h = 3
ex_shape_view = tuple(q.view(b, n, h, d_out // h).transpose(1, 3).shape)
