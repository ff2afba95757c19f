# exercise: ex_shape_view
# mistake: writes the view as (b, n, head_dim, num_heads) = (2, 5, 4, 3) and then transposes, giving (2, 4, 5, 3); the view is (b, n, num_heads, head_dim), giving (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
ex_shape_view = tuple(q.view(b, n, head_dim, num_heads).transpose(1, 2).shape)
