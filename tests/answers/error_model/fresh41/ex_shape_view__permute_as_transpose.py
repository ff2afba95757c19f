# exercise: ex_shape_view
# mistake: Uses permute(0, 2, 3, 1) believing it does what transpose(1, 2) does, giving (2, 3, 4, 5) instead of (2, 3, 5, 4).
import torch

x = torch.zeros(2, 5, 12).view(2, 5, 3, 4)
ex_shape_view = tuple(x.permute(0, 2, 3, 1).shape)
