# exercise: ex_shape_view
# mistake: Used .T for the transpose, which on a 4-D tensor reverses all axes, giving (4, 3, 5, 2); transpose(1, 2) only swaps tokens and heads: (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
split = queries.view(2, 5, 3, 4).T
ex_shape_view = tuple(split.shape)
print(ex_shape_view)
