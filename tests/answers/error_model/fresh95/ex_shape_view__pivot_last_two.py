# exercise: ex_shape_view
# mistake: The learner treated the transpose as a pivot of the last two axes (.mT), giving (2, 5, 4, 3); transpose(1, 2) swaps the token and head axes: (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
split = queries.view(2, 5, 3, 4)
pivoted = split.mT
ex_shape_view = tuple(pivoted.shape)
