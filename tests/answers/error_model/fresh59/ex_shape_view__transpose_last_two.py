# exercise: ex_shape_view
# mistake: The learner computes it with torch but writes .transpose(-2, -1) (swapping the last two axes) instead of .transpose(1, 2), giving (2, 5, 4, 3); the answer is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
q = q.view(2, 5, 3, 12 // 3)
q = q.transpose(-2, -1)
ex_shape_view = tuple(q.shape)
