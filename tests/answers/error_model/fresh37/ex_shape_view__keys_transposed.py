# exercise: ex_shape_view
# mistake: Answers with the shape of keys.transpose(2, 3) used for the scores, (2, 3, 4, 5), instead of the shape after .view(...).transpose(1, 2), which is (2, 3, 5, 4).
import torch

keys = torch.empty(2, 5, 12).view(2, 5, 3, 4).transpose(1, 2)
ex_shape_view = tuple(keys.transpose(2, 3).shape)
print(ex_shape_view)
