# exercise: ex_shape_view
# mistake: Transposes axes 0 and 1 (batch and tokens) instead of 1 and 2, answering (5, 2, 3, 4) instead of (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
ex_shape_view = tuple(queries.view(2, 5, 3, 4).transpose(0, 1).shape)
