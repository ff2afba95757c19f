# exercise: ex_shape_view
# mistake: The learner checks it in torch but writes the view as (b, n, head_dim, num_heads), swapping the last two sizes, so the result is (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 12 // 3, 3).transpose(1, 2).shape)
