# exercise: ex_shape_view
# mistake: Transposes the last two axes (as .T would) instead of axes 1 and 2, answering (2, 5, 4, 3); transpose(1, 2) swaps tokens and heads and gives (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
split = queries.view(2, 5, 3, 4)
ex_shape_view = tuple(split.transpose(2, 3).shape)
