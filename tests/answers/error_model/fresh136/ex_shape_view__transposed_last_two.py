# exercise: ex_shape_view
# mistake: Transposed the last two axes (transpose(-1, -2)) instead of axes 1 and 2, giving (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
split = queries.view(2, 5, 3, 4)
ex_shape_view = tuple(split.transpose(-1, -2).shape)
print(ex_shape_view)
