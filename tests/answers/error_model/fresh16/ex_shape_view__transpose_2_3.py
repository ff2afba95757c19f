# exercise: ex_shape_view
# mistake: The check code uses .transpose(2, 3) (copied from keys.transpose(2, 3) in the score line) instead of .transpose(1, 2), giving (2, 5, 4, 3); the answer is (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
q = queries.view(2, 5, 3, 12 // 3)
q = q.transpose(2, 3)
ex_shape_view = tuple(q.shape)
