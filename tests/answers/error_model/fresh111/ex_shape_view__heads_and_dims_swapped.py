# exercise: ex_shape_view
# mistake: Views the queries as (b, n, head_dim, num_heads) = (2, 5, 4, 3), swapping the last two sizes, so the answer becomes (2, 4, 5, 3); the view is (b, n, num_heads, head_dim), giving (2, 3, 5, 4).
import torch

q = torch.arange(2 * 5 * 12).reshape(2, 5, 12)
head_dim = 12 // 3
num_heads = 3
q = q.view(2, 5, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(q.shape)
