# exercise: ex_shape_view
# mistake: Swapped the last two axes as if transposing for keys.T, answering (2, 5, 4, 3); transpose(1, 2) on (2, 5, 3, 4) gives (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
q = queries.view(2, 5, 3, 4)
q = q.transpose(2, 3)
ex_shape_view = tuple(q.shape)
print(ex_shape_view)
