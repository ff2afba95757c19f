# exercise: ex_shape_view
# mistake: When checking with torch, the learner wrote .transpose(2, 3), swapping heads and head_dim to get (2, 5, 4, 3); the statement's transpose(1, 2) gives (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
q = queries.view(2, 5, 3, 4)
q = q.transpose(2, 3)
print(q.shape)
ex_shape_view = tuple(q.shape)
