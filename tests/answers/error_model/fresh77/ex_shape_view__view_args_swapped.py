# exercise: ex_shape_view
# mistake: The learner writes the view as (b, n, head_dim, num_heads) and then transposes axes 1 and 2, giving (2, 4, 5, 3); the statement's view is (b, n, num_heads, head_dim), which gives (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
b, n, d = q.shape
h = 3
ex_shape_view = tuple(q.view(b, n, d // h, h).transpose(1, 2).shape)
