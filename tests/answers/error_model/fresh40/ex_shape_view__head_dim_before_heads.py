# exercise: ex_shape_view
# mistake: Put head_dim before num_heads in the view, as (b, n, head_dim, num_heads), so the transpose brought head_dim forward; the view is (2, 5, 3, 4) and the result (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
b, n, d_out = queries.shape
num_heads = 3
head_dim = d_out // num_heads
q = queries.view(b, n, head_dim, num_heads).transpose(1, 2)
print(q.shape)
ex_shape_view = tuple(q.shape)
