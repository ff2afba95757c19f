# exercise: ex_shape_view
# mistake: The learner puts head_dim before num_heads in the view (view(b, n, head_dim, num_heads)) and so reports (2, 4, 5, 3); the statement's view(b, n, num_heads, head_dim).transpose(1, 2) gives (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
q = q.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(q.shape)
