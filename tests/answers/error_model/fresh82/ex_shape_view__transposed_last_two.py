# exercise: ex_shape_view
# mistake: Swapped the last two axes (as in keys.transpose(2, 3)) instead of axes 1 and 2, giving (2, 5, 4, 3); transpose(1, 2) gives (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
split = queries.view(2, 5, 3, 4)
assert split.shape == (2, 5, 3, 4)
ex_shape_view = tuple(split.transpose(-2, -1).shape)
