# exercise: ex_shape_view
# mistake: The view is written as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so after transpose(1, 2) the answer is (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

queries = torch.arange(2 * 5 * 12, dtype=torch.float32).view(2, 5, 12)
num_heads = 3
head_dim = 12 // num_heads   # 4
split = queries.view(2, 5, head_dim, num_heads).transpose(1, 2)
print(split.shape)
ex_shape_view = tuple(split.shape)
