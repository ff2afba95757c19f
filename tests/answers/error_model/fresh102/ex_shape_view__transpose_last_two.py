# exercise: ex_shape_view
# mistake: The learner transposed the last two axes (as for keys.transpose(2, 3)) instead of axes 1 and 2; the shape is (2, 3, 5, 4).
import torch

keys = torch.randn(2, 5, 12)
keys = keys.view(2, 5, 3, 4)
keys = keys.transpose(2, 3)
ex_shape_view = tuple(keys.shape)
