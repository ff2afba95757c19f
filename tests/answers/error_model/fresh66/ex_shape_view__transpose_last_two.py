# exercise: ex_shape_view
# mistake: The learner ran the code with .transpose(2, 3) instead of .transpose(1, 2), swapping heads and head_dim instead of tokens and heads; the answer is (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 3, 4).transpose(2, 3).shape)
