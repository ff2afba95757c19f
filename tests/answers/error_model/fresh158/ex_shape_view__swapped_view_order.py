# exercise: ex_shape_view
# mistake: The learner viewed as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so after the transpose got (2, 4, 5, 3); the answer is (2, 3, 5, 4).
import torch
q = torch.zeros(2, 5, 12)
ex_shape_view = tuple(q.view(2, 5, 12 // 3, 3).transpose(1, 2).shape)
