# exercise: ex_shape_view
# mistake: Writes the view as (b, n, head_dim, num_heads), so the transpose gives (2, 4, 5, 3); the view is (b, n, num_heads, head_dim) and the answer (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
b, num_tokens, d_out = queries.shape
num_heads = 3
head_dim = d_out // num_heads
q = queries.view(b, num_tokens, head_dim, num_heads).transpose(1, 2)
print(q.shape)
ex_shape_view = tuple(q.shape)
