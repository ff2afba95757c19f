# exercise: ex_shape_view
# mistake: The learner's check code uses transpose(0, 1) (counting axes from 1), swapping batch and tokens to (5, 2, 3, 4); transpose(1, 2) swaps tokens and heads: (2, 3, 5, 4).
import torch

x = torch.rand(2, 5, 12)
x = x.view(2, 5, 3, 12 // 3)
x = x.transpose(0, 1)
print(x.shape)
ex_shape_view = tuple(x.shape)
